/**
 * Fault battery, repository profiles (test/hardening/helpers.ts and action-battery.ts, followed as
 * they are): every call of /profiles/repositories and `landscape-repository-profiles` fails in turn,
 * once per fault kind (500 with the server's message, a malformed answer, a dropped connection) and
 * with a 401.
 * - The list on load (`GET repositoryprofiles`, and the element's `me`): the screen battery's cases,
 *   a visible message and Try again that recovers; a 401 signs out.
 * - The changes (`POST repositoryprofiles`, `PUT repositoryprofiles/{name}`, `RemoveRepositoryProfile`):
 *   a visible message in the open panel or modal (the server's for a 500), every field and tab as
 *   entered, no success notice, one request for the press (a dropped GET may be sent again by the
 *   browser itself), nothing changed on the server, nothing uncaught; then the same press succeeds
 *   with the same request once the fault is lifted.
 * - The form's lists (`GetDistributions`, `GetAPTSources`, and the APT sources in the details): the
 *   failure inside its tab with Try again while Details and the other tab work; Try again loads it.
 * - 401 on each of those: the portal signs out (to /login), nothing changed, nothing uncaught.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal } from '../helpers/portal.ts';
import { requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown } from '../hardening/action-battery.ts';
import { deepText, describeBattery, faultFor, tally, watchUncaught, type Call, type FaultKind, type ScreenCase } from '../hardening/helpers.ts';
import {
  aptSourceList,
  chooseTab,
  chosenTags,
  findPanel,
  legacyParams,
  openRepositoryList,
  pickTag,
  pocketTree,
  REPOSITORY,
  retype,
  rowAction,
  rowOf,
  selectedTab,
  serverRepositoryProfile,
  serverRepositoryProfiles,
  signedIn,
  type RepositoryProfile,
  type Screen,
} from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const T = REPOSITORY;
const BATTERY = 'fault battery, repository profiles';

// At the file's end: every call's cases counted (the screen battery prints its own line too).
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

const get = (path: string): Call => ({ method: 'GET', path });

// ------------------------------------------------------------------------------------------ on load

/** A page of the Profiles group: the shell's calls there (account, `about` for WSL's entry, the Security badge). */
const PROFILES_SHELL: readonly Call[] = [get('me'), get('about'), get('security-profiles')];

/**
 * The list and the access groups whose titles its column shows (when those fail, the column shows the
 * groups' names without a message, as the other profile lists do).
 */
