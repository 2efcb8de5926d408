/**
 * Fault battery, profile actions (test/hardening/action-battery.ts): every call the removal, upgrade
 * and reboot profile screens make to change a profile fails once per fault kind (500 with a message,
 * a malformed answer, a dropped connection) while the user acts on the list: Create…, Edit…, Remove…,
 * Associate… and Disassociate… (legacy, removal and upgrade) and POST, PATCH and DELETE rebootprofiles.
 * Each case: a visible message in the open panel or modal (the server's for a 500), every field as
 * entered, no success notice, one request for the press (a dropped GET may be sent again by the
 * browser itself) and nothing changed on the server, nothing uncaught; then the same press succeeds
 * once the fault is lifted, with the notice and what the server then holds. The list calls are the
 * screen battery's (test/hardening/helpers.ts).
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown } from '../hardening/action-battery.ts';
import { deepText, faultFor, tally, type Call, type FaultKind } from '../hardening/helpers.ts';
import {
  chosenTags,
  findPanel,
  legacyParams,
  openList,
  pickTag,
  retype,
  rowAction,
  serverProfile,
  serverProfiles,
  setDays,
  unpickTag,
  valueOf,
  type AnyProfile,
  type ProfileType,
  type Screen,
} from './helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const BATTERY = 'fault battery, profile actions';

// At the file's end: every call's cases counted.
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

const LEGACY = { removal: 'Removal', upgrade: 'Upgrade' } as const;
const NOTICE: Record<ProfileType, { added: (title: string) => string; updated: (title: string) => string }> = {
  removal: { added: (title) => `Removal profile "${title}" has been added.`, updated: (title) => `Removal profile "${title}" has been updated.` },
  upgrade: { added: (title) => `Upgrade profile "${title}" has been added`, updated: (title) => `Upgrade profile "${title}" has been updated` },
  reboot: { added: (title) => `Reboot profile "${title}" has been added`, updated: (title) => `Reboot profile "${title}" has been updated` },
};
const ADD: Record<ProfileType, string> = { removal: 'Add removal profile', upgrade: 'Add upgrade profile', reboot: 'Add reboot profile' };

/** What the screen sent of this call since the case began (method and path; a legacy action is its path). */
const sent = (ns: SimNamespace, call: Call) => requests(ns, { method: call.method, path: call.path });

/** The press that failed sent one request (a dropped connection: Chromium may send a GET again itself). */
async function expectOnePress(ns: SimNamespace, call: Call, kind: FaultKind, before: number) {
  const count = (await sent(ns, call)).length - before;
  if (kind === 'drop') expect(count, 'requests for the press').to.be.at.least(1);
  else expect(count, 'requests for the press').to.equal(1);
}

/** What the request carried: a legacy call's parameters, a REST call's body. */
const carried = (request: Awaited<ReturnType<typeof sent>>[number]) => (request.api === 'legacy' ? legacyParams(request) : request.body);

/** A profile per fault kind, so each starts from the seed: tagged ones (2, 4, 8). */
const PROFILE_OF: Record<FaultKind, number> = { '500': 2, malformed: 4, drop: 8, '401': 2, '401-shown': 2 };

/** One more tag per kind (none of the profiles above has it). */
const TAG_OF: Record<FaultKind, string> = { '500': 'research', malformed: 'finance', drop: 'support', '401': 'vpn', '401-shown': 'vpn' };

/** A profile without its next run (computed as the server reads it: an hourly one moves on the hour). */
const stable = (profile: AnyProfile) => ({ ...profile, next_run: null });

async function openEdit(screen: Screen, profile: AnyProfile) {
  await rowAction(screen, profile.title, `Edit "${profile.title}" profile`);
  const panel = await findPanel(screen, `Edit "${profile.title}" profile`);
  await within(panel).findByRole('textbox', { name: 'Name' });
  return panel;
}

// ------------------------------------------------------------------------------------------------ Create

