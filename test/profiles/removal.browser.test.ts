/**
 * Removal profiles (screens profiles.md §5) on /profiles/removal against the simulator: add (the
 * form's messages verbatim with nothing sent while invalid, the exact `CreateRemovalProfile`, the
 * notice once the server said yes, the row without a reload, one request per double click), edit (the
 * settings without the access group, the last tag cleared through `DisassociateRemovalProfile`, `---`
 * then in Tags; a refusal shown in the open panel with every value kept), removal typed to confirm,
 * and the details (facts, association sentences, Edit and Back, the facts fresh after an edit, gone
 * after a removal); axe on the form, the details and the modal.
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
  legacyParams,
  openList,
  pickTag,
  PROFILE_SHOWCASE,
  retype,
  rowAction,
  rowCells,
  rowOf,
  serverProfile,
  serverRemovals,
  shownRows,
  shownTitles,
  signedIn,
  unpickTag,
  valueOf,
  type RemovalProfile,
  type Screen,
} from './helpers.ts';

/** The add form's fields. */
function addFields(panel: HTMLElement) {
  const form = within(panel);
  return {
    name: form.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    days: form.getByRole('spinbutton', { name: 'Removal timeframe (days)' }) as HTMLInputElement,
    group: form.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement,
    all: form.getByRole('checkbox', { name: 'Associate to all instances' }) as HTMLInputElement,
    submit: form.getByRole('button', { name: 'Add removal profile' }),
  };
}

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: 'Add removal profile' })[0]!.click();
  const panel = await findPanel(screen, 'Add removal profile');
  await within(panel).findByRole('textbox', { name: 'Name' });
  return panel;
}

describe('removal profiles: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('says each message verbatim and sends nothing while invalid; then sends CreateRemovalProfile once per double click, the notice after the yes, the row at once', async () => {
    const groups = await groupTitles(ns);
    const { portal, screen, table } = await openList(ns, 'removal');
    const panel = await openAdd(screen);
    const fields = addFields(panel);
    expect(fields.group.value).to.equal('global');
    expect(fields.all.checked).to.equal(false);
    await expect(portal).to.be.accessible();
    await clearRequests(ns);

    fields.submit.click();
    await waitFor(() => expect(fieldError(fields.name)).to.equal('This field is required.'));
    expect(fieldError(fields.days)).to.equal('This field is required.');
    // A title of spaces is no title.
    await typeInto(fields.name, '   ');
    fields.submit.click();
    await waitFor(() => expect(fieldError(fields.name)).to.equal('This field is required.'));
    for (const [typed, message] of [
      ['0', 'Timeframe must be at least 1.'],
      ['-3', 'Timeframe must be at least 1.'],
      ['1.5', 'Timeframe must be an integer value.'],
      ['2147483648', 'Timeframe must be less than 2147483648.'],
    ] as const) {
      await retype(fields.days, typed);
      fields.submit.click();
      await waitFor(() => expect(fieldError(fields.days), typed).to.equal(message));
    }
    expect(await changeCalls(ns, 'removal'), 'nothing sent while invalid').to.deep.equal([]);
    expect(panel.isConnected).to.equal(true);

    await retype(fields.name, 'Stale laptops');
    await retype(fields.days, '2147483647');
    await waitFor(() => expect(fieldError(fields.days)).to.equal(''));
    fields.group.value = 'servers';
    fields.group.dispatchEvent(new Event('change', { bubbles: true }));
    await pickTag(panel, 'laptop');
    await pickTag(panel, 'desktop');
    await setOptions(ns, { latencyMs: 300 });
    fields.submit.click();
    fields.submit.click();
    // While the server has not answered: busy, no notice, the panel open.
    await waitFor(() => expect(fields.submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, 'Removal profile added')).to.equal(null);
    await findNotification(screen, 'Removal profile "Stale laptops" has been added.');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected, 'the panel closed').to.equal(false));
    const calls = await changeCalls(ns, 'removal');
    expect(calls.map((call) => call.path), 'one request for a double click').to.deep.equal(['CreateRemovalProfile']);
    expect(calls[0]!.method).to.equal('GET');
    expect(legacyParams(calls[0]!)).to.deep.equal({
      access_group: 'servers',
      all_computers: 'false',
      days_without_exchange: '2147483647',
      'tags.1': 'laptop',
      'tags.2': 'desktop',
      title: 'Stale laptops',
    });
    const made = (await serverRemovals(ns)).find((profile) => profile.title === 'Stale laptops')!;
    expect(made).to.include({ name: 'stale-laptops', access_group: 'servers', all_computers: false, days_without_exchange: 2147483647 });
    // The list shows it at once (the same page, no reload): the server's own row.
    await waitFor(() => expect(shownRows(table).at(-1)).to.deep.equal(expectedRow('removal', made, groups)));
  });

  it('adds a profile for all instances without tags (the tags chosen before are not sent)', async () => {
    const { screen } = await openList(ns, 'removal');
    const panel = await openAdd(screen);
    const fields = addFields(panel);
    await typeInto(fields.name, 'Everything stale');
    await typeInto(fields.days, '120');
    await pickTag(panel, 'web');
    fields.all.click();
    await waitFor(() => expect(within(panel).queryByRole('combobox', { name: 'Tags' })).to.equal(null));
    await clearRequests(ns);
    fields.submit.click();
    await findNotification(screen, 'Removal profile "Everything stale" has been added.');
    const [create] = await changeCalls(ns, 'removal');
    expect(legacyParams(create!)).to.deep.equal({ access_group: 'global', all_computers: 'true', days_without_exchange: '120', title: 'Everything stale' });
  });
});