const SCREENS: readonly (ScreenCase & { unauthorized?: Call })[] = [
  {
    name: 'portal repository profiles',
    portal: '/profiles/repositories',
    calls: [...PROFILES_SHELL, get('repositoryprofiles'), get('GetAccessGroups')],
    faulted: [get('repositoryprofiles')],
    unauthorized: get('repositoryprofiles'),
  },
  {
    name: 'landscape-repository-profiles',
    element: 'landscape-repository-profiles',
    calls: [get('me'), get('repositoryprofiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('repositoryprofiles')],
    unauthorized: get('repositoryprofiles'),
  },
];

describeBattery('repository profiles on load', SCREENS);

// ----------------------------------------------------------------------------------------- the changes

/** What the screen sent of this call since the case began. */
const sent = (ns: SimNamespace, call: Call) => requests(ns, { method: call.method, path: call.path });

/**
 * The press that failed sent one request. A dropped connection: Chromium itself sends a request again
 * when a reused keep-alive connection closes before any answer, a POST or PUT too (the client never
 * retries: src/api/client.ts), so only "at least one" can be said of it.
 */
async function expectOnePress(ns: SimNamespace, call: Call, kind: FaultKind, before: number) {
  const count = (await sent(ns, call)).length - before;
  if (kind === 'drop') expect(count, 'requests for the press').to.be.at.least(1);
  else expect(count, 'requests for the press').to.equal(1);
}

/** What the request carried: a legacy call's parameters, a REST call's body. */
const carried = (request: Awaited<ReturnType<typeof sent>>[number]) => (request.api === 'legacy' ? legacyParams(request) : request.body);

/** A profile per fault kind, so each starts from the seed. */
const PROFILE_OF: Record<FaultKind, number> = { '500': 2, malformed: 4, drop: 8, '401': 3, '401-shown': 3 };

/** The Pockets tab, once its distributions are in. */
async function pocketsTab(form: HTMLElement): Promise<HTMLElement> {
  const panel = await chooseTab(form, 'Pockets');
  await within(panel).findByRole('searchbox', { name: 'Search for pockets' });
  return panel;
}

/** The APT sources tab, once its sources are in. */
async function aptTab(form: HTMLElement): Promise<HTMLElement> {
  const panel = await chooseTab(form, 'APT sources');
  await within(panel).findByRole('searchbox', { name: 'Search for APT sources' });
  return panel;
}

/** Ticks a pocket of ubuntu's noble series. */
async function tickNoble(panel: HTMLElement, pocket: string) {
  const noble = within(panel)
    .getAllByRole('group')
    .find((group) => (group.getRootNode() as ShadowRoot).getElementById(group.getAttribute('aria-labelledby')!)!.textContent === 'noble')!;
  within(noble).getByRole('checkbox', { name: pocket }).click();
  await waitFor(() => expect((within(noble).getByRole('checkbox', { name: pocket }) as HTMLInputElement).checked).to.equal(true));
}

const checkedSources = (panel: HTMLElement) =>
  aptSourceList(panel)
    .filter((source) => source.checked)
    .map((source) => source.name);

const titleField = (form: HTMLElement) => within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
const descriptionField = (form: HTMLElement) => within(form).getByRole('textbox', { name: 'Description' }) as HTMLInputElement;

async function openAdd(screen: Screen) {
  screen.getByRole('button', { name: T.add }).click();
  const panel = await findPanel(screen, T.add);
  const form = await within(panel).findByRole('form', { name: T.add });
  return { panel, form };
}

async function openEdit(screen: Screen, profile: RepositoryProfile) {
  await rowAction(screen, profile.title, T.editItem(profile.title));
  const panel = await findPanel(screen, T.editPanel(profile.title));
  const form = await within(panel).findByRole('form', { name: T.editPanel(profile.title) });
  return { panel, form };
}

describeCall(BATTERY, { method: 'POST', path: 'repositoryprofiles' }, async ({ ns, kind, uncaught }) => {
  const call: Call = { method: 'POST', path: 'repositoryprofiles' };
  const { portal, screen } = await openRepositoryList(ns);
  const { panel, form } = await openAdd(screen);
  const title = `Battery repository ${kind}`;
  await typeInto(titleField(form), title);
  await typeInto(descriptionField(form), 'Kept through a failure.');
  await pickTag(panel, 'web');
  const pockets = await pocketsTab(form);
  await tickNoble(pockets, 'security');
  const apt = await aptTab(form);
  within(apt).getByRole('checkbox', { name: 'grafana' }).click();
  await waitFor(() => expect(checkedSources(apt)).to.deep.equal(['grafana']));
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const submit = within(panel).getByRole('button', { name: T.add });
  submit.click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(selectedTab(form)).to.equal('APT sources');
  expect(checkedSources(apt)).to.deep.equal(['grafana']);
  expect(pocketTree(await pocketsTab(form))).to.include('ubuntu / noble: release, updates, security*, proposed');
  await chooseTab(form, 'Details');
  expect([titleField(form).value, descriptionField(form).value]).to.deep.equal([title, 'Kept through a failure.']);
  expect(chosenTags(panel)).to.deep.equal(['web']);
  expect(deepText(portal)).to.not.contain('created successfully');
  await expectOnePress(ns, call, kind, before);
  expect((await serverRepositoryProfiles(ns)).map((profile) => profile.title)).to.not.include(title);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
  submit.click();
  await findNotification(screen, T.added.message(title));
  await waitFor(() => expect(panel.isConnected, 'the panel stays open').to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!), 'the same request both times').to.deep.equal(carried(failed.at(-1)!));
  const made = (await serverRepositoryProfiles(ns)).filter((profile) => profile.title === title);
  expect(made, 'one profile made').to.have.length(1);
  expect(made[0]).to.deep.include({ description: 'Kept through a failure.', tags: ['web'], apt_sources: [4] });
  expect(made[0]!.pockets.map((pocket) => pocket.id)).to.deep.equal([3]);
});

describeCall(BATTERY, { method: 'PUT', path: 'repositoryprofiles/{name}' }, async ({ ns, kind, uncaught }) => {
  const original = await serverRepositoryProfile(ns, PROFILE_OF[kind]);
  const call: Call = { method: 'PUT', path: `repositoryprofiles/${original.name}` };
  const { portal, screen } = await openRepositoryList(ns);
  const { panel, form } = await openEdit(screen, original);
  const title = `${original.title} (${kind})`;
  await retype(titleField(form), title);
  await retype(descriptionField(form), '');
  const pockets = await pocketsTab(form);
  // (noble release is in none of the profiles picked.)
  await tickNoble(pockets, 'release');
  const tree = pocketTree(pockets);
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const save = within(panel).getByRole('button', { name: 'Save changes' });
  save.click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(pocketTree(pockets)).to.deep.equal(tree);
  await chooseTab(form, 'Details');
  expect([titleField(form).value, descriptionField(form).value]).to.deep.equal([title, '']);
  expect(chosenTags(panel)).to.deep.equal(original.tags);
  expect(deepText(portal)).to.not.contain('successfully edited');
  await expectOnePress(ns, call, kind, before);
  expect(await serverRepositoryProfile(ns, original.id), 'the profile changed').to.deep.equal(original);

  await setOptions(ns, { faults: [] });
  const failed = await sent(ns, call);
  await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
  save.click();
  await findNotification(screen, T.saved.title(title));
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
  expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
  const saved = await serverRepositoryProfile(ns, original.id);
  expect(saved).to.deep.include({ title, description: '' });
  expect(saved.pockets.map((pocket) => pocket.id)).to.deep.equal([...original.pockets.map((pocket) => pocket.id), 1]);
});

describeCall(BATTERY, get('RemoveRepositoryProfile'), async ({ ns, kind, uncaught }) => {
  const call = get('RemoveRepositoryProfile');
  const profile = await serverRepositoryProfile(ns, PROFILE_OF[kind]);
  const { portal, screen, table } = await openRepositoryList(ns);
  await rowAction(screen, profile.title, T.removeItem(profile.title));
  const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `remove ${profile.name}`);
  const confirm = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
  await waitFor(() => expect(confirm.disabled).to.equal(false));
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  confirm.click();
  await expectFailureShown(dialog, call, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value, 'the phrase typed').to.equal(`remove ${profile.name}`);
  expect(deepText(portal)).to.not.contain('removed successfully');
  expect(rowOf(table, profile.title)).to.exist;
  await expectOnePress(ns, call, kind, before);
  expect((await serverRepositoryProfiles(ns)).map((candidate) => candidate.id), 'removed').to.include(profile.id);

  await setOptions(ns, { faults: [] });
  const failed = (await sent(ns, call)).length;
  await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
  confirm.click();
  await findNotification(screen, T.removed.message(profile.title));
  await waitFor(() => expect(dialog.isConnected, 'the modal stays open').to.equal(false));
  const all = await sent(ns, call);
  expect(all, 'one more request for the second press').to.have.length(failed + 1);
  expect(legacyParams(all.at(-1)!)).to.deep.equal({ name: profile.name });
  expect((await serverRepositoryProfiles(ns)).map((candidate) => candidate.id), 'removed').to.not.include(profile.id);
});

