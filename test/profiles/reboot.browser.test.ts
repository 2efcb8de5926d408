/**
 * Reboot profiles (screens profiles.md §4) on /profiles/reboot against the simulator: add (the
 * messages verbatim with nothing sent while invalid, the exact JSON body of `POST rebootprofiles`,
 * the notice once the server said yes, the row at once, one request per double click), edit (every
 * field in the PATCH, the real expiry, `tags: []` for the last tag and `---` then in Tags; a refusal
 * kept in the open panel), duplicate (`{title} (copy)`, a POST with the source's values), removal
 * typed with the title, and the details (the schedule in words with UTC, the next reboot, the expiry
 * and window, the association, Edit and Duplicate with Back).
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal } from '../helpers/portal.ts';
import { clearRequests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import {
  changeCalls,
  chosenTags,
  expectedRow,
  fact,
  facts,
  fieldError,
  findPanel,
  groupTitles,
  isChecked,
  openList,
  pickTag,
  PROFILE_SHOWCASE,
  rebootWords,
  retype,
  rowAction,
  rowCells,
  rowOf,
  serverProfile,
  serverReboots,
  setDays,
  shownRows,
  shownTime,
  shownTitles,
  signedIn,
  tickedDays,
  unpickTag,
  type RebootProfile,
  type Screen,
} from './helpers.ts';

function fields(panel: HTMLElement) {
  const form = within(panel);
  return {
    name: form.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    days: form.getByRole('group', { name: 'Days' }),
    hour: form.getByRole('spinbutton', { name: 'Hour (UTC)' }) as HTMLInputElement,
    minute: form.getByRole('spinbutton', { name: 'At minute' }) as HTMLInputElement,
    expires: form.getByRole('spinbutton', { name: 'Expires after (hours)' }) as HTMLInputElement,
    window: () => form.queryByRole('spinbutton', { name: 'Deliver delay window (minutes)' }) as HTMLInputElement | null,
  };
}

const radio = (panel: HTMLElement, name: string) => within(panel).getByRole('radio', { name });

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: 'Add reboot profile' })[0]!.click();
  const panel = await findPanel(screen, 'Add reboot profile');
  await within(panel).findByRole('textbox', { name: 'Name' });
  return panel;
}

/** What the form sends of a server profile unchanged (§4.3: every field). */
const bodyOf = (profile: RebootProfile) => ({
  title: profile.title,
  access_group: profile.access_group,
  every: 'week',
  on_days: profile.on_days,
  at_hour: profile.at_hour,
  at_minute: profile.at_minute,
  deliver_within: profile.deliver_within,
  deliver_delay_window: profile.deliver_delay_window,
  all_computers: profile.all_computers,
  tags: profile.tags,
});

describe('reboot profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('says each message verbatim and sends nothing while invalid', async () => {
    const { portal, screen } = await openList(ns, 'reboot');
    const panel = await openAdd(screen);
    const f = fields(panel);
    const submit = within(panel).getByRole('button', { name: 'Add reboot profile' });
    // The expiry starts at 1 hour (upstream's 0 refuses every window), no window.
    expect(f.expires.value).to.equal('1');
    expect(isChecked(panel, 'radio', 'No')).to.equal(true);
    // Upstream's add panel shows a stray ","; this one does not.
    const texts = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    const stray: string[] = [];
    for (let node = texts.nextNode(); node; node = texts.nextNode()) if (node.textContent!.trim() === ',') stray.push(node.parentElement!.outerHTML);
    expect(stray).to.deep.equal([]);
    await clearRequests(ns);
    submit.click();
    await waitFor(() => expect(fieldError(f.name)).to.equal('This field is required.'));
    expect(fieldError(f.days)).to.equal('At least one day must be selected.');
    expect(fieldError(f.hour)).to.equal('Hour is required.');
    expect(fieldError(f.minute)).to.equal('Minute is required.');
    await expect(portal).to.be.accessible();
    for (const [input, typed, message] of [
      [f.hour, '23.5', 'Hour must be an integer.'],
      [f.hour, '99', 'Hour must be between 0 and 23.'],
      [f.minute, '-5', 'Minute must be between 0 and 59.'],
      [f.expires, '-2', "'Expires after' must be at least 0."],
    ] as const) {
      await retype(input, typed);
      submit.click();
      await waitFor(() => expect(fieldError(input), typed).to.equal(message));
    }
    await retype(f.expires, '0');
    radio(panel, 'Yes').click();
    const window = await waitFor(() => f.window()!);
    await retype(window, '0');
    submit.click();
    await waitFor(() => expect(fieldError(window)).to.equal("Deliver delay window of '0' minutes should be shorter than the 'deliver within' expiration time of 0 hours."));
    // Days picked then unpicked are none again.
    await setDays(panel, ['Friday']);
    await setDays(panel, []);
    submit.click();
    await waitFor(() => expect(fieldError(f.days)).to.equal('At least one day must be selected.'));
    expect(await changeCalls(ns, 'reboot'), 'nothing sent while invalid').to.deep.equal([]);
  });

  it('POSTs the exact body once per double click; the notice after the yes; the row at once', async () => {
    const groups = await groupTitles(ns);
    const { screen, table } = await openList(ns, 'reboot');
    const panel = await openAdd(screen);
    const f = fields(panel);
    await typeInto(f.name, 'Patch Tuesday reboot');
    await setDays(panel, ['Tuesday', 'Monday', 'Friday']);
    await typeInto(f.hour, '15');
    await typeInto(f.minute, '30');
    await retype(f.expires, '3');
    radio(panel, 'Yes').click();
    await typeInto(await waitFor(() => f.window()!), '90');
    await pickTag(panel, 'web');
    await pickTag(panel, 'cache');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const submit = within(panel).getByRole('button', { name: 'Add reboot profile' });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, 'Reboot profile added')).to.equal(null);
    await findNotification(screen, 'Reboot profile "Patch Tuesday reboot" has been added');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await changeCalls(ns, 'reboot');
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal(['POST rebootprofiles']);
    expect(calls[0]!.body).to.deep.equal({
      title: 'Patch Tuesday reboot',
      access_group: 'global',
      every: 'week',
      on_days: ['mo', 'tu', 'fr'],
      at_hour: 15,
      at_minute: 30,
      deliver_within: 3,
      deliver_delay_window: 90,
      all_computers: false,
      tags: ['web', 'cache'],
    });
    const made = (await serverReboots(ns)).find((profile) => profile.title === 'Patch Tuesday reboot')!;
    expect(made.schedule).to.equal('FREQ=WEEKLY;BYDAY=mo,tu,fr;BYHOUR=15;BYMINUTE=30');
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(expectedRow('reboot', made, groups)));
  });
});

