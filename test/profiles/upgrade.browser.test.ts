/**
 * Upgrade profiles (screens profiles.md §3) on /profiles/upgrade against the simulator: add (every
 * message of the schedule verbatim with nothing sent while invalid, profiles.md's example call
 * `CreateUpgradeProfile` weekly Mon+Thu 02:30 with a tag, the notice once the server said yes, the
 * row at once, one request per double click), edit (the settings without the access group, "No"
 * turning an existing window off with 0, the last tag cleared through `DisassociateUpgradeProfile`
 * and `---` then in Tags; a refusal kept in the open panel), removal typed to confirm, and the details
 * (the facts, the schedule in words with UTC, the next run, the association, Edit and Back).
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
  legacyParams,
  openList,
  pickTag,
  PROFILE_SHOWCASE,
  retype,
  rowAction,
  rowCells,
  rowOf,
  serverProfile,
  serverUpgrades,
  setDays,
  shownRows,
  shownTime,
  shownTitles,
  signedIn,
  tickedDays,
  unpickTag,
  upgradeWords,
  type Screen,
  type UpgradeProfile,
} from './helpers.ts';

/** The form's controls by their labels. */
function fields(panel: HTMLElement) {
  const form = within(panel);
  return {
    name: form.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    days: form.getByRole('group', { name: 'Days' }),
    hour: () => form.queryByRole('spinbutton', { name: 'Hour (UTC)' }) as HTMLInputElement | null,
    minute: form.getByRole('spinbutton', { name: 'At minute' }) as HTMLInputElement,
    expires: form.getByRole('spinbutton', { name: 'Expires after (hours)' }) as HTMLInputElement,
    window: () => form.queryByRole('spinbutton', { name: 'Deliver delay window (minutes)' }) as HTMLInputElement | null,
  };
}

const radio = (panel: HTMLElement, name: string) => within(panel).getByRole('radio', { name });

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: 'Add upgrade profile' })[0]!.click();
  const panel = await findPanel(screen, 'Add upgrade profile');
  await within(panel).findByRole('textbox', { name: 'Name' });
  return panel;
}