for (const type of ['removal', 'upgrade', 'reboot'] as const) {
  const call: Call = type === 'reboot' ? { method: 'POST', path: 'rebootprofiles' } : { method: 'GET', path: `Create${LEGACY[type]}Profile` };
  describeCall(BATTERY, call, async ({ ns, kind, uncaught }) => {
    const { portal, screen } = await openList(ns, type);
    screen.getByRole('button', { name: ADD[type] }).click();
    const panel = await findPanel(screen, ADD[type]);
    const form = within(panel);
    const title = `Battery ${type} ${kind}`;
    await typeInto(await form.findByRole('textbox', { name: 'Name' }), title);
    if (type === 'removal') await typeInto(form.getByRole('spinbutton', { name: 'Removal timeframe (days)' }), '21');
    else {
      await setDays(panel, ['Tuesday', 'Saturday']);
      await typeInto(form.getByRole('spinbutton', { name: 'Hour (UTC)' }), '3');
      await typeInto(form.getByRole('spinbutton', { name: 'At minute' }), '45');
    }
    await pickTag(panel, 'web');
    const before = (await sent(ns, call)).length;

    await setOptions(ns, { faults: [faultFor(call, kind)] });
    const submit = form.getByRole('button', { name: ADD[type] });
    submit.click();
    await expectFailureShown(panel, call, kind, uncaught);
    expect(panel.isConnected, 'the panel closed').to.equal(true);
    expect(valueOf(panel, 'textbox', 'Name')).to.equal(title);
    if (type === 'removal') expect(valueOf(panel, 'spinbutton', 'Removal timeframe (days)')).to.equal('21');
    else expect([valueOf(panel, 'spinbutton', 'Hour (UTC)'), valueOf(panel, 'spinbutton', 'At minute')]).to.deep.equal(['3', '45']);
    expect(chosenTags(panel)).to.deep.equal(['web']);
    expect(deepText(portal)).to.not.contain('has been added');
    await expectOnePress(ns, call, kind, before);
    expect((await serverProfiles(type, ns)).map((profile) => profile.title)).to.not.include(title);

    await setOptions(ns, { faults: [] });
    const failed = await sent(ns, call);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).to.equal(null));
    submit.click();
    await findNotification(screen, NOTICE[type].added(title));
    await waitFor(() => expect(panel.isConnected, 'the panel stays open').to.equal(false));
    const all = await sent(ns, call);
    expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
    expect(carried(all.at(-1)!), 'the same request both times').to.deep.equal(carried(failed.at(-1)!));
    const made = (await serverProfiles(type, ns)).filter((profile) => profile.title === title);
    expect(made, 'one profile made').to.have.length(1);
    expect(made[0]!.tags).to.deep.equal(['web']);
  });
}

// -------------------------------------------------------------------------------------------------- Edit

for (const type of ['removal', 'upgrade', 'reboot'] as const) {
  const label: Call = type === 'reboot' ? { method: 'PATCH', path: 'rebootprofiles/{id}' } : { method: 'GET', path: `Edit${LEGACY[type]}Profile` };
  describeCall(BATTERY, label, async ({ ns, kind, uncaught }) => {
    const original = await serverProfile<AnyProfile>(type, ns, PROFILE_OF[kind]);
    const call: Call = type === 'reboot' ? { method: 'PATCH', path: `rebootprofiles/${original.id}` } : label;
    const { portal, screen } = await openList(ns, type);
    const panel = await openEdit(screen, original);
    const title = `${original.title} (${kind})`;
    await retype(within(panel).getByRole('textbox', { name: 'Name' }), title);
    const field = type === 'removal' ? 'Removal timeframe (days)' : 'At minute';
    await retype(within(panel).getByRole('spinbutton', { name: field }), '9');
    const before = (await sent(ns, call)).length;

    await setOptions(ns, { faults: [faultFor(call, kind)] });
    const save = within(panel).getByRole('button', { name: 'Save changes' });
    save.click();
    await expectFailureShown(panel, call, kind, uncaught);
    expect(panel.isConnected, 'the panel closed').to.equal(true);
    expect(valueOf(panel, 'textbox', 'Name')).to.equal(title);
    expect(valueOf(panel, 'spinbutton', field)).to.equal('9');
    expect(chosenTags(panel)).to.deep.equal(original.tags);
    expect(deepText(portal)).to.not.contain('has been updated');
    await expectOnePress(ns, call, kind, before);
    expect(stable(await serverProfile(type, ns, original.id)), 'the profile changed').to.deep.equal(stable(original));

    await setOptions(ns, { faults: [] });
    const failed = await sent(ns, call);
    await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
    save.click();
    await findNotification(screen, NOTICE[type].updated(title));
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const all = await sent(ns, call);
    expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
    expect(carried(all.at(-1)!)).to.deep.equal(carried(failed.at(-1)!));
    const saved = await serverProfile<AnyProfile>(type, ns, original.id);
    expect(saved.title).to.equal(title);
    expect(type === 'removal' ? (saved as { days_without_exchange: number }).days_without_exchange : Number((saved as { at_minute: number | string }).at_minute)).to.equal(9);
  });
}

// --------------------------------------------------------------------------------- Associate, Disassociate