describe('reboot profiles: edit and duplicate', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('reads the profile back; the PATCH sends every field, the real expiry and tags: []; --- then in Tags', async () => {
    const profile = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.tagged2);
    expect(profile).to.deep.include({ tags: ['k8s-node'], deliver_within: 3, deliver_delay_window: 90 });
    const { portal, screen, table } = await openList(ns, 'reboot');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const f = fields(panel);
    expect(f.name.value).to.equal(profile.title);
    expect(tickedDays(panel)).to.deep.equal(['Tuesday', 'Thursday']);
    expect([f.hour.value, f.minute.value, f.expires.value, f.window()!.value]).to.deep.equal(['5', '45', '3', '90']);
    expect(isChecked(panel, 'radio', 'Yes')).to.equal(true);
    const group = within(panel).getByRole('textbox', { name: 'Access group' }) as HTMLInputElement;
    expect(group.readOnly).to.equal(true);
    expect(chosenTags(panel)).to.deep.equal(['k8s-node']);
    await expect(portal).to.be.accessible();

    await unpickTag(panel, 'k8s-node');
    await clearRequests(ns);
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    await findNotification(screen, `Reboot profile "${profile.title}" has been updated`);
    const calls = await changeCalls(ns, 'reboot');
    expect(calls.map((call) => `${call.method} ${call.path}`), 'one request for a double click').to.deep.equal([`PATCH rebootprofiles/${profile.id}`]);
    // The expiry is the expiry (upstream 1.14 sends the window as deliver_within).
    expect(calls[0]!.body).to.deep.equal({ ...bodyOf(profile), tags: [] });
    expect(await serverProfile<RebootProfile>('reboot', ns, profile.id)).to.deep.include({ tags: [], deliver_within: 3, deliver_delay_window: 90 });
    await waitFor(() => expect(rowCells(table, profile.title)).to.deep.include({ Tags: '---', associated: '---' }));
  });

  it('shows a refusal inside the open panel with every value kept, nothing closed, no notice; the same press then saves', async () => {
    const profile = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.tagged);
    const { screen } = await openList(ns, 'reboot');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const f = fields(panel);
    await retype(f.name, 'Weekend web reboots');
    await setDays(panel, ['Saturday', 'Sunday']);
    await retype(f.hour, '4');
    await retype(f.minute, '0');
    radio(panel, 'Yes').click();
    await typeInto(await waitFor(() => f.window()!), '15');
    within(panel).getByRole('checkbox', { name: 'Associate to all instances' }).click();
    const call = `rebootprofiles/${profile.id}`;
    await setOptions(ns, { faults: [{ method: 'PATCH', path: call, status: 400, times: 1, body: { error: 'Busy', message: 'A reboot is under way.' } }] });
    await clearRequests(ns);
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    await within(panel).findByText('A reboot is under way.');
    expect(panel.isConnected).to.equal(true);
    expect(f.name.value).to.equal('Weekend web reboots');
    expect(tickedDays(panel)).to.deep.equal(['Sunday', 'Saturday']);
    expect([f.hour.value, f.minute.value, f.window()!.value]).to.deep.equal(['4', '0', '15']);
    expect(isChecked(panel, 'checkbox', 'Associate to all instances')).to.equal(true);
    expect(queryNotification(screen, 'Reboot profile updated')).to.equal(null);
    expect(await serverProfile<RebootProfile>('reboot', ns, profile.id)).to.deep.equal(profile);

    await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
    save.click();
    await findNotification(screen, 'Reboot profile "Weekend web reboots" has been updated');
    const patches = await changeCalls(ns, 'reboot');
    expect(patches).to.have.length(2);
    expect(patches[1]!.body).to.deep.equal(patches[0]!.body);
    // All instances: the tags are kept aside (sent as they were), as the form shows them again when unchecked.
    expect(patches[1]!.body).to.deep.equal({ ...bodyOf(profile), title: 'Weekend web reboots', on_days: ['su', 'sa'], at_hour: 4, at_minute: 0, deliver_delay_window: 15, all_computers: true });
    expect(await serverProfile<RebootProfile>('reboot', ns, profile.id)).to.deep.include({ title: 'Weekend web reboots', schedule: 'FREQ=WEEKLY;BYDAY=su,sa;BYHOUR=4;BYMINUTE=0', all_computers: true });
  });

  it('duplicates as "{title} (copy)" with the source’s values in a POST; the source is unchanged', async () => {
    const groups = await groupTitles(ns);
    const source = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.secondGroup);
    const { portal, screen, table } = await openList(ns, 'reboot');
    await rowAction(screen, source.title, `Duplicate "${source.title}" profile`);
    const panel = await findPanel(screen, `Duplicate "${source.title}" profile`);
    const f = fields(panel);
    expect(f.name.value).to.equal(`${source.title} (copy)`);
    expect(tickedDays(panel)).to.deep.equal(['Friday']);
    expect([f.hour.value, f.minute.value, f.expires.value, f.window()!.value]).to.deep.equal(['17', '30', '4', '60']);
    // A new profile: its access group may be chosen.
    expect((within(panel).getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement).value).to.equal('desktops');
    expect(chosenTags(panel)).to.deep.equal(source.tags);
    await expect(portal).to.be.accessible();
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Add reboot profile' }).click();
    await findNotification(screen, `Reboot profile "${source.title} (copy)" has been added`);
    const calls = await changeCalls(ns, 'reboot');
    expect(calls.map((call) => `${call.method} ${call.path}`)).to.deep.equal(['POST rebootprofiles']);
    expect(calls[0]!.body).to.deep.equal({ ...bodyOf(source), title: `${source.title} (copy)` });
    const all = await serverReboots(ns);
    expect(all.find((profile) => profile.id === source.id)).to.deep.equal(source);
    const copy = all.find((profile) => profile.title === `${source.title} (copy)`)!;
    expect(copy.schedule).to.equal(source.schedule);
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(expectedRow('reboot', copy, groups)));
  });

  it('a duplicate cannot be emptied of its title (upstream lets it)', async () => {
    const source = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.tagged);
    const { screen } = await openList(ns, 'reboot');
    await rowAction(screen, source.title, `Duplicate "${source.title}" profile`);
    const panel = await findPanel(screen, `Duplicate "${source.title}" profile`);
    const f = fields(panel);
    await retype(f.name, '');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Add reboot profile' }).click();
    await waitFor(() => expect(fieldError(f.name)).to.equal('This field is required.'));
    expect(await changeCalls(ns, 'reboot')).to.deep.equal([]);
  });
});