describe('upgrade profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('says every message verbatim and sends nothing while invalid', async () => {
    const { portal, screen } = await openList(ns, 'upgrade');
    const panel = await openAdd(screen);
    const form = within(panel);
    const f = fields(panel);
    const submit = form.getByRole('button', { name: 'Add upgrade profile' });
    // profiles.md §3.3 defaults: weekly, expiry 1 hour, no window, global, not all instances.
    expect(isChecked(panel, 'radio', 'At a specific time')).to.equal(true);
    expect(f.expires.value).to.equal('1');
    expect(isChecked(panel, 'radio', 'No')).to.equal(true);
    expect(f.window()).to.equal(null);
    expect((form.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement).value).to.equal('global');
    expect(isChecked(panel, 'checkbox', 'Only upgrade security issues')).to.equal(false);
    expect(isChecked(panel, 'checkbox', 'Remove packages that are no longer needed')).to.equal(false);
    await clearRequests(ns);

    submit.click();
    await waitFor(() => expect(fieldError(f.name)).to.equal('This field is required.'));
    expect(fieldError(f.days)).to.equal('At least one day must be selected.');
    expect(fieldError(f.hour()!)).to.equal('Hour is required.');
    expect(fieldError(f.minute)).to.equal('Minute is required.');
    await expect(portal).to.be.accessible();

    const cases: [HTMLInputElement, string, string][] = [
      [f.hour()!, '24', 'Hour must be between 0 and 23.'],
      [f.hour()!, '-1', 'Hour must be between 0 and 23.'],
      [f.hour()!, '1.5', 'Hour must be an integer.'],
      [f.minute, '60', 'Minute must be between 0 and 59.'],
      [f.minute, '7.5', 'Minute must be an integer.'],
      [f.expires, '-1', "'Expires after' must be at least 0."],
      [f.expires, '0.5', "'Expires after' must be an integer."],
      [f.expires, '', "'Expires after' must be an integer."],
    ];
    for (const [input, typed, message] of cases) {
      await retype(input, typed);
      submit.click();
      await waitFor(() => expect(fieldError(input), `${input.getAttribute('aria-label') ?? ''} ${typed}`).to.equal(message));
    }
    await retype(f.expires, '1');
    radio(panel, 'Yes').click();
    const window = await waitFor(() => f.window()!);
    submit.click();
    await waitFor(() => expect(fieldError(window)).to.equal('This field is required.'));
    for (const [typed, message] of [
      ['60', "Deliver delay window of '60' minutes should be shorter than the 'deliver within' expiration time of 1 hour."],
      ['-1', 'Deliver delay window must be at least 0.'],
      ['2.5', 'This field must be an integer.'],
    ] as const) {
      await retype(window, typed);
      submit.click();
      await waitFor(() => expect(fieldError(window), typed).to.equal(message));
    }
    await retype(f.expires, '3');
    await retype(window, '180');
    submit.click();
    await waitFor(() => expect(fieldError(window)).to.equal("Deliver delay window of '180' minutes should be shorter than the 'deliver within' expiration time of 3 hours."));
    await retype(f.expires, '1000');
    await retype(window, '43201');
    submit.click();
    await waitFor(() => expect(fieldError(window)).to.equal('Deliver delay window in minutes must be a number less than or equal to 30 days (43200 minutes)'));

    // Hourly: no hour, and the days become optional (said so).
    radio(panel, 'Hourly').click();
    await waitFor(() => expect(f.hour()).to.equal(null));
    expect(panel.textContent).to.contain('Optional when hourly: the upgrade then runs only on these days.');
    await waitFor(() => expect(fieldError(f.days)).to.equal(''));
    expect(await changeCalls(ns, 'upgrade'), 'nothing sent while invalid').to.deep.equal([]);
    expect(panel.isConnected).to.equal(true);
  });

  it('sends profiles.md’s example: weekly Mon+Thu 02:30 with a tag, once per double click; the notice after the yes; the row at once', async () => {
    const groups = await groupTitles(ns);
    const { screen, table } = await openList(ns, 'upgrade');
    const panel = await openAdd(screen);
    const f = fields(panel);
    await typeInto(f.name, 'Nightly');
    await setDays(panel, ['Monday', 'Thursday']);
    await typeInto(f.hour()!, '2');
    await typeInto(f.minute, '30');
    await pickTag(panel, 'web');
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    const submit = within(panel).getByRole('button', { name: 'Add upgrade profile' });
    submit.click();
    submit.click();
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, 'Upgrade profile added')).to.equal(null);
    await findNotification(screen, 'Upgrade profile "Nightly" has been added');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await changeCalls(ns, 'upgrade');
    expect(calls.map((call) => call.path), 'one request for a double click').to.deep.equal(['CreateUpgradeProfile']);
    // profiles.md §3.5's example, with the window sent as 0 (no randomisation).
    expect(legacyParams(calls[0]!)).to.deep.equal({
      access_group: 'global',
      all_computers: 'false',
      at_hour: '2',
      at_minute: '30',
      autoremove: 'false',
      deliver_delay_window: '0',
      deliver_within: '1',
      every: 'week',
      'on_days.1': 'mo',
      'on_days.2': 'th',
      'tags.1': 'web',
      title: 'Nightly',
      upgrade_type: 'all',
    });
    const made = (await serverUpgrades(ns)).find((profile) => profile.title === 'Nightly')!;
    expect(upgradeWords(made)).to.equal('Every Monday and Thursday at 02:30 UTC');
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(expectedRow('upgrade', made, groups)));
  });

  it('sends an hourly security profile with autoremove, days, a window, another access group, for all instances', async () => {
    const { screen } = await openList(ns, 'upgrade');
    const panel = await openAdd(screen);
    const form = within(panel);
    const f = fields(panel);
    await typeInto(f.name, 'Hourly patches');
    form.getByRole('checkbox', { name: 'Only upgrade security issues' }).click();
    form.getByRole('checkbox', { name: 'Remove packages that are no longer needed' }).click();
    radio(panel, 'Hourly').click();
    await waitFor(() => expect(f.hour()).to.equal(null));
    await setDays(panel, ['Saturday', 'Sunday']);
    await typeInto(f.minute, '5');
    await retype(f.expires, '2');
    radio(panel, 'Yes').click();
    await typeInto(await waitFor(() => f.window()!), '45');
    const group = form.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement;
    group.value = 'production';
    group.dispatchEvent(new Event('change', { bubbles: true }));
    form.getByRole('checkbox', { name: 'Associate to all instances' }).click();
    await clearRequests(ns);
    form.getByRole('button', { name: 'Add upgrade profile' }).click();
    await findNotification(screen, 'Upgrade profile "Hourly patches" has been added');
    const [create] = await changeCalls(ns, 'upgrade');
    expect(legacyParams(create!)).to.deep.equal({
      access_group: 'production',
      all_computers: 'true',
      at_minute: '5',
      autoremove: 'true',
      deliver_delay_window: '45',
      deliver_within: '2',
      every: 'hour',
      'on_days.1': 'su',
      'on_days.2': 'sa',
      title: 'Hourly patches',
      upgrade_type: 'security',
    });
  });
});