describe('removal profiles: edit', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('sends EditRemovalProfile without the access group, then DisassociateRemovalProfile for the last tag; the list then shows ---', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.tagged);
    expect(profile.tags).to.deep.equal(['ci-runner']);
    const { portal, screen, table } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const form = within(panel);
    expect(valueOf(panel, 'textbox', 'Name')).to.equal(profile.title);
    expect(valueOf(panel, 'spinbutton', 'Removal timeframe (days)')).to.equal('1');
    // The access group cannot change once added (the API's edit does not take it): shown, read only.
    const group = form.getByRole('textbox', { name: 'Access group' }) as HTMLInputElement;
    await waitFor(() => expect(group.value).to.equal('Global access'), { timeout: 3000 });
    expect(group.readOnly).to.equal(true);
    expect(chosenTags(panel)).to.deep.equal(['ci-runner']);
    await expect(portal).to.be.accessible();

    await retype(form.getByRole('textbox', { name: 'Name' }), 'Ephemeral CI runners (2 days)');
    await retype(form.getByRole('spinbutton', { name: 'Removal timeframe (days)' }), '2');
    await unpickTag(panel, 'ci-runner');
    await clearRequests(ns);
    const save = form.getByRole('button', { name: 'Save changes' });
    save.click();
    save.click();
    await findNotification(screen, 'Removal profile "Ephemeral CI runners (2 days)" has been updated.');
    const calls = await changeCalls(ns, 'removal');
    expect(calls.map((call) => call.path), 'one edit for a double click, then the tag').to.deep.equal(['EditRemovalProfile', 'DisassociateRemovalProfile']);
    expect(legacyParams(calls[0]!)).to.deep.equal({ days_without_exchange: '2', name: profile.name, title: 'Ephemeral CI runners (2 days)' });
    expect(legacyParams(calls[1]!)).to.deep.equal({ name: profile.name, 'tags.1': 'ci-runner' });
    const saved = await serverProfile<RemovalProfile>('removal', ns, profile.id);
    expect(saved).to.deep.include({ title: 'Ephemeral CI runners (2 days)', days_without_exchange: 2, tags: [], all_computers: false });
    await waitFor(() => expect(rowCells(table, 'Ephemeral CI runners (2 days)')).to.deep.include({ Tags: '---', Associated: '---' }));
  });

  it('changes the association both ways: all instances on (tags kept aside), then off with tags added and removed', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.tagged2);
    expect(profile.tags).to.deep.equal(['gpu']);
    const { screen } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    let panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    within(panel).getByRole('checkbox', { name: 'Associate to all instances' }).click();
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Removal profile "${profile.title}" has been updated.`);
    // The panel closes after the notice: the next one opens once it has.
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    let calls = await changeCalls(ns, 'removal');
    expect(calls.map((call) => [call.path, legacyParams(call)])).to.deep.equal([
      ['EditRemovalProfile', { days_without_exchange: '30', name: profile.name, title: profile.title }],
      ['AssociateRemovalProfile', { all_computers: 'true', name: profile.name }],
    ]);
    expect(await serverProfile<RemovalProfile>('removal', ns, profile.id)).to.deep.include({ all_computers: true, tags: ['gpu'] });

    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    within(panel).getByRole('checkbox', { name: 'Associate to all instances' }).click();
    // Unchecked: the tags kept come back.
    await waitFor(() => expect(chosenTags(panel)).to.deep.equal(['gpu']));
    await unpickTag(panel, 'gpu');
    await pickTag(panel, 'research');
    await clearRequests(ns);
    within(panel).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Removal profile "${profile.title}" has been updated.`);
    calls = await changeCalls(ns, 'removal');
    expect(calls.map((call) => [call.path, legacyParams(call)])).to.deep.equal([
      ['EditRemovalProfile', { days_without_exchange: '30', name: profile.name, title: profile.title }],
      ['DisassociateRemovalProfile', { all_computers: 'true', name: profile.name }],
      ['DisassociateRemovalProfile', { name: profile.name, 'tags.1': 'gpu' }],
      ['AssociateRemovalProfile', { name: profile.name, 'tags.1': 'research' }],
    ]);
    expect(await serverProfile<RemovalProfile>('removal', ns, profile.id)).to.deep.include({ all_computers: false, tags: ['research'] });
  });

  it('shows a refusal inside the open panel with every value kept, nothing closed, no notice; the same press then saves', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.otherGroup);
    const { portal, screen } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
    const form = within(panel);
    await retype(form.getByRole('textbox', { name: 'Name' }), 'Staging hosts, a week');
    await retype(form.getByRole('spinbutton', { name: 'Removal timeframe (days)' }), '7');
    await pickTag(panel, 'dev');
    const message = 'The timeframe of <b>staging</b> hosts is locked.';
    await setOptions(ns, { faults: [{ path: 'EditRemovalProfile', status: 400, times: 1, body: { error: 'Locked', message } }] });
    await clearRequests(ns);
    const save = form.getByRole('button', { name: 'Save changes' });
    save.click();
    const alert = await within(panel).findByText(message);
    expect(alert.querySelector('b')).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    expect(valueOf(panel, 'textbox', 'Name')).to.equal('Staging hosts, a week');
    expect(valueOf(panel, 'spinbutton', 'Removal timeframe (days)')).to.equal('7');
    expect(chosenTags(panel)).to.deep.equal(['staging', 'dev']);
    expect(queryNotification(screen, 'Removal profile updated')).to.equal(null);
    // Refused at its first call: no association call followed.
    expect((await changeCalls(ns, 'removal')).map((call) => call.path)).to.deep.equal(['EditRemovalProfile']);
    expect(await serverProfile<RemovalProfile>('removal', ns, profile.id)).to.deep.equal(profile);
    await expect(portal).to.be.accessible();

    await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
    save.click();
    await findNotification(screen, 'Removal profile "Staging hosts, a week" has been updated.');
    expect((await changeCalls(ns, 'removal')).map((call) => call.path)).to.deep.equal(['EditRemovalProfile', 'EditRemovalProfile', 'AssociateRemovalProfile']);
    expect(await serverProfile<RemovalProfile>('removal', ns, profile.id)).to.deep.include({ title: 'Staging hosts, a week', days_without_exchange: 7, tags: ['staging', 'dev'] });
  });
});