// -------------------------------------------------------------------------------------- the form's lists

for (const failing of ['GetDistributions', 'GetAPTSources'] as const) {
  const call = get(failing);
  const tab = failing === 'GetDistributions' ? 'Pockets' : 'APT sources';
  describeCall(
    BATTERY,
    call,
    async ({ ns, kind, uncaught }) => {
      await setOptions(ns, { faults: [faultFor(call, kind)] });
      const { screen } = await openRepositoryList(ns);
      const { panel, form } = await openAdd(screen);
      const failed = await chooseTab(form, tab);
      await expectFailureShown(failed, call, kind, uncaught);
      expect(within(failed).getByRole('button', { name: 'Try again' })).to.exist;
      // Details and the other tab work meanwhile; a profile can still be made.
      const title = `Without ${failing} (${kind})`;
      await chooseTab(form, 'Details');
      await typeInto(titleField(form), title);
      if (failing === 'GetDistributions') {
        const apt = await aptTab(form);
        within(apt).getByRole('checkbox', { name: 'docker-ce' }).click();
        await waitFor(() => expect(checkedSources(apt)).to.deep.equal(['docker-ce']));
      } else {
        await tickNoble(await pocketsTab(form), 'updates');
      }

      await setOptions(ns, { faults: [] });
      const back = await chooseTab(form, tab);
      within(back).getByRole('button', { name: 'Try again' }).click();
      await within(back).findByRole('searchbox', { name: tab === 'Pockets' ? 'Search for pockets' : 'Search for APT sources' });
      expect(within(back).queryByRole('alert')).to.equal(null);
      if (failing === 'GetDistributions') await tickNoble(back, 'release');
      else within(back).getByRole('checkbox', { name: 'pgdg' }).click();
      within(panel).getByRole('button', { name: T.add }).click();
      await findNotification(screen, T.added.message(title));
      const made = (await serverRepositoryProfiles(ns)).find((profile) => profile.title === title)!;
      expect([made.pockets.map((pocket) => pocket.id), made.apt_sources]).to.deep.equal(failing === 'GetDistributions' ? [[1], [1]] : [[2], [2]]);
    },
    'the add form',
  );
}