describe('upgrade profiles: edit', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('reads the profile back, sends EditUpgradeProfile without the access group, the window off as 0, the last tag through DisassociateUpgradeProfile; --- in Tags', async () => {
    const profile = await serverProfile<UpgradeProfile>('upgrade', ns, PROFILE_SHOWCASE.tagged2);
    expect(profile).to.deep.include({ tags: ['worker', 'k8s-node'], deliver_delay_window: '120', every: 'week' });
    const { portal, screen, table } = await openList(ns, 'upgrade');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const f = fields(panel);
    expect(f.name.value).to.equal(profile.title);
    expect(isChecked(panel, 'checkbox', 'Only upgrade security issues')).to.equal(false);
    expect(isChecked(panel, 'checkbox', 'Remove packages that are no longer needed')).to.equal(true);
    expect(isChecked(panel, 'radio', 'At a specific time')).to.equal(true);
    expect(tickedDays(panel)).to.deep.equal(['Sunday', 'Saturday']);
    expect([f.hour()!.value, f.minute.value, f.expires.value, f.window()!.value]).to.deep.equal(['4', '0', '4', '120']);
    expect(isChecked(panel, 'radio', 'Yes')).to.equal(true);
    const group = within(panel).getByRole('textbox', { name: 'Access group' }) as HTMLInputElement;
    expect(group.readOnly).to.equal(true);
    await waitFor(() => expect(group.value).to.equal('Global access'));
    expect(chosenTags(panel)).to.deep.equal(['worker', 'k8s-node']);
    await expect(portal).to.be.accessible();

    radio(panel, 'No').click();
    await waitFor(() => expect(f.window()).to.equal(null));
    await unpickTag(panel, 'worker');
    await unpickTag(panel, 'k8s-node');
    await clearRequests(ns);
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    await findNotification(screen, `Upgrade profile "${profile.title}" has been updated`);
    const calls = await changeCalls(ns, 'upgrade');
    expect(calls.map((call) => [call.path, legacyParams(call)]), 'one edit for a double click, then the tags').to.deep.equal([
      [
        'EditUpgradeProfile',
        {
          at_hour: '4',
          at_minute: '0',
          autoremove: 'true',
          deliver_delay_window: '0',
          deliver_within: '4',
          every: 'week',
          name: profile.name,
          'on_days.1': 'su',
          'on_days.2': 'sa',
          title: profile.title,
          upgrade_type: 'all',
        },
      ],
      ['DisassociateUpgradeProfile', { name: profile.name, 'tags.1': 'worker', 'tags.2': 'k8s-node' }],
    ]);
    expect(await serverProfile<UpgradeProfile>('upgrade', ns, profile.id)).to.deep.include({ deliver_delay_window: '0', tags: [] });
    await waitFor(() => expect(rowCells(table, profile.title)).to.deep.include({ Tags: '---', Associated: '---' }));
  });

  it('shows a refusal inside the open panel with every value kept, nothing closed, no notice; the same press then saves', async () => {
    const profile = await serverProfile<UpgradeProfile>('upgrade', ns, PROFILE_SHOWCASE.otherGroup);
    const { screen } = await openList(ns, 'upgrade');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const form = within(panel);
    const f = fields(panel);
    await retype(f.name, 'Database window, hourly');
    radio(panel, 'Hourly').click();
    await waitFor(() => expect(f.hour()).to.equal(null));
    await setDays(panel, ['Tuesday', 'Friday']);
    await retype(f.minute, '20');
    form.getByRole('checkbox', { name: 'Only upgrade security issues' }).click();
    await pickTag(panel, 'cache');
    const message = 'Upgrades of <b>production</b> are frozen.';
    await setOptions(ns, { faults: [{ path: 'EditUpgradeProfile', status: 400, times: 1, body: { error: 'Frozen', message } }] });
    await clearRequests(ns);
    const save = form.getByRole('button', { name: 'Save changes' });
    save.click();
    await within(panel).findByText(message);
    expect(panel.isConnected).to.equal(true);
    expect(f.name.value).to.equal('Database window, hourly');
    expect(isChecked(panel, 'radio', 'Hourly')).to.equal(true);
    expect(tickedDays(panel)).to.deep.equal(['Tuesday', 'Friday']);
    expect(f.minute.value).to.equal('20');
    expect(isChecked(panel, 'checkbox', 'Only upgrade security issues')).to.equal(true);
    expect(chosenTags(panel)).to.deep.equal(['db', 'cache']);
    expect(queryNotification(screen, 'Upgrade profile updated')).to.equal(null);
    expect((await changeCalls(ns, 'upgrade')).map((call) => call.path)).to.deep.equal(['EditUpgradeProfile']);
    expect(await serverProfile<UpgradeProfile>('upgrade', ns, profile.id)).to.deep.equal(profile);

    await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
    save.click();
    await findNotification(screen, 'Upgrade profile "Database window, hourly" has been updated');
    const saved = await serverProfile<UpgradeProfile>('upgrade', ns, profile.id);
    expect(saved).to.deep.include({ title: 'Database window, hourly', every: 'hour', on_days: ['tu', 'fr'], at_minute: '20', upgrade_type: 'security', tags: ['db', 'cache'] });
    expect(saved.at_hour, 'an hourly profile has no hour').to.equal(undefined);
  });
});

