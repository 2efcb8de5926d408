/**
 * Unavailable bulk actions say why: they stay focusable (`aria-disabled`), their reason is a tooltip
 * that describes them (hover and keyboard focus), and pressing them sends nothing.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { renderActivities, unavailable } from '../activities/helpers.ts';
import { recordEvents, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { activitiesWith, selectAllFor, showOnly, type Screen } from './helpers.ts';

const LATENCY_MS = 400;
const NOTHING_SELECTED = 'Select one or more activities first.';
const WAIT = 'Wait for the running action to finish.';

/** The text of the element that describes the control (`aria-describedby`), or null. */
function description(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  if (!id) return null;
  const described = (control.getRootNode() as ShadowRoot).getElementById(id);
  expect(described?.getAttribute('role'), 'describes it with a tooltip').to.equal('tooltip');
  return described?.textContent ?? null;
}

/** Unavailable for the reason given: aria-disabled, yet focusable, and described by that reason. */
function expectUnavailable(button: HTMLButtonElement, reason: string) {
  expect(unavailable(button), button.textContent ?? '').to.equal(true);
  expect(button.disabled, 'stays focusable').to.equal(false);
  expect(description(button)).to.equal(reason);
}

function toolbarButton(screen: Screen, name: string): HTMLButtonElement {
  const toolbar = screen.getByRole('toolbar', { name: 'Actions for the selected activities' });
  return within(toolbar).getByRole('button', { name }) as HTMLButtonElement;
}

async function hover(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('unavailable activity actions', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  afterEach(() => resetMouse());

  it('with nothing selected: each says so on hover and on keyboard focus, and a press sends nothing', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [activity!.id]);
    const approve = toolbarButton(screen, 'Approve');
    for (const name of ['Approve', 'Cancel', 'Undo', 'Redo']) expectUnavailable(toolbarButton(screen, name), NOTHING_SELECTED);
    expect(screen.queryByRole('tooltip')).to.equal(null);

    await hover(approve);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).to.equal(NOTHING_SELECTED);
    expect(approve.getAttribute('aria-describedby')).to.equal(tooltip.id);
    await expect(element).to.be.accessible();
    await hover(screen.getByRole('table', { name: 'Activities' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));

    await clearRequests(ns);
    approve.click();
    // Keyboard: focus reaches it, the reason shows, Enter and Space do nothing.
    approve.focus();
    await sendKeys({ press: 'Tab' });
    const cancel = toolbarButton(screen, 'Cancel');
    expectFocusOn(cancel);
    expect((await screen.findByRole('tooltip', { name: NOTHING_SELECTED })).id).to.equal(cancel.getAttribute('aria-describedby'));
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await expect(element).to.be.accessible();

    // Selected, Approve runs: its one request is the only action request.
    await selectAllFor(screen, 'Approve');
    expect(description(approve)).to.equal(null);
    approve.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved an activity'));
    const sent = (await requests(ns)).filter((request) => /Activities$|activities\/re/.test(request.path));
    expect(sent.map((request) => [request.path, request.query.query])).to.deep.equal([['ApproveActivities', `id:${activity!.id}`]]);
  });

  it('with a selected activity that lacks the flag: each names the flag, and a press sends nothing', async () => {
    const [unapproved] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const [failed] = await activitiesWith(ns, 'status:failed', 'reappliable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    const table = await showOnly(screen, [unapproved!.id, failed!.id]);
    (screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).click();
    await screen.findByText('2 activities selected');
    const approve = toolbarButton(screen, 'Approve');
    const redo = toolbarButton(screen, 'Redo');
    expectUnavailable(approve, 'Every selected activity must be approvable.');
    expectUnavailable(toolbarButton(screen, 'Cancel'), 'Every selected activity must be cancelable.');
    expectUnavailable(toolbarButton(screen, 'Undo'), 'Every selected activity must be undoable.');
    expectUnavailable(redo, 'Every selected activity must be redoable.');

    await hover(redo);
    expect((await screen.findByRole('tooltip')).textContent).to.equal('Every selected activity must be redoable.');
    await expect(element).to.be.accessible();

    await clearRequests(ns);
    approve.click();
    redo.focus();
    await sendKeys({ press: 'Enter' });

    // Without the failed one, Approve is available and has nothing to explain.
    within(table).getByRole('checkbox', { name: `Select ${failed!.summary}` }).click();
    await waitFor(() => expect(unavailable(approve)).to.equal(false));
    expect(description(approve)).to.equal(null);
    approve.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved an activity'));
    const sent = (await requests(ns)).filter((request) => /Activities$|activities\/re/.test(request.path));
    expect(sent.map((request) => [request.path, request.query.query])).to.deep.equal([['ApproveActivities', `id:${unapproved!.id}`]]);
  });

  it('while another action runs: the others ask to wait, and a press sends nothing', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [activity!.id]);
    const approve = await selectAllFor(screen, 'Approve');
    const cancel = toolbarButton(screen, 'Cancel');
    expect(unavailable(cancel)).to.equal(false);
    await setOptions(ns, { latencyMs: LATENCY_MS });
    await clearRequests(ns);
    approve.click();
    await waitFor(() => expect(approve.textContent).to.equal('Approving...'));
    // The running one says what it does; the others say why they wait.
    expect(description(approve)).to.equal(null);
    expectUnavailable(cancel, WAIT);
    expectUnavailable(toolbarButton(screen, 'Undo'), 'Every selected activity must be undoable.');
    await hover(cancel);
    expect((await screen.findByRole('tooltip')).textContent).to.equal(WAIT);
    await expect(element).to.be.accessible();
    cancel.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved an activity'), { timeout: 5000 });
    // The list refreshed without the selection: Cancel now asks for one.
    await waitFor(() => expect(description(cancel)).to.equal(NOTHING_SELECTED), { timeout: 5000 });
    expect(await requests(ns, { path: 'ApproveActivities' })).to.have.length(1);
    expect(await requests(ns, { path: 'CancelActivities' })).to.deep.equal([]);
  });

  it('in the details panel: while one action runs the other asks to wait, and a press sends nothing', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    const table = await showOnly(screen, [activity!.id]);
    within(table).getByRole('button', { name: activity!.summary }).click();
    const panel = await screen.findByRole('dialog', { name: activity!.summary });
    const approve = (await within(panel).findByRole('button', { name: 'Approve' })) as HTMLButtonElement;
    const cancel = within(panel).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    // Available actions have nothing to explain.
    expect(unavailable(cancel)).to.equal(false);
    expect(description(cancel)).to.equal(null);
    await setOptions(ns, { latencyMs: LATENCY_MS });
    await clearRequests(ns);
    approve.click();
    await waitFor(() => expect(approve.textContent).to.equal('Approving...'));
    expectUnavailable(cancel, WAIT);
    cancel.focus();
    expect((await screen.findByRole('tooltip')).textContent).to.equal(WAIT);
    await sendKeys({ press: 'Enter' });
    await expect(element).to.be.accessible();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved an activity'), { timeout: 5000 });
    expect(await requests(ns, { path: 'ApproveActivities' })).to.have.length(1);
    expect(await requests(ns, { path: 'CancelActivities' })).to.deep.equal([]);
  });
});
