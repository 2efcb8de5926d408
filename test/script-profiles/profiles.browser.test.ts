/**
 * The Scripts screen's Profiles tab (screens profiles.md §7) against the simulator over HTTP: the
 * tab in the address, the list's columns and first request, the limit (Add profile unavailable with
 * its reason, the notice), search and status in the address, a failed list with Try again, an
 * organisation whose profiles are all archived (the filter stays reachable), the empty states, add
 * with each trigger sending the exact body, the schedule's messages, an edit clearing the tags
 * (`tags: []`), archive (one request per double click, a refusal kept in the modal, the details
 * showing it archived), the details with runs and without, keyboard, axe, and the element's `tab`.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { SCRIPT_PROFILE_SHOWCASE } from '../../demo/server/showcase.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, waitForPath, WELCOME_KEY } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { description, findPanel, renderScripts, serverGet, type Screen } from '../scripts/helpers.ts';

interface Profile {
  readonly id: number;
  readonly title: string;
  readonly archived: boolean;
  readonly tags: string[];
  readonly all_computers: boolean;
  readonly trigger: { trigger_type: string };
}

const COLUMNS = ['Name', 'Status', 'Associated instances', 'Tags', 'Trigger', 'Last run', 'Actions'];
const LIMIT_NOTICE = 'Profile limit reached: You\u2019ve reached the limit of 10 active script profiles. To be able to add new profiles you must archive an active one.';

async function signedIn(options: Parameters<typeof createNamespace>[0] = {}): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace(options);
  await signIn(ns);
  return ns;
}

const profilesTable = (screen: Screen) => screen.findByRole('table', { name: 'Script profiles' });

async function settled(screen: Screen): Promise<HTMLElement> {
  return waitFor(async () => {
    const table = await profilesTable(screen);
    expect(table.getAttribute('aria-busy')).to.equal(null);
    return table;
  });
}

const names = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')!.textContent);

/** The screen's `GET script-profiles` list requests (not the details' or the tests'). */
async function listRequests(ns: SimNamespace) {
  return (await requests(ns, { method: 'GET', path: 'script-profiles' })).map((request) => request.query);
}

