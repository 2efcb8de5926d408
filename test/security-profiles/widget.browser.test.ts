import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../elements/index.ts';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { HOSTILE, profile } from './fixtures.ts';
import {
  archiveAtServer,
  listFault,
  listRequests,
  openRowMenu,
  renderSecurityProfiles,
  rowOf,
  serverProfiles,
  settledTable,
  shownTitles,
  type ProfilesScreen,
} from './helpers.ts';

const LIMIT_REASON = "You've reached the maximum of 5 active security profiles. Archive a profile to add a new one.";

function menuItems(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => ({
      label: item.querySelector('span')?.firstChild?.textContent,
      name: computeAccessibleName(item),
      disabled: item.getAttribute('aria-disabled') === 'true',
    }));
}

async function addButton(screen: ProfilesScreen): Promise<HTMLElement> {
  return screen.findByRole('button', { name: 'Add security profile' });
}

describe('landscape-security-profiles', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    token = await tokenFor(ns);
  });

  it('lists the active profiles by default with every column, and asks once for the active ones', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    await clearRequests(ns);
    const { screen } = await renderSecurityProfiles(ns);
    expect(await shownTitles(screen)).to.deep.equal(active.map((item) => item.title));
    const table = await settledTable(screen);
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal([
      'Name',
      'Status',
      "Last audit's pass rate",
      'Associated instances and Tags',
      'Profile mode',
      'Last run and Schedule',
      'Actions',
    ]);
    const over = active.find((item) => item.associated_instances > 5000)!;
    expect(within(await rowOf(screen, over.title)).getByText('Over limit')).to.exist;
    // The default page (Active, 20 a page) is the limit check's request too: one request in all.
    expect(await listRequests(ns)).to.deep.equal([{ status: 'active', limit: '20', offset: '0' }]);
  });

  it('sends search, status and pass rate to the server, shows chips, and clears them all', async () => {
    const { screen } = await renderSecurityProfiles(ns);
    await settledTable(screen);
    await clearRequests(ns);

    await typeInto(screen.getByRole('searchbox', { name: 'Search security profiles' }), 'audit');
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.include({ search: 'audit', status: 'active' }));

    screen.getByRole('button', { name: /^Status/ }).click();
    (await screen.findByRole('option', { name: 'Archived' })).click();
    await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.include({ search: 'audit', status: 'archived' }));

    screen.getByRole('button', { name: /^Pass rate/ }).click();
    const popover = within(await screen.findByRole('dialog', { name: 'Pass rate' }));
    (popover.getByLabelText(/^From %/) as HTMLInputElement).select();
    await sendKeys({ type: '20' });
    (popover.getByLabelText(/^To %/) as HTMLInputElement).select();
    await sendKeys({ type: '90' });
    screen.getByRole('button', { name: 'Apply' }).click();
    await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.include({ pass_rate_from: '20', pass_rate_to: '90' }));

    const chips = await screen.findByRole('list', { name: /filters/i });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent?.replace(/\s+/g, ' ').trim())).to.have.length(4);
    screen.getByRole('button', { name: 'Clear all filters' }).click();
    // Back to the default page, answered from the cache of the first load.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null));
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    await waitFor(async () => expect(await shownTitles(screen)).to.deep.equal(active.map((item) => item.title)));
  });

  it('"All" sends no status and lists archived profiles too, which offer no Edit, Run or Archive', async () => {
    const all = await serverProfiles(ns, token);
    const archived = all.find((item) => item.status === 'archived')!;
    const { screen } = await renderSecurityProfiles(ns);
    await settledTable(screen);
    screen.getByRole('button', { name: /^Status/ }).click();
    (await screen.findByRole('option', { name: 'All' })).click();
    await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.not.have.any.keys('status'));
    await waitFor(async () => expect(await shownTitles(screen)).to.include(archived.title));
    const menu = await openRowMenu(screen, archived.title);
    expect(menuItems(menu).map((item) => item.label)).to.deep.equal(['View details', 'Download audit', 'Duplicate profile']);
  });

  it('at the limit of 5 active profiles: Add and Duplicate are unavailable with the reason, and the limit notice shows', async () => {
    const { screen } = await renderSecurityProfiles(ns);
    const add = await addButton(screen);
    await waitFor(() => expect(add.getAttribute('aria-disabled')).to.equal('true'));
    add.focus();
    expect((await screen.findByRole('tooltip')).textContent).to.equal(LIMIT_REASON);
    const notice = await findNotification(screen, 'Security profiles limit reached:');
    expect(notice.textContent).to.contain("You've reached the maximum of 5 security profiles.");
    // A caution (UPSTREAM-NOTES), marked in the theme's caution colour (#f99b11, light).
    expect(getComputedStyle(notice).borderLeftColor).to.equal('rgb(249, 155, 17)');

    const [first] = await shownTitles(screen);
    const menu = await openRowMenu(screen, first!);
    const duplicate = menuItems(menu).find((item) => item.label === 'Duplicate profile')!;
    expect(duplicate.disabled).to.equal(true);
    // The reason wraps inside the menu, though the menu opens from a cell kept on one line.
    const reason = within(menu).getByText(LIMIT_REASON);
    expect(reason.getBoundingClientRect().right).to.be.at.most(menu.getBoundingClientRect().right);
    expect(menu.scrollWidth).to.be.at.most(menu.clientWidth);
    await expect(screen.getByRole('region', { name: 'Security profiles' }).closest('[part="base"]') ?? document.body).to.be.accessible();
  });

  it('under the limit: Add is available and the limit notice is gone', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const notOver = active.find((item) => item.associated_instances <= 5000)!;
    await archiveAtServer(ns, token, notOver.id);
    const { screen } = await renderSecurityProfiles(ns);
    await shownTitles(screen);
    const add = await addButton(screen);
    await waitFor(() => expect(add.getAttribute('aria-disabled')).to.not.equal('true'));
    expect(queryNotification(screen, 'Security profiles limit reached:')).to.equal(null);
  });

  it('every action names its profile; Run is unavailable without associated instances', async () => {
    const idle = profile(41, 'Idle profile', { associated_instances: 0, all_computers: false, tags: ['none'] });
    await setOptions(ns, { faults: [listFault([idle])] });
    const { screen } = await renderSecurityProfiles(ns);
    const menu = await openRowMenu(screen, 'Idle profile');
    expect(menuItems(menu)).to.deep.equal([
      { label: 'View details', name: 'View details of "Idle profile" security profile', disabled: false },
      { label: 'Download audit', name: 'Download audit of "Idle profile" security profile', disabled: false },
      { label: 'Edit', name: 'Edit "Idle profile" security profile', disabled: false },
      { label: 'Run', name: 'Run "Idle profile" security profile', disabled: true },
      { label: 'Duplicate profile', name: 'Duplicate profile "Idle profile"', disabled: false },
      { label: 'Archive', name: 'Archive "Idle profile" security profile', disabled: false },
    ]);
    expect(within(menu).getByText('The profile has no associated instances.')).to.exist;
  });

  it('one profile over the limit: the notice names it and offers "Edit profile"', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const over = active.filter((item) => item.associated_instances > 5000);
    expect(over).to.have.length(1);
    const { screen } = await renderSecurityProfiles(ns);
    const notice = await findNotification(screen, 'Profile exceeded associated instance limit:');
    expect(notice.textContent).to.contain(`"${over[0]!.title}" is associated with more than 5,000 instances.`);
    expect(within(notice).getByRole('button', { name: 'Edit profile' })).to.exist;
  });

  it('several profiles over the limit: the notice counts them and "View profiles" shows every active profile', async () => {
    const big = (id: number, title: string) => profile(id, title, { associated_instances: 6000 + id });
    await setOptions(ns, { faults: [listFault([big(1, 'Big one'), big(2, 'Big two'), profile(3, 'Small')])] });
    const { screen } = await renderSecurityProfiles(ns);
    const notice = await findNotification(screen, 'Profiles exceeded associated instance limit:');
    expect(notice.textContent).to.contain('2 profiles are associated with more than 5,000 instances.');
    await typeInto(screen.getByRole('searchbox', { name: 'Search security profiles' }), 'Small');
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(async () => expect((await listRequests(ns)).at(-1)).to.include({ search: 'Small' }));
    expect(await screen.findByRole('button', { name: 'Clear all filters' })).to.exist;
    within(notice).getByRole('button', { name: 'View profiles' }).click();
    // Back to the default list (Active, no search): every over-limit profile is on it.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null));
    expect(await shownTitles(screen)).to.deep.equal(['Big one', 'Big two', 'Small']);
  });

  it('archives from the row menu after the exact confirmation; the list and the limit follow', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const target = active.find((item) => item.associated_instances <= 5000)!;
    const { screen } = await renderSecurityProfiles(ns);
    await waitFor(async () => expect((await addButton(screen)).getAttribute('aria-disabled')).to.equal('true'));
    const menu = await openRowMenu(screen, target.title);
    within(menu).getByRole('menuitem', { name: `Archive "${target.title}" security profile` }).click();
    const dialog = await screen.findByRole('dialog', { name: `Archive "${target.title}" profile` });
    const confirm = within(dialog).getByRole('button', { name: 'Archive' }) as HTMLButtonElement;
    await typeInto(within(dialog).getByRole('textbox'), `archive ${target.title}`);
    if (target.title !== target.name) expect(confirm.disabled || confirm.getAttribute('aria-disabled') === 'true').to.equal(true);
    const field = within(dialog).getByRole('textbox') as HTMLInputElement;
    field.select();
    await sendKeys({ type: `archive ${target.name}` });
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, `You have archived "${target.title}" profile`);
    await waitFor(async () => expect(await shownTitles(screen)).to.not.include(target.title));
    await waitFor(async () => expect((await addButton(screen)).getAttribute('aria-disabled')).to.not.equal('true'));
  });

  it('runs an audit-only profile at once; "View details" fires a cancelable landscape-navigate to its activities', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const audit = active.find((item) => item.mode === 'audit' && item.associated_instances > 0)!;
    const { element, screen } = await renderSecurityProfiles(ns);
    const navigations = recordEvents(element, 'landscape-navigate');
    element.addEventListener('landscape-navigate', (event) => event.preventDefault());
    const menu = await openRowMenu(screen, audit.title);
    within(menu).getByRole('menuitem', { name: `Run "${audit.title}" security profile` }).click();
    const notice = await findNotification(screen, `You have successfully initiated run of the ${audit.title} security profile`);
    const [run] = await requests(ns, { method: 'POST', path: `security-profiles/${audit.id}:execute` });
    expect(run).to.exist;
    within(notice).getByRole('button', { name: 'View details' }).click();
    await waitFor(() => expect(navigations).to.have.length(1));
    expect(navigations[0]!.path).to.match(/^\/activities\?query=parent-id%3A\d+$/);
  });

  it('opens the details panel from the name, with the actions as buttons', async () => {
    const active = await serverProfiles(ns, token, 'status=active&limit=100&offset=0');
    const target = active[0]!;
    const { screen } = await renderSecurityProfiles(ns);
    (await rowOf(screen, target.title)).querySelector('button')!.click();
    const panel = await screen.findByRole('dialog', { name: target.title });
    const toolbar = within(panel).getByRole('toolbar', { name: `${target.title} profile actions` });
    expect(within(toolbar).getAllByRole('button').map((button) => button.textContent)).to.include.members(['Download audit', 'Edit', 'Duplicate profile', 'Archive']);
    await expect(panel).to.be.accessible();
  });

  it('an organisation without any profile gets the empty state with the Add button', async () => {
    await setOptions(ns, { faults: [listFault([])] });
    const { screen } = await renderSecurityProfiles(ns);
    expect(await screen.findByRole('heading', { name: "You don't have any security profiles yet" })).to.exist;
    expect(await addButton(screen)).to.exist;
    expect(screen.queryByRole('table')).to.equal(null);
    // The Active list was empty, so the screen asked once for every status.
    await waitFor(async () => expect((await listRequests(ns)).some((query) => query.status === undefined && query.limit === '1')).to.equal(true));
  });

  it('a search matching nothing shows the empty message, not the empty state', async () => {
    const { screen } = await renderSecurityProfiles(ns);
    await settledTable(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search security profiles' }), 'no such profile anywhere');
    screen.getByRole('button', { name: 'Search' }).click();
    expect(await screen.findByText('No security profiles found according to your search parameters.')).to.exist;
    expect(screen.queryByRole('heading', { name: "You don't have any security profiles yet" })).to.equal(null);
  });

  it('shows an error, not an empty list, for a malformed answer; Try again recovers', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'security-profiles', malformed: true, times: 1 }] });
    const { screen } = await renderSecurityProfiles(ns);
    const error = await screen.findByRole('alert');
    expect(error.textContent).to.contain('The server sent a response that could not be read.');
    expect(screen.queryByText('No security profiles found according to your search parameters.')).to.equal(null);
    // One message for the one failed request (the list's default page is the limit check too).
    expect(screen.getAllByRole('button', { name: 'Try again' })).to.have.length(1);
    within(error).getByRole('button', { name: 'Try again' }).click();
    await settledTable(screen);
    expect(screen.queryByRole('button', { name: 'Try again' })).to.equal(null);
  });

  it('renders hostile titles and tags as text', async () => {
    await setOptions(ns, { faults: [listFault([profile(7, HOSTILE, { all_computers: false, tags: [HOSTILE] })])] });
    const { element, screen } = await renderSecurityProfiles(ns);
    expect(await shownTitles(screen)).to.deep.equal([HOSTILE]);
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    const menu = await openRowMenu(screen, HOSTILE);
    expect(within(menu).getByRole('menuitem', { name: `Edit "${HOSTILE}" security profile` })).to.exist;
  });

  it('says the feature is off in an organisation without usg-profiles, and asks nothing', async () => {
    await setOptions(ns, { features: { 'usg-profiles': false } });
    const { screen } = await renderSecurityProfiles(ns);
    expect(await screen.findByText('Security profiles are not enabled for this organisation.')).to.exist;
    expect(await listRequests(ns)).to.deep.equal([]);
  });
});