for (const type of ['removal', 'upgrade'] as const) {
  for (const direction of ['Associate', 'Disassociate'] as const) {
    const call: Call = { method: 'GET', path: `${direction}${LEGACY[type]}Profile` };
    describeCall(BATTERY, call, async ({ ns, kind, uncaught }) => {
      const original = await serverProfile<AnyProfile>(type, ns, PROFILE_OF[kind]);
      expect(original.tags.length, 'a tagged profile').to.be.greaterThan(0);
      const { portal, screen } = await openList(ns, type);
      const panel = await openEdit(screen, original);
      const removed = original.tags[0]!;
      const expected = direction === 'Associate' ? [...original.tags, TAG_OF[kind]] : original.tags.slice(1);
      if (direction === 'Associate') await pickTag(panel, TAG_OF[kind]);
      else await unpickTag(panel, removed);
      const before = (await sent(ns, call)).length;

      await setOptions(ns, { faults: [faultFor(call, kind)] });
      const save = within(panel).getByRole('button', { name: 'Save changes' });
      save.click();
      await expectFailureShown(panel, call, kind, uncaught);
      expect(panel.isConnected, 'the panel closed').to.equal(true);
      expect(chosenTags(panel), 'the tags as chosen').to.deep.equal(expected);
      expect(deepText(portal)).to.not.contain('has been updated');
      await expectOnePress(ns, call, kind, before);
      // The settings were saved first (unchanged here); the association was not.
      expect((await serverProfile<AnyProfile>(type, ns, original.id)).tags, 'the tags changed').to.deep.equal(original.tags);

      await setOptions(ns, { faults: [] });
      const failed = await sent(ns, call);
      await waitFor(() => expect(save.getAttribute('aria-busy')).to.equal(null));
      save.click();
      await findNotification(screen, NOTICE[type].updated(original.title));
      await waitFor(() => expect(panel.isConnected).to.equal(false));
      const all = await sent(ns, call);
      expect(all, 'one more request for the second press').to.have.length(failed.length + 1);
      expect(legacyParams(all.at(-1)!)).to.deep.equal({ name: (original as { name: string }).name, 'tags.1': direction === 'Associate' ? TAG_OF[kind] : removed });
      expect((await serverProfile<AnyProfile>(type, ns, original.id)).tags).to.deep.equal(expected);
    });
  }
}

// ------------------------------------------------------------------------------------------------ Remove

for (const type of ['removal', 'upgrade', 'reboot'] as const) {
  const label: Call = type === 'reboot' ? { method: 'DELETE', path: 'rebootprofiles/{id}' } : { method: 'GET', path: `Remove${LEGACY[type]}Profile` };
  describeCall(BATTERY, label, async ({ ns, kind, uncaught }) => {
    const profile = await serverProfile<AnyProfile>(type, ns, PROFILE_OF[kind]);
    const call: Call = type === 'reboot' ? { method: 'DELETE', path: `rebootprofiles/${profile.id}` } : label;
    const { portal, screen } = await openList(ns, type);
    const item = type === 'upgrade' ? `Remove "${profile.title}" upgrade profile` : `Remove "${profile.title}" profile`;
    await rowAction(screen, profile.title, item);
    const dialog = await screen.findByRole('dialog', { name: `Remove ${type} profile` });
    const field = within(dialog).getByRole('textbox') as HTMLInputElement;
    const phrase = `remove ${'name' in profile ? profile.name : profile.title}`;
    await typeInto(field, phrase);
    const confirm = within(dialog).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).to.equal(false));
    const before = (await sent(ns, call)).length;

    await setOptions(ns, { faults: [faultFor(call, kind)] });
    confirm.click();
    await expectFailureShown(dialog, call, kind, uncaught);
    expect(dialog.isConnected, 'the modal closed').to.equal(true);
    expect(field.value, 'the phrase typed').to.equal(phrase);
    expect(deepText(portal)).to.not.contain('profile removed');
    await expectOnePress(ns, call, kind, before);
    expect((await serverProfiles(type, ns)).map((candidate) => candidate.id), 'removed').to.include(profile.id);

    await setOptions(ns, { faults: [] });
    const failed = (await sent(ns, call)).length;
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    confirm.click();
    await findNotification(screen, `${type === 'removal' ? 'Removal' : type === 'upgrade' ? 'Upgrade' : 'Reboot'} profile removed`);
    await waitFor(() => expect(dialog.isConnected, 'the modal stays open').to.equal(false));
    expect(await sent(ns, call), 'one more request for the second press').to.have.length(failed + 1);
    expect((await serverProfiles(type, ns)).map((candidate) => candidate.id), 'removed').to.not.include(profile.id);
  });
}