describe('reboot profiles: remove', () => {
  afterEach(leavePortal);

  it('is typed to confirm with the title; a refusal stays in the modal; one request per double click, the notice, the row gone', async () => {
    const ns = await signedIn();
    const profile = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.otherGroup);
    const { portal, screen, table } = await openList(ns, 'reboot');
    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    const modal = await screen.findByRole('dialog', { name: 'Remove reboot profile' });
    expect(within(modal).getByText(/^Are you sure/).textContent).to.equal(
      `Are you sure you want to remove "${profile.title}" reboot profile? The removal of "${profile.title}" reboot profile is irreversible and might adversely affect your system.`,
    );
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.title} to confirm` }) as HTMLInputElement;
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    for (const wrong of [`remove ${profile.title.toLowerCase()}`, `remove ${profile.title}.`]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.title}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));
    const call = `rebootprofiles/${profile.id}`;
    await setOptions(ns, { faults: [{ method: 'DELETE', path: call, status: 409, times: 1, body: { error: 'Busy', message: 'Instances are rebooting now.' } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText('Instances are rebooting now.');
    expect(modal.isConnected).to.equal(true);
    expect(shownTitles(table)).to.include(profile.title);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    confirm.click();
    confirm.click();
    await findNotification(screen, `Reboot profile "${profile.title}" removed successfully`);
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    expect((await changeCalls(ns, 'reboot')).map((request) => `${request.method} ${request.path}`)).to.deep.equal([`DELETE ${call}`, `DELETE ${call}`]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
  });
});

describe('reboot profiles: details', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the schedule in words with UTC, the next reboot, the expiry, the window, the association; accessible', async () => {
    const { portal, screen, table } = await openList(ns, 'reboot');
    const cases: [number, Record<string, string>, string | null][] = [
      [PROFILE_SHOWCASE.allComputers, { Schedule: 'Every week on Sunday at 03:00 UTC', 'Expires after': '2 hours', 'Delivery delay window': '30 minutes' }, 'This profile has been associated with all instances.'],
      [PROFILE_SHOWCASE.tagged, { Schedule: 'Every week on Monday, Tuesday, Wednesday, Thursday, and Friday at 23:30 UTC', 'Expires after': '1 hour', 'Delivery delay window': 'None', Tags: 'web' }, null],
      [PROFILE_SHOWCASE.tagged2, { Schedule: 'Every week on Tuesday and Thursday at 05:45 UTC', 'Delivery delay window': '90 minutes' }, null],
      [PROFILE_SHOWCASE.unassociated, { Schedule: 'Every week on Monday at 00:00 UTC' }, 'This profile has not yet been associated with any instances.'],
    ];
    for (const [id, expected, sentence] of cases) {
      const profile = await serverProfile<RebootProfile>('reboot', ns, id);
      expect(rebootWords(profile)).to.equal(expected['Schedule']);
      within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
      const panel = await findPanel(screen, profile.title);
      await waitFor(() => expect(facts(panel)).to.deep.include({ Title: profile.title, 'Access group': 'Global access', 'Next reboot': shownTime(profile.next_run!), ...expected }));
      expect(within(panel).getByRole('heading', { name: 'Reboot schedule' })).to.exist;
      expect(fact(panel, 'Next reboot').querySelector('time')!.getAttribute('datetime')).to.equal(new Date(profile.next_run!).toISOString());
      if (sentence) expect(within(panel).getByText(sentence)).to.exist;
      if (profile.all_computers || profile.tags.length > 0) expect(fact(panel, 'Associated instances').textContent).to.equal(`${profile.num_computers!.toLocaleString('en-US')} instances`);
      const toolbar = within(panel).getByRole('toolbar', { name: `${profile.title} profile actions` });
      expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).to.deep.equal([
        `Edit "${profile.title}" profile`,
        `Duplicate "${profile.title}" profile`,
        `Remove "${profile.title}" profile`,
      ]);
      if (id === PROFILE_SHOWCASE.tagged) await expect(portal).to.be.accessible();
    }
  });

  it('Edit and Duplicate from the details, Back returns to them; after a save the details show the new schedule', async () => {
    const profile = await serverProfile<RebootProfile>('reboot', ns, PROFILE_SHOWCASE.secondGroup);
    const { screen, table } = await openList(ns, 'reboot');
    const open = () => within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    open();
    let panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every week on Friday at 17:30 UTC'));
    for (const [action, title] of [
      ['Duplicate', `Duplicate "${profile.title}" profile`],
      ['Edit', `Edit "${profile.title}" profile`],
    ] as const) {
      within(panel).getByRole('button', { name: `${action} "${profile.title}" profile` }).click();
      const form = await findPanel(screen, title);
      within(form).getByRole('button', { name: 'Back' }).click();
      panel = await findPanel(screen, profile.title);
      await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every week on Friday at 17:30 UTC'));
    }
    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    const form = await findPanel(screen, `Edit "${profile.title}" profile`);
    await setDays(form, ['Wednesday', 'Friday']);
    await retype(fields(form).hour, '18');
    radio(form, 'No').click();
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Reboot profile "${profile.title}" has been updated`);
    // The form's panel closes after the notice: the details open once it has.
    await waitFor(() => expect(form.isConnected).to.equal(false));
    open();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every week on Wednesday and Friday at 18:30 UTC'));
    expect(fact(panel, 'Delivery delay window').textContent).to.equal('None');
    const saved = await serverProfile<RebootProfile>('reboot', ns, profile.id);
    expect(fact(panel, 'Next reboot').textContent).to.equal(shownTime(saved.next_run!));
  });
});