describeCall(
  BATTERY,
  get('GetAPTSources'),
  async ({ ns, kind, uncaught }) => {
    const call = get('GetAPTSources');
    const profile = await serverRepositoryProfile(ns, 5);
    await setOptions(ns, { faults: [faultFor(call, kind)] });
    const { screen, table } = await openRepositoryList(ns);
    within(rowOf(table, profile.title)).getByRole('button', { name: `Open "${profile.title}" profile details` }).click();
    const panel = await findPanel(screen, profile.title);
    await expectFailureShown(panel, call, kind, uncaught);
    // The rest of the details is shown.
    expect(deepText(panel)).to.contain('ubuntu/noble/release');
    await setOptions(ns, { faults: [] });
    within(panel).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(within(panel).getAllByRole('list')).to.have.length(2));
    expect(within(panel).getAllByRole('list')[1]!.textContent).to.contain('grafana');
    expect(within(panel).queryByRole('alert')).to.equal(null);
  },
  'the details',
);

// ------------------------------------------------------------------------------------------------- 401

describe(`${BATTERY}: 401 on each repository call signs out`, () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await signedIn();
  });
  afterEach(async () => {
    await setOptions(ns, { faults: [] });
    leavePortal();
    // The 401 ended the session: signed in again for the next case.
    await signIn(ns);
  });

  /** The portal went to the sign-in page, nothing escaped. */
  async function expectSignedOut(uncaught: string[]) {
    await waitFor(() => {
      if (!currentPortalPath().startsWith('/login')) throw new Error(`at ${currentPortalPath()}, expected /login`);
    });
    expect(uncaught, 'uncaught errors').to.deep.equal([]);
  }

  async function run(act: (screen: Screen) => Promise<void>) {
    const uncaught = watchUncaught();
    try {
      const { screen } = await openRepositoryList(ns);
      const before = await serverRepositoryProfiles(ns);
      await act(screen);
      await expectSignedOut(uncaught.caught);
      expect(await serverRepositoryProfiles(ns), 'a profile changed').to.deep.equal(before);
      tally.tried += 1;
      tally.held += 1;
    } finally {
      uncaught.stop();
    }
  }

  it('401 on POST repositoryprofiles', async () => {
    const call: Call = { method: 'POST', path: 'repositoryprofiles' };
    await run(async (screen) => {
      const { panel, form } = await openAdd(screen);
      await typeInto(titleField(form), 'Never made');
      await setOptions(ns, { faults: [faultFor(call, '401')] });
      within(panel).getByRole('button', { name: T.add }).click();
    });
  });

  it('401 on PUT repositoryprofiles/{name}', async () => {
    const profile = await serverRepositoryProfile(ns, PROFILE_OF['401']);
    const call: Call = { method: 'PUT', path: `repositoryprofiles/${profile.name}` };
    await run(async (screen) => {
      const { panel, form } = await openEdit(screen, profile);
      await retype(descriptionField(form), 'Never saved');
      await setOptions(ns, { faults: [faultFor(call, '401')] });
      within(panel).getByRole('button', { name: 'Save changes' }).click();
    });
  });

  it('401 on GET RemoveRepositoryProfile', async () => {
    const profile = await serverRepositoryProfile(ns, PROFILE_OF['401']);
    const call = get('RemoveRepositoryProfile');
    await run(async (screen) => {
      await rowAction(screen, profile.title, T.removeItem(profile.title));
      const dialog = await screen.findByRole('dialog', { name: T.removeTitle });
      await typeInto(within(dialog).getByRole('textbox'), `remove ${profile.name}`);
      await setOptions(ns, { faults: [faultFor(call, '401')] });
      within(dialog).getByRole('button', { name: 'Remove' }).click();
    });
  });

  for (const action of ['GetDistributions', 'GetAPTSources'] as const) {
    it(`401 on GET ${action} (the add form)`, async () => {
      const call = get(action);
      await run(async (screen) => {
        await setOptions(ns, { faults: [faultFor(call, '401')] });
        await openAdd(screen);
      });
    });
  }
});
