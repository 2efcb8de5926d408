/**
 * Fault battery, script profile actions (test/hardening/action-battery.ts): Create (POST
 * script-profiles), Edit (PATCH script-profiles/{id}) and Archive (POST script-profiles/{id}:archive),
 * each call failing once per fault kind (500 with a message, a malformed answer, a dropped connection)
 * while the user acts on the Profiles tab. Each case: a visible message in the open panel or modal
 * (the server's for a 500), every field as it was typed or picked, no success notice, one request for
 * the press and nothing changed on the server, nothing uncaught; then the same press succeeds once the
 * fault is lifted, with one more request, the notice, and what the server then holds. Also the details
 * panel's Activity history (GET script-profiles/{id}/activities) failing: the message with Try again,
 * and Try again showing the runs.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import { SCRIPT_PROFILE_SHOWCASE } from '../../demo/server/showcase.ts';
import type { ScriptProfile } from '../../src/api/script-profiles.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown, serverGet, serverSend } from '../hardening/action-battery.ts';
import { deepText, faultFor, retryButtons, tally, type Call, type FaultKind } from '../hardening/helpers.ts';
import { findPanel, type Screen } from '../scripts/helpers.ts';

configure({ asyncUtilTimeout: 8000 });

const BATTERY = 'fault battery, script profile actions';

// At the file's end: every call's cases counted.
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

interface Page<T> {
  count: number;
  results: T[];
}

/** The Profiles tab, once its table shows the first page (not busy). */
async function openProfiles(ns: SimNamespace, path = '/scripts?tab=profiles') {
  const rendered = await renderPortal(ns, path);
  await rendered.screen.findByRole('tab', { name: 'Profiles', selected: true });
  const table = await waitFor(() => {
    const found = rendered.screen.getByRole('table', { name: 'Script profiles' });
    expect(found.getAttribute('aria-busy')).to.equal(null);
    return found;
  });
  return { ...rendered, table };
}

async function rowMenu(screen: Screen, title: string) {
  (await screen.findByRole('button', { name: `${title} script profile actions` })).click();
  return screen.findByRole('menu', { name: `${title} script profile actions` });
}

/** Waits until a submit button may be pressed (the association's count is in). */
const ready = (button: HTMLElement) => waitFor(() => expect((button as HTMLButtonElement).disabled).to.equal(false));

const activeProfiles = (ns: SimNamespace, token: string) => serverGet<Page<ScriptProfile>>(ns, token, 'script-profiles?archived=active&limit=1000&offset=0');

/** The calls the screen sent (with any query), of this method and path. */
const sent = async (ns: SimNamespace, call: Call) => requests(ns, { method: call.method, path: call.path });

/**
 * The press that failed sent one request. A dropped connection is the exception: Chromium itself sends
 * a request again when the server closed a reused connection without answering, so the server may see
 * it more than once (test/portal/session.browser.test.ts counts the same way); the page sent it once.
 */
async function expectOnePress(ns: SimNamespace, call: Call, kind: FaultKind, before: number) {
  const count = (await sent(ns, call)).length - before;
  if (kind === 'drop') expect(count, 'requests for the press').to.be.at.least(1);
  else expect(count, 'requests for the press').to.equal(1);
}

// ------------------------------------------------------------------------------------------------ Create