describe('upgrade profiles: remove', () => {
  afterEach(leavePortal);

  it('is typed to confirm with the name; a refusal stays in the modal; one request per double click, the notice, the row gone', async () => {
    const ns = await signedIn();
    const profile = await serverProfile<UpgradeProfile>('upgrade', ns, PROFILE_SHOWCASE.tagged);
    const { portal, screen, table } = await openList(ns, 'upgrade');
    await rowAction(screen, profile.title, `Remove "${profile.title}" upgrade profile`);
    const modal = await screen.findByRole('dialog', { name: 'Remove upgrade profile' });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal(`This will remove "${profile.title}" upgrade profile. This action is irreversible.`);
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }) as HTMLInputElement;
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    // The title is not the phrase, nor the name in capitals.
    for (const wrong of [`remove ${profile.title}`, `remove ${profile.name.toUpperCase()}`]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.name}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));
    await setOptions(ns, { faults: [{ path: 'RemoveUpgradeProfile', status: 400, times: 1, body: { error: 'InUse', message: 'An upgrade is running.' } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText('An upgrade is running.');
    expect(modal.isConnected).to.equal(true);
    expect(shownTitles(table)).to.include(profile.title);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    confirm.click();
    confirm.click();
    await findNotification(screen, `Upgrade profile "${profile.title}" removed successfully`);
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    expect((await changeCalls(ns, 'upgrade')).map((call) => [call.path, legacyParams(call)])).to.deep.equal([
      ['RemoveUpgradeProfile', { name: profile.name }],
      ['RemoveUpgradeProfile', { name: profile.name }],
    ]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
  });
});

describe('upgrade profiles: details', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the facts, the schedule in words with UTC, the next run with its expiry, the window, the association; accessible', async () => {
    const { portal, screen, table } = await openList(ns, 'upgrade');
    const cases: [number, Record<string, string>, string | null][] = [
      [PROFILE_SHOWCASE.allComputers, { 'Upgrade type': 'Security', 'Auto remove packages': 'Off', Schedule: 'Every day at 02:30 UTC', 'Delivery delay window': '30 minutes' }, 'This profile has been associated with all instances.'],
      [PROFILE_SHOWCASE.tagged, { 'Upgrade type': 'Security', 'Auto remove packages': 'Off', Schedule: 'Every hour at 15 minutes past (UTC)', 'Delivery delay window': 'None', Tags: 'web, proxy' }, null],
      [PROFILE_SHOWCASE.longTitle, { Schedule: 'Every hour at 45 minutes past on Monday, Wednesday and Friday (UTC)', 'Delivery delay window': '20 minutes' }, null],
      [PROFILE_SHOWCASE.unassociated, { 'Upgrade type': 'All', Schedule: 'Every Monday at 09:00 UTC' }, 'This profile has not yet been associated with any instances.'],
    ];
    for (const [id, expected, sentence] of cases) {
      const profile = await serverProfile<UpgradeProfile>('upgrade', ns, id);
      within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
      const panel = await findPanel(screen, profile.title);
      await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal(expected['Schedule']));
      await waitFor(() => expect(facts(panel)).to.deep.include({ Title: profile.title, Name: profile.name, 'Access group': 'Global access', ...expected }));
      const shown = facts(panel);
      const hours = Number(profile.deliver_within);
      expect(shown['Next run']).to.equal(`${shownTime(profile.next_run!)} (expires after ${hours} ${hours === 1 ? 'hour' : 'hours'})`);
      expect(fact(panel, 'Next run').querySelector('time')!.getAttribute('datetime')).to.equal(new Date(profile.next_run!).toISOString());
      if (sentence) expect(within(panel).getByText(sentence)).to.exist;
      if (profile.tags.length > 0 || profile.all_computers) {
        expect(shown['Associated instances']).to.equal(`${profile.computers!.num_associated_computers!.toLocaleString('en-US')} instances`);
      }
      if (id === PROFILE_SHOWCASE.tagged) await expect(portal).to.be.accessible();
    }
  });

  it('Edit from the details, Back returns to them; after a save the details show the new schedule', async () => {
    const profile = await serverProfile<UpgradeProfile>('upgrade', ns, PROFILE_SHOWCASE.secondGroup);
    const { screen, table } = await openList(ns, 'upgrade');
    const open = () => within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    open();
    let panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every Wednesday at 12:00 UTC'));
    await waitFor(() => expect(fact(panel, 'Access group').textContent).to.equal('Acme Corporation desktops'));
    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    let form = await findPanel(screen, `Edit "${profile.title}" profile`);
    within(form).getByRole('button', { name: 'Back' }).click();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every Wednesday at 12:00 UTC'));

    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    form = await findPanel(screen, `Edit "${profile.title}" profile`);
    await setDays(form, ['Wednesday', 'Saturday']);
    await retype(fields(form).hour()!, '7');
    await retype(fields(form).minute, '5');
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Upgrade profile "${profile.title}" has been updated`);
    // The form's panel closes after the notice: the details open once it has.
    await waitFor(() => expect(form.isConnected).to.equal(false));
    open();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Schedule').textContent).to.equal('Every Wednesday and Saturday at 07:05 UTC'));
    const saved = await serverProfile<UpgradeProfile>('upgrade', ns, profile.id);
    expect(fact(panel, 'Next run').textContent).to.equal(`${shownTime(saved.next_run!)} (expires after 6 hours)`);
  });
});