async function serverPost(ns: SimNamespace, path: string) {
  const response = await fetch(`${ns.apiBase}${path}`, { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  expect(response.status, `POST ${path}`).to.equal(200);
}

/** Waits until a submit button may be pressed (the association's count is in). */
const ready = (button: HTMLElement) => waitFor(() => expect((button as HTMLButtonElement).disabled).to.equal(false));

async function openProfiles(ns: SimNamespace, path = '/scripts?tab=profiles') {
  const rendered = await renderPortal(ns, path);
  await rendered.screen.findByRole('tab', { name: 'Profiles', selected: true });
  return rendered;
}

async function rowMenu(screen: Screen, title: string) {
  (await screen.findByRole('button', { name: `${title} script profile actions` })).click();
  return screen.findByRole('menu', { name: `${title} script profile actions` });
}

describe('script profiles tab in the portal', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the columns, the first page of active profiles, the limit with its reason; the tab is in the address; accessible', async () => {
    const server = await serverGet<{ count: number; results: Profile[] }>(ns, 'script-profiles?archived=active&limit=1000&offset=0');
    const { portal, screen } = await openProfiles(ns);
    const table = await settled(screen);
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).to.deep.equal(COLUMNS);
    expect(names(table)).to.deep.equal(server.results.map((profile) => profile.title));
    expect((await listRequests(ns)).some((query) => query['archived'] === 'active' && query['limit'] === '20' && query['offset'] === '0')).to.equal(true);
    const notice = await screen.findByText((_, element) => element?.getAttribute('part') === 'notification' && (element.textContent ?? '').startsWith('Profile limit reached:'));
    expect(notice.textContent).to.equal(LIMIT_NOTICE);
    const add = screen.getByRole('button', { name: 'Add profile' });
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    add.click();
    expect(screen.queryByRole('dialog', { name: 'Add script profile' })).to.equal(null);
    // The nightly profile: its tags, trigger and a last run linking to its activities.
    const nightly = within(table).getByRole('button', { name: 'Nightly log rotation' }).closest('tr')!;
    const cells = [...nightly.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells[1]).to.equal('Active');
    expect(cells[3]).to.equal('web, api');
    expect(cells[4]).to.equal('Recurring');
    expect(nightly.querySelectorAll('td')[2]!.querySelector('a')!.getAttribute('href')).to.contain('/instances?query=profile%3Ascript%3A1');
    expect(nightly.querySelectorAll('td')[5]!.querySelector('a')!.getAttribute('href')).to.match(/\/activities\?query=id%3A\d+\+OR\+parent-id%3A\d+$/);
    await waitForPath('/scripts?tab=profiles');
    await expect(portal).to.be.accessible();
  });

  it('keeps the search and the status in the address beside the tab, sends them to the server, and a tab change resets the address', async () => {
    const { screen } = await openProfiles(ns);
    await settled(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search script profiles' }), 'nightly');
    await sendKeys({ press: 'Enter' });
    await waitForPath('/scripts?tab=profiles&search=nightly');
    await waitFor(async () => expect((await listRequests(ns)).some((query) => query['search'] === 'nightly' && query['archived'] === 'active')).to.equal(true));
    screen.getByRole('button', { name: 'Status: Active' }).click();
    within(await screen.findByRole('listbox', { name: 'Status' })).getByRole('option', { name: 'Archived' }).click();
    await waitForPath('/scripts?tab=profiles&search=nightly&status=archived');
    await waitFor(async () => expect((await listRequests(ns)).some((query) => query['search'] === 'nightly' && query['archived'] === 'archived')).to.equal(true));
    expect(screen.getByRole('group', { name: /filters/i }).textContent).to.not.equal(null);
    screen.getByRole('tab', { name: 'Scripts' }).click();
    await waitForPath('/scripts');
    screen.getByRole('tab', { name: 'Profiles' }).click();
    await waitForPath('/scripts?tab=profiles');
  });

  it('says a failed list with the server’s message and Try again, never the empty state', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'script-profiles', status: 500, times: 3, body: { error: 'Boom', message: 'The profile store is down.' } }] });
    const { screen } = await openProfiles(ns);
    await screen.findByText('The profile store is down.');
    expect(screen.queryByText('You don\u2019t have any script profiles yet.')).to.equal(null);
    await setOptions(ns, { faults: [] });
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) retry.click();
    await settled(screen);
  });

  it('an organisation whose profiles are all archived keeps the toolbar: the status filter reaches them', async () => {
    const active = await serverGet<{ results: Profile[] }>(ns, 'script-profiles?archived=active&limit=1000&offset=0');
    for (const profile of active.results) await serverPost(ns, `script-profiles/${profile.id}:archive`);
    const { screen } = await openProfiles(ns);
    await settled(screen);
    expect(screen.queryByText('You don\u2019t have any script profiles yet.')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Add profile' }).getAttribute('aria-disabled')).to.equal(null);
    expect(screen.queryByText(/Profile limit reached/)).to.equal(null);
    screen.getByRole('button', { name: 'Status: Active' }).click();
    within(await screen.findByRole('listbox', { name: 'Status' })).getByRole('option', { name: 'Archived' }).click();
    await waitFor(async () => expect(names(await settled(screen))).to.have.length(13));
  });

  it('adds a recurring profile: the schedule’s messages, its words in UTC, the exact body, the notice after the panel closed', async () => {
    await serverPost(ns, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.monthly}:archive`);
    const { screen } = await openProfiles(ns);
    await settled(screen);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add profile' }).getAttribute('aria-disabled')).to.equal(null));
    screen.getByRole('button', { name: 'Add profile' }).click();
    const panel = await findPanel(screen, 'Add script profile');
    const form = within(panel);
    await typeInto(await form.findByRole('textbox', { name: 'Name' }), 'Weekday report');
    await typeInto(form.getByRole('combobox', { name: 'Script' }), 'Rotate app');
    (await form.findByRole('option', { name: 'Rotate application logs' })).click();
    form.getByRole('radio', { name: /^Recurring/ }).click();
    const schedule = await form.findByRole('textbox', { name: 'Schedule' });
    await typeInto(schedule, '0 25 * * *');
    schedule.blur();
    await form.findByText('Value out of range.');
    schedule.focus();
    (schedule as HTMLInputElement).select();
    await typeInto(schedule, '0 8 * *');
    schedule.blur();
    await form.findByText('Enter a complete interval.');
    (schedule as HTMLInputElement).select();
    await typeInto(schedule, '30 6 * * 1-5');
    await waitFor(() => expect(description(schedule)).to.contain('"At 06:30, Monday through Friday" (UTC)'));
    expect(panel.textContent).to.contain('There is a minimum interval of 30 minutes between runs.');
    await typeInto(form.getByRole('combobox', { name: 'Tags' }), 'web');
    (await form.findByRole('option', { name: 'web' })).click();
    await clearRequests(ns);
    await ready(form.getByRole('button', { name: 'Add profile' }));
    form.getByRole('button', { name: 'Add profile' }).click();
    await findNotification(screen, 'You have successfully created Weekday report');
    const [post] = await requests(ns, { method: 'POST', path: 'script-profiles' });
    const body = post!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).to.deep.equal(['all_computers', 'script_id', 'tags', 'time_limit', 'title', 'trigger', 'username']);
    expect({ ...body, trigger: { ...(body['trigger'] as object), start_after: 'x' } }).to.deep.equal({
      title: 'Weekday report',
      script_id: 1,
      username: 'root',
      time_limit: 300,
      all_computers: false,
      tags: ['web'],
      trigger: { trigger_type: 'recurring', interval: '30 6 * * 1-5', start_after: 'x' },
    });
    expect((body['trigger'] as { start_after: string }).start_after).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    // The notice comes as the lists refetch; the panel closes once they are in.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add script profile' })).to.equal(null));
  });

  it('adds a post-enrollment profile and an on-a-date one with the exact bodies', async () => {
    await serverPost(ns, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.monthly}:archive`);
    await serverPost(ns, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.weekdays}:archive`);
    const { screen } = await openProfiles(ns);
    await settled(screen);
    for (const [title, trigger] of [['After enrolment', 'Post enrollment'], ['Once', 'On a date']] as const) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add profile' }).getAttribute('aria-disabled')).to.equal(null));
      screen.getByRole('button', { name: 'Add profile' }).click();
      const form = within(await findPanel(screen, 'Add script profile'));
      await typeInto(await form.findByRole('textbox', { name: 'Name' }), title);
      await typeInto(form.getByRole('combobox', { name: 'Script' }), 'Check disk');
      (await form.findByRole('option', { name: 'Check disk usage' })).click();
      form.getByRole('radio', { name: new RegExp(`^${trigger}`) }).click();
      // All of acme's instances are over the limit of 5,000 whatever the trigger: one tag instead.
      await typeInto(form.getByRole('combobox', { name: 'Tags' }), 'web');
      (await form.findByRole('option', { name: 'web' })).click();
      await clearRequests(ns);
      await ready(form.getByRole('button', { name: 'Add profile' }));
      form.getByRole('button', { name: 'Add profile' }).click();
      await findNotification(screen, `You have successfully created ${title}`);
      const [post] = await requests(ns, { method: 'POST', path: 'script-profiles' });
      const body = post!.body as { trigger: Record<string, string>; all_computers: boolean; tags: string[] };
      expect(body.all_computers).to.equal(false);
      expect(body.tags).to.deep.equal(['web']);
      if (trigger === 'Post enrollment') expect(body.trigger).to.deep.equal({ trigger_type: 'event', event_type: 'post_enrollment' });
      else {
        expect(Object.keys(body.trigger).sort()).to.deep.equal(['timestamp', 'trigger_type']);
        expect(Date.parse(body.trigger['timestamp']!)).to.be.greaterThan(Date.now());
      }
    }
  });

  it('an edit that clears the last tag sends tags: []; the trigger is fixed', async () => {
    const { screen } = await openProfiles(ns);
    await settled(screen);
    within(await rowMenu(screen, 'Nightly log rotation')).getByRole('menuitem', { name: /^Edit/ }).click();
    const panel = await findPanel(screen, 'Edit Nightly log rotation');
    const form = within(panel);
    await waitFor(() => expect((form.getByRole('textbox', { name: 'Script' }) as HTMLInputElement).value).to.equal('Rotate application logs'));
    expect((form.getByRole('radio', { name: /^Recurring/ }) as HTMLInputElement).disabled).to.equal(true);
    expect((form.getByRole('textbox', { name: 'Schedule' }) as HTMLInputElement).value).to.equal('0 2 * * *');
    form.getByRole('button', { name: 'Remove web' }).click();
    await waitFor(() => expect(form.queryByRole('button', { name: 'Remove web' })).to.equal(null));
    form.getByRole('button', { name: 'Remove api' }).click();
    await waitFor(() => expect(form.queryByRole('button', { name: 'Remove api' })).to.equal(null));
    await ready(form.getByRole('button', { name: 'Save changes' }));
    await clearRequests(ns);
    form.getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You have successfully saved changes for Nightly log rotation');
    const [patch] = await requests(ns, { method: 'PATCH', path: `script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}` });
    const body = patch!.body as { tags: string[]; trigger: Record<string, string> };
    expect(body.tags).to.deep.equal([]);
    expect(body.trigger['interval']).to.equal('0 2 * * *');
    expect('script_id' in body).to.equal(false);
    const saved = await serverGet<Profile>(ns, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}`);
    expect(saved.tags).to.deep.equal([]);
  });

  it('archives typed to confirm with one request per double click; a refusal stays in the modal; the details show it archived', async () => {
    const { screen } = await openProfiles(ns);
    const table = await settled(screen);
    within(table).getByRole('button', { name: 'Nightly log rotation' }).click();
    const details = await findPanel(screen, 'Nightly log rotation');
    within(details).getByRole('button', { name: 'Archive Nightly log rotation script profile' }).click();
    const modal = await screen.findByRole('dialog', { name: 'Archive Nightly log rotation' });
    const confirm = within(modal).getByRole('button', { name: 'Archive' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await typeInto(within(modal).getByRole('textbox'), 'archive Nightly log rotation');
    await setOptions(ns, { faults: [{ method: 'POST', path: `script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}:archive`, status: 409, times: 1, body: { error: 'Busy', message: 'A run is in progress.' } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText('A run is in progress.');
    expect(screen.getByRole('dialog', { name: 'Archive Nightly log rotation' })).to.exist;
    confirm.click();
    confirm.click();
    await findNotification(screen, 'You have successfully archived "Nightly log rotation"');
    expect(await requests(ns, { method: 'POST', path: `script-profiles/${SCRIPT_PROFILE_SHOWCASE.nightly}:archive` })).to.have.length(2);
    await within(details).findByText(/^The profile was archived on /);
    expect(within(details).queryByRole('button', { name: /^Edit/ })).to.equal(null);
  });

  it('shows a profile’s details: info, its script linking to the Scripts tab, the runs paged on the server, and no runs', async () => {
    const { screen } = await openProfiles(ns);
    const table = await settled(screen);
    within(table).getByRole('button', { name: 'Morning diagnostics' }).click();
    const details = await findPanel(screen, 'Morning diagnostics');
    await within(details).findByText('Recurring, at 08:00 (UTC)');
    within(details).getByRole('tab', { name: 'Activity history' }).click();
    const runs = await within(details).findByRole('table', { name: 'Runs' });
    await waitFor(() => expect(runs.querySelectorAll('tbody tr')).to.have.length(20));
    const runRequests = await requests(ns, { method: 'GET', path: `script-profiles/${SCRIPT_PROFILE_SHOWCASE.manyRuns}/activities` });
    expect(runRequests.at(-1)!.query).to.deep.equal({ limit: '20', offset: '0' });
    within(table).getByRole('button', { name: 'Desktop baseline after enrollment' }).click();
    const none = await findPanel(screen, 'Desktop baseline after enrollment');
    within(none).getByRole('tab', { name: 'Activity history' }).click();
    await within(none).findByText('No runs found');
    expect(within(none).getByText('The profile has not run yet.')).to.exist;
    within(none).getByRole('tab', { name: 'Info' }).click();
    (await within(none).findByRole('button', { name: /script details$/ })).click();
    await screen.findByRole('tab', { name: 'Scripts', selected: true });
    await waitForPath('/scripts');
    await findPanel(screen, 'Install developer toolchain');
  });

  it('is used by keyboard: the tabs with arrows, the row menu, Escape', async () => {
    const { screen } = await openProfiles(ns);
    await settled(screen);
    const tab = screen.getByRole('tab', { name: 'Profiles' });
    tab.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await screen.findByRole('tab', { name: 'Scripts', selected: true });
    await sendKeys({ press: 'ArrowRight' });
    await screen.findByRole('tab', { name: 'Profiles', selected: true });
    await settled(screen);
    (await screen.findByRole('button', { name: 'Nightly log rotation script profile actions' })).focus();
    await sendKeys({ press: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Nightly log rotation script profile actions' });
    expect(menu).to.exist;
    await sendKeys({ press: 'Escape' });
  });
});

describe('landscape-scripts tab attribute', () => {
  it('shows the Profiles tab first with tab="profiles", and keeps the address untouched', async () => {
    const ns = await signedIn();
    const before = window.location.href;
    const { element, screen } = await renderScripts(ns);
    element.setAttribute('tab', 'profiles');
    await screen.findByRole('tab', { name: 'Profiles', selected: true });
    await settled(screen);
    screen.getByRole('tab', { name: 'Scripts' }).click();
    await screen.findByRole('table', { name: 'Scripts' });
    expect(window.location.href).to.equal(before);
  });
});