const CREATE: Call = { method: 'POST', path: 'script-profiles' };
describeCall(BATTERY, CREATE, async ({ ns, token, kind, uncaught }) => {
  // acme is at its limit of 10 active profiles (each kind's success fills it again): room for one.
  const active = await activeProfiles(ns, token);
  if (active.count >= 10) await serverSend(ns, token, 'POST', `script-profiles/${active.results.at(-1)!.id}:archive`);

  const { portal, screen } = await openProfiles(ns);
  const add = screen.getByRole('button', { name: 'Add profile' });
  await waitFor(() => expect(add.getAttribute('aria-disabled')).to.equal(null));
  add.click();
  const panel = await findPanel(screen, 'Add script profile');
  const form = within(panel);
  const title = `Battery profile ${kind}`;
  const name = (await form.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
  await typeInto(name, title);
  await typeInto(form.getByRole('combobox', { name: 'Script' }), 'Rotate app');
  (await form.findByRole('option', { name: 'Rotate application logs' })).click();
  await form.findByRole('button', { name: 'Remove Rotate application logs' });
  const username = form.getByRole('textbox', { name: 'Run as user' }) as HTMLInputElement;
  username.select();
  await typeInto(username, `runner-${kind}`);
  const timeLimit = form.getByRole('spinbutton', { name: 'Time limit (seconds)' }) as HTMLInputElement;
  timeLimit.select();
  await typeInto(timeLimit, '120');
  form.getByRole('radio', { name: /^Recurring/ }).click();
  const schedule = (await form.findByRole('textbox', { name: 'Schedule' })) as HTMLInputElement;
  await typeInto(schedule, '0 7 * * 1-5');
  const startDate = form.getByRole('textbox', { name: /^Start date/ }) as HTMLInputElement;
  const start = startDate.value;
  expect(start, 'the start date').to.not.equal('');
  await typeInto(form.getByRole('combobox', { name: 'Tags' }), 'web');
  (await form.findByRole('option', { name: 'web' })).click();
  await form.findByRole('button', { name: 'Remove web' });
  const submit = form.getByRole('button', { name: 'Add profile' });
  await ready(submit);
  const before = (await sent(ns, CREATE)).length;

  await setOptions(ns, { faults: [faultFor(CREATE, kind)] });
  submit.click();
  await expectFailureShown(panel, CREATE, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(name.value, 'the name').to.equal(title);
  expect(form.getByRole('button', { name: 'Remove Rotate application logs' }), 'the script chosen').to.exist;
  expect(username.value, 'the user').to.equal(`runner-${kind}`);
  expect(timeLimit.value, 'the time limit').to.equal('120');
  expect((form.getByRole('radio', { name: /^Recurring/ }) as HTMLInputElement).checked, 'the trigger').to.equal(true);
  expect(schedule.value, 'the schedule').to.equal('0 7 * * 1-5');
  expect(startDate.value, 'the start date').to.equal(start);
  expect(form.getByRole('button', { name: 'Remove web' }), 'the tag chosen').to.exist;
  expect(deepText(portal)).to.not.contain('You have successfully created');
  await expectOnePress(ns, CREATE, kind, before);
  expect((await activeProfiles(ns, token)).results.map((profile) => profile.title)).to.not.include(title);

  await setOptions(ns, { faults: [] });
  const failed = (await sent(ns, CREATE)).length;
  await ready(submit);
  submit.click();
  await findNotification(screen, `You have successfully created ${title}`);
  await waitFor(() => expect(panel.isConnected, 'the panel stays open').to.equal(false));
  const posts = await sent(ns, CREATE);
  expect(posts, 'one more request for the second press').to.have.length(failed + 1);
  // The same body both times: nothing was lost between the presses.
  expect(posts.at(-1)!.body).to.deep.equal(posts.at(-2)!.body);
  const made = (await activeProfiles(ns, token)).results.filter((profile) => profile.title === title);
  expect(made, 'one profile made').to.have.length(1);
  const profile = made[0]!;
  expect({
    script_id: profile.script_id,
    username: profile.username,
    time_limit: profile.time_limit,
    tags: profile.tags,
    all_computers: profile.all_computers,
    trigger: profile.trigger.trigger_type === 'recurring' ? profile.trigger.interval : profile.trigger.trigger_type,
  }).to.deep.equal({ script_id: 1, username: `runner-${kind}`, time_limit: 120, tags: ['web'], all_computers: false, trigger: '0 7 * * 1-5' });
});

// -------------------------------------------------------------------------------------------------- Edit

/** A recurring profile per kind, so each starts from the seed. */
const EDITED: Record<FaultKind, number> = {
  '500': SCRIPT_PROFILE_SHOWCASE.nightly,
  malformed: SCRIPT_PROFILE_SHOWCASE.weekdays,
  drop: SCRIPT_PROFILE_SHOWCASE.manyRuns,
  '401': SCRIPT_PROFILE_SHOWCASE.monthly,
  '401-shown': SCRIPT_PROFILE_SHOWCASE.monthly,
};

/** What an edit may change (the next run moves with the clock: left out). */
function editable(profile: ScriptProfile) {
  const trigger = profile.trigger;
  return {
    title: profile.title,
    username: profile.username,
    time_limit: profile.time_limit,
    tags: profile.tags,
    all_computers: profile.all_computers,
    interval: trigger.trigger_type === 'recurring' ? trigger.interval : null,
    start_after: trigger.trigger_type === 'recurring' ? trigger.start_after : null,
    last_edited_at: profile.last_edited_at,
  };
}

describeCall(BATTERY, { method: 'PATCH', path: 'script-profiles/{id}' }, async ({ ns, token, kind, uncaught }) => {
  const original = await serverGet<ScriptProfile>(ns, token, `script-profiles/${EDITED[kind]}`);
  expect(original.trigger.trigger_type).to.equal('recurring');
  const call: Call = { method: 'PATCH', path: `script-profiles/${original.id}` };
  const { portal, screen } = await openProfiles(ns);
  within(await rowMenu(screen, original.title)).getByRole('menuitem', { name: /^Edit/ }).click();
  const panel = await findPanel(screen, `Edit ${original.title}`);
  const form = within(panel);
  const name = (await form.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
  expect(name.value).to.equal(original.title);
  const title = `${original.title} (${kind})`;
  await typeInto(name, ` (${kind})`);
  const username = form.getByRole('textbox', { name: 'Run as user' }) as HTMLInputElement;
  username.select();
  await typeInto(username, `editor-${kind}`);
  const timeLimit = form.getByRole('spinbutton', { name: 'Time limit (seconds)' }) as HTMLInputElement;
  timeLimit.select();
  await typeInto(timeLimit, '90');
  const schedule = form.getByRole('textbox', { name: 'Schedule' }) as HTMLInputElement;
  schedule.select();
  await typeInto(schedule, '45 5 * * *');
  const [removed, ...kept] = original.tags;
  form.getByRole('button', { name: `Remove ${removed}` }).click();
  await waitFor(() => expect(form.queryByRole('button', { name: `Remove ${removed}` })).to.equal(null));
  const startDate = form.getByRole('textbox', { name: /^Start date/ }) as HTMLInputElement;
  const start = startDate.value;
  const submit = form.getByRole('button', { name: 'Save changes' });
  await ready(submit);
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  submit.click();
  await expectFailureShown(panel, call, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(name.value, 'the name').to.equal(title);
  expect(username.value, 'the user').to.equal(`editor-${kind}`);
  expect(timeLimit.value, 'the time limit').to.equal('90');
  expect(schedule.value, 'the schedule').to.equal('45 5 * * *');
  expect(startDate.value, 'the start date').to.equal(start);
  expect(form.queryByRole('button', { name: `Remove ${removed}` }), 'the tag removed').to.equal(null);
  for (const tag of kept) expect(form.getByRole('button', { name: `Remove ${tag}` }), `the tag ${tag}`).to.exist;
  expect(deepText(portal)).to.not.contain('You have successfully saved');
  await expectOnePress(ns, call, kind, before);
  expect(editable(await serverGet<ScriptProfile>(ns, token, `script-profiles/${original.id}`)), 'the profile changed').to.deep.equal(editable(original));

  await setOptions(ns, { faults: [] });
  const failed = (await sent(ns, call)).length;
  await ready(submit);
  submit.click();
  await findNotification(screen, `You have successfully saved changes for ${title}`);
  await waitFor(() => expect(panel.isConnected, 'the panel stays open').to.equal(false));
  const patches = await sent(ns, call);
  expect(patches, 'one more request for the second press').to.have.length(failed + 1);
  expect(patches.at(-1)!.body).to.deep.equal(patches.at(-2)!.body);
  const saved = editable(await serverGet<ScriptProfile>(ns, token, `script-profiles/${original.id}`));
  expect(saved).to.deep.equal({ ...editable(original), title, username: `editor-${kind}`, time_limit: 90, tags: kept, interval: '45 5 * * *', last_edited_at: saved.last_edited_at });
  expect(saved.last_edited_at, 'the last edit').to.not.equal(original.last_edited_at);
});

// ----------------------------------------------------------------------------------------------- Archive

/** An active profile per kind (each archived by its kind's success). */
const ARCHIVED: Record<FaultKind, number> = {
  '500': SCRIPT_PROFILE_SHOWCASE.nightly,
  malformed: SCRIPT_PROFILE_SHOWCASE.postEnrollment,
  drop: SCRIPT_PROFILE_SHOWCASE.oneTimeFuture,
  '401': SCRIPT_PROFILE_SHOWCASE.monthly,
  '401-shown': SCRIPT_PROFILE_SHOWCASE.monthly,
};

describeCall(BATTERY, { method: 'POST', path: 'script-profiles/{id}:archive' }, async ({ ns, token, kind, uncaught }) => {
  const profile = await serverGet<ScriptProfile>(ns, token, `script-profiles/${ARCHIVED[kind]}`);
  expect(profile.archived).to.equal(false);
  const call: Call = { method: 'POST', path: `script-profiles/${profile.id}:archive` };
  const { portal, screen } = await openProfiles(ns);
  within(await rowMenu(screen, profile.title)).getByRole('menuitem', { name: /^Archive/ }).click();
  const dialog = await screen.findByRole('dialog', { name: `Archive ${profile.title}` });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  const phrase = `archive ${profile.title}`;
  await typeInto(field, phrase);
  const confirm = within(dialog).getByRole('button', { name: 'Archive' }) as HTMLButtonElement;
  await waitFor(() => expect(confirm.disabled).to.equal(false));
  const before = (await sent(ns, call)).length;

  await setOptions(ns, { faults: [faultFor(call, kind)] });
  confirm.click();
  await expectFailureShown(dialog, call, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value, 'the phrase typed').to.equal(phrase);
  expect(deepText(portal)).to.not.contain('You have successfully archived');
  await expectOnePress(ns, call, kind, before);
  expect((await serverGet<ScriptProfile>(ns, token, `script-profiles/${profile.id}`)).archived, 'archived').to.equal(false);

  await setOptions(ns, { faults: [] });
  const failed = (await sent(ns, call)).length;
  await waitFor(() => expect(confirm.disabled).to.equal(false));
  confirm.click();
  await findNotification(screen, `You have successfully archived "${profile.title}"`);
  await waitFor(() => expect(dialog.isConnected, 'the modal stays open').to.equal(false));
  expect(await sent(ns, call), 'one more request for the second press').to.have.length(failed + 1);
  expect((await serverGet<ScriptProfile>(ns, token, `script-profiles/${profile.id}`)).archived, 'archived').to.equal(true);
});

// -------------------------------------------------------------------------------------- Activity history

describeCall(BATTERY, { method: 'GET', path: 'script-profiles/{id}/activities' }, async ({ ns, token, kind, uncaught }) => {
  const profile = await serverGet<ScriptProfile>(ns, token, `script-profiles/${SCRIPT_PROFILE_SHOWCASE.manyRuns}`);
  const call: Call = { method: 'GET', path: `script-profiles/${profile.id}/activities` };
  const runs = await serverGet<Page<unknown>>(ns, token, `script-profiles/${profile.id}/activities?limit=20&offset=0`);
  expect(runs.count, 'the profile has runs').to.be.greaterThan(0);
  const { portal, screen, table } = await openProfiles(ns);
  await setOptions(ns, { faults: [faultFor(call, kind)] });
  within(table).getByRole('button', { name: profile.title }).click();
  const details = await findPanel(screen, profile.title);
  within(details).getByRole('tab', { name: 'Activity history' }).click();
  const history = await within(details).findByRole('tabpanel', { name: 'Activity history' });
  await expectFailureShown(history, call, kind, uncaught);
  expect(within(history).queryByRole('table', { name: 'Runs' }), 'a table beside the failure').to.equal(null);
  // Never the empty state: a failure is not "no runs".
  expect(deepText(history)).to.not.contain('No runs found');
  const retry = retryButtons(history);
  expect(retry, 'Try again beside the message').to.have.length(1);
  expect(deepText(portal)).to.contain(profile.title);

  await setOptions(ns, { faults: [] });
  const before = (await sent(ns, call)).length;
  retry[0]!.click();
  const shown = await within(history).findByRole('table', { name: 'Runs' });
  await waitFor(() => expect(shown.querySelectorAll('tbody tr')).to.have.length(Math.min(20, runs.count)));
  expect(retryButtons(history), 'Try again after the runs came').to.have.length(0);
  if (kind === '500') expect(deepText(history)).to.not.contain('Server exploded');
  expect(await sent(ns, call), 'one request for Try again').to.have.length(before + 1);
});