describe('removal profiles: a save and the panel opened after it', () => {
  afterEach(leavePortal);

  it('a details panel opened while the list refreshes after a save stays open: the save closes its own panel only', async () => {
    const ns = await signedIn();
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.tagged);
    const other = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.allComputers);
    const { screen, table } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
    const form = await findPanel(screen, `Edit "${profile.title}" profile`);
    await retype(within(form).getByRole('spinbutton', { name: 'Removal timeframe (days)' }), '3');
    // The list's refresh after the save takes a while: the notice shows before it is in.
    await setOptions(ns, { latencyMs: 800 });
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Removal profile "${profile.title}" has been updated.`);
    expect(table.getAttribute('aria-busy'), 'the list refreshing').to.equal('true');
    within(rowOf(table, other.title)).getByRole('button', { name: `Open "${other.title}" profile details` }).click();
    // The form still counts as changed until its panel closes: it asks first.
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' });
    within(discard).getByRole('button', { name: 'Discard changes' }).click();
    const details = await findPanel(screen, other.title);
    await waitFor(() => expect(table.getAttribute('aria-busy')).to.equal(null), { timeout: 5000 });
    await new Promise(requestAnimationFrame);
    expect(details.isConnected, 'the details opened after the save were closed by it').to.equal(true);
    await setOptions(ns, { latencyMs: 0 });
  });
});

describe('removal profiles: remove', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('is typed to confirm (exactly, case-sensitive); a refusal stays in the modal; one request per double click, the notice, the row gone', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.tagged2);
    const { portal, screen, table } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    const modal = await screen.findByRole('dialog', { name: 'Remove removal profile' });
    expect(within(modal).getByText(/^This will remove/).textContent).to.equal(`This will remove "${profile.title}" profile. This action is irreversible.`);
    const field = within(modal).getByRole('textbox', { name: `Type remove ${profile.name} to confirm` }) as HTMLInputElement;
    const confirm = within(modal).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    for (const wrong of [`Remove ${profile.name}`, `remove ${profile.title}`, `remove ${profile.name} `]) {
      await retype(field, wrong);
      await waitFor(() => expect(field.value).to.equal(wrong));
      expect(confirm.disabled, wrong).to.equal(true);
    }
    await retype(field, `remove ${profile.name}`);
    await waitFor(() => expect(confirm.disabled).to.equal(false));

    const message = 'Profile <i>retired-gpu-workers</i> is in use.';
    await setOptions(ns, { faults: [{ path: 'RemoveRemovalProfile', status: 409, times: 1, body: { error: 'InUse', message } }] });
    await clearRequests(ns);
    confirm.click();
    await within(modal).findByText(message);
    expect(modal.isConnected).to.equal(true);
    expect(field.value).to.equal(`remove ${profile.name}`);
    expect(queryNotification(screen, 'Removal profile removed')).to.equal(null);
    expect(shownTitles(table)).to.include(profile.title);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    confirm.click();
    confirm.click();
    await findNotification(screen, `Removal profile ${profile.title} has been removed`);
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    const calls = await changeCalls(ns, 'removal');
    expect(calls.map((call) => [call.path, legacyParams(call)])).to.deep.equal([
      ['RemoveRemovalProfile', { name: profile.name }],
      ['RemoveRemovalProfile', { name: profile.name }],
    ]);
    await waitFor(() => expect(shownTitles(table)).to.not.include(profile.title));
    expect((await serverRemovals(ns)).map((candidate) => candidate.id)).to.not.include(profile.id);
  });

  it('Cancel closes the modal and forgets what was typed', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.tagged);
    const { screen } = await openList(ns, 'removal');
    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    let modal = await screen.findByRole('dialog', { name: 'Remove removal profile' });
    await typeInto(within(modal).getByRole('textbox'), 'remove');
    within(modal).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    await rowAction(screen, profile.title, `Remove "${profile.title}" profile`);
    modal = await screen.findByRole('dialog', { name: 'Remove removal profile' });
    expect((within(modal).getByRole('textbox') as HTMLInputElement).value).to.equal('');
    expect(await changeCalls(ns, 'removal')).to.deep.equal([]);
  });
});

describe('removal profiles: details', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('shows the facts and the association of each kind: tags with their count, all instances, none; accessible', async () => {
    const { portal, screen, table } = await openList(ns, 'removal');
    const tagged = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.otherGroup);
    within(rowOf(table, tagged.title)).getByRole('button', { name: `Open "${tagged.title}" profile details` }).click();
    let panel = await findPanel(screen, tagged.title);
    await waitFor(() =>
      expect(facts(panel)).to.deep.equal({
        Title: tagged.title,
        Name: tagged.name,
        'Access group': 'Staging and development',
        'Removal timeframe': '14 days',
        Tags: 'staging',
        'Associated instances': `${tagged.computers!.num_associated_computers!.toLocaleString('en-US')} instances`,
      }),
    );
    const link = within(fact(panel, 'Associated instances')).getByRole('link');
    expect(new URL(link.getAttribute('href')!, location.href).searchParams.get('query')).to.equal(`profile:removal:${tagged.id}`);
    const toolbar = within(panel).getByRole('toolbar', { name: `${tagged.title} profile actions` });
    expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).to.deep.equal([
      `Edit "${tagged.title}" profile`,
      `Remove "${tagged.title}" profile`,
    ]);
    await expect(portal).to.be.accessible();

    const all = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.allComputers);
    within(rowOf(table, all.title)).getByRole('button', { name: `Open "${all.title}" profile details` }).click();
    panel = await findPanel(screen, all.title);
    await within(panel).findByText('This profile has been associated with all instances.');
    expect(fact(panel, 'Associated instances').textContent).to.equal(`${all.computers!.num_associated_computers!.toLocaleString('en-US')} instances`);
    expect(within(panel).queryByText('Tags', { selector: 'dt' })).to.equal(null);

    const none = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.unassociated);
    within(rowOf(table, none.title)).getByRole('button', { name: `Open "${none.title}" profile details` }).click();
    panel = await findPanel(screen, none.title);
    await within(panel).findByText('This profile has not yet been associated with any instances.');
    expect(fact(panel, 'Removal timeframe').textContent).to.equal('2,147,483,647 days');
    expect(within(panel).queryByText('Associated instances', { selector: 'dt' })).to.equal(null);
  });

  it('Edit from the details, Back returns to them; after a save the details show the new values; after a removal they say it is gone', async () => {
    const profile = await serverProfile<RemovalProfile>('removal', ns, PROFILE_SHOWCASE.secondGroup);
    const { screen, table } = await openList(ns, 'removal');
    const open = () => within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    open();
    let panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Removal timeframe').textContent).to.equal('60 days'));
    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    let form = await findPanel(screen, `Edit "${profile.title}" profile`);
    within(form).getByRole('button', { name: 'Back' }).click();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Removal timeframe').textContent).to.equal('60 days'));

    within(panel).getByRole('button', { name: `Edit "${profile.title}" profile` }).click();
    form = await findPanel(screen, `Edit "${profile.title}" profile`);
    await retype(within(form).getByRole('spinbutton', { name: 'Removal timeframe (days)' }), '1');
    await pickTag(form, 'wsl');
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, `Removal profile "${profile.title}" has been updated.`);
    await waitFor(() => expect(form.isConnected).to.equal(false));
    open();
    panel = await findPanel(screen, profile.title);
    await waitFor(() => expect(fact(panel, 'Removal timeframe').textContent).to.equal('1 day'));
    expect(fact(panel, 'Tags').textContent).to.equal('windows, wsl');

    within(panel).getByRole('button', { name: `Remove "${profile.title}" profile` }).click();
    const modal = await screen.findByRole('dialog', { name: 'Remove removal profile' });
    await typeInto(within(modal).getByRole('textbox'), `remove ${profile.name}`);
    within(modal).getByRole('button', { name: 'Remove' }).click();
    await findNotification(screen, `Removal profile ${profile.title} has been removed`);
    await within(panel).findByText('This removal profile no longer exists.');
  });
});
