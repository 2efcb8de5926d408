import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { renderActivities, unavailable } from '../activities/helpers.ts';
import { announcedAs, findNotification, recordEvents, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { activitiesWith, approveElsewhere, selectAllFor, showOnly } from './helpers.ts';

const LATENCY_MS = 400;

/** Each bulk action: what it needs, what it is called while running, where it is sent, the notice. */
const CASES = [
  { action: 'Approve', running: 'Approving...', query: 'status:unapproved', flag: 'approvable', path: 'ApproveActivities', notice: 'You have successfully approved an activity' },
  { action: 'Cancel', running: 'Canceling...', query: 'status:undelivered', flag: 'cancelable', path: 'CancelActivities', notice: 'You have successfully canceled an activity' },
  { action: 'Undo', running: 'Undoing...', query: 'status:succeeded', flag: 'revertable', path: 'activities/revert', notice: 'You have successfully undone an activity' },
  { action: 'Redo', running: 'Redoing...', query: 'status:failed', flag: 'reappliable', path: 'activities/reapply', notice: 'You have successfully redone an activity' },
] as const;

describe('activity actions', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  for (const { action, running, query, flag, path, notice } of CASES) {
    it(`${action}: a double-click sends one request, and the button says "${running}" while it runs`, async () => {
      const [activity] = await activitiesWith(ns, query, flag);
      const { element, screen } = await renderActivities(ns);
      const notes = recordEvents(element, 'landscape-notify');
      await showOnly(screen, [activity!.id]);
      const button = await selectAllFor(screen, action);
      await setOptions(ns, { latencyMs: LATENCY_MS });
      await clearRequests(ns);
      // Two presses before React re-renders, then one more on the busy button.
      button.click();
      button.click();
      await waitFor(() => expect(button.textContent).to.equal(running));
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(screen.getByRole('button', { name: running })).to.equal(button);
      button.click();
      expect(notes, 'no notice before the server answered').to.have.length(0);
      await waitFor(() => expect(notes.map((note) => note.title)).to.include(notice), { timeout: 5000 });
      // The first request has completed: a second one would have been recorded by now.
      const sent = await requests(ns, { path });
      expect(sent, `${path} requests`).to.have.length(1);
      await waitFor(() => expect(button.textContent).to.equal(action), { timeout: 5000 });
      expect(button.getAttribute('aria-busy')).to.equal('false');
    });
  }

  it('counts the activities the server acted on, not those selected', async () => {
    const [first, second] = await activitiesWith(ns, 'status:unapproved', 'approvable', 2);
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [first!.id, second!.id]);
    const approve = await selectAllFor(screen, 'Approve');
    await screen.findByText('2 activities selected');
    // Someone else approves one meanwhile: the server approves only the other.
    await approveElsewhere(ns, first!.id);
    await clearRequests(ns);
    approve.click();
    await waitFor(() => expect(notes.map((note) => note.type)).to.include('positive'));
    expect(notes.filter((note) => note.type === 'positive').map((note) => note.title)).to.deep.equal([
      'You have successfully approved an activity',
    ]);
    const [call] = await requests(ns, { path: 'ApproveActivities' });
    expect(call?.query.query).to.equal(`id:${first!.id} OR id:${second!.id}`);
  });

  it('says so when the server acted on none of them', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [activity!.id]);
    const approve = await selectAllFor(screen, 'Approve');
    await approveElsewhere(ns, activity!.id);
    approve.click();
    await waitFor(() => expect(notes).to.have.length(1));
    expect(notes[0]).to.deep.include({ type: 'information', title: 'No activity was approved' });
  });

  it("shows the server's message when an action fails, and no success", async () => {
    const [activity] = await activitiesWith(ns, 'status:failed', 'reappliable');
    await setOptions(ns, {
      faults: [{ path: 'activities/reapply', status: 409, body: { error: 'Conflict', message: 'The instance is being decommissioned.' } }],
    });
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [activity!.id]);
    (await selectAllFor(screen, 'Redo')).click();
    expect(announcedAs(await findNotification(screen, 'The instance is being decommissioned.'))).to.equal('assertive');
    expect(notes.map((note) => note.type)).to.deep.equal(['negative']);
    // Still selected and available: the user may try again.
    await waitFor(() => expect(unavailable(screen.getByRole('button', { name: 'Redo' }))).to.equal(false));
  });

  it('treats an answer that is not a list of ids as a failure', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    await setOptions(ns, { faults: [{ path: 'ApproveActivities', status: 200, body: { ok: true } }] });
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await showOnly(screen, [activity!.id]);
    (await selectAllFor(screen, 'Approve')).click();
    expect(announcedAs(await findNotification(screen, 'could not be read'))).to.equal('assertive');
    expect(notes.map((note) => note.type)).to.deep.equal(['negative']);
  });

  it('keeps focus on the pressed button once it is unavailable after the action, says why, and stays accessible', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    await showOnly(screen, [activity!.id]);
    const approve = await selectAllFor(screen, 'Approve');
    await setOptions(ns, { latencyMs: LATENCY_MS });
    approve.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(approve.textContent).to.equal('Approving...'));
    await expect(element).to.be.accessible();
    // Once the list is fresh the selection is gone and Approve is unavailable, yet keeps focus and says why.
    await waitFor(() => expect(approve.getAttribute('aria-busy')).to.equal('false'), { timeout: 5000 });
    expect(approve.textContent).to.equal('Approve');
    expect(unavailable(approve)).to.equal(true);
    expectFocusOn(approve);
    expect(within(screen.getByRole('toolbar', { name: 'Actions for the selected activities' })).getByRole('button', { name: 'Approve' })).to.equal(approve);
    expect((await screen.findByRole('tooltip')).textContent).to.equal('Select one or more activities first.');
    await expect(element).to.be.accessible();
  });

  it('the details panel runs an action once, then keeps focus in the panel when its button goes', async () => {
    const [activity] = await activitiesWith(ns, 'status:unapproved', 'approvable');
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    const table = await showOnly(screen, [activity!.id]);
    const opener = within(table).getByRole('button', { name: activity!.summary });
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const panel = await screen.findByRole('dialog', { name: activity!.summary });
    expect(within(panel).getByText(`Activity #${activity!.id}`, { exact: false })).to.exist;
    const approve = await within(panel).findByRole('button', { name: 'Approve' });
    await setOptions(ns, { latencyMs: LATENCY_MS });
    await clearRequests(ns);
    approve.focus();
    await sendKeys({ press: 'Enter' });
    approve.click();
    await waitFor(() => expect(approve.textContent).to.equal('Approving...'));
    expect(approve.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved an activity'), { timeout: 5000 });
    expect(await requests(ns, { path: 'ApproveActivities' })).to.have.length(1);
    // Approved, the activity is no longer approvable: the button goes, focus stays in the panel.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: /^Approv/ })).to.equal(null), { timeout: 5000 });
    await waitFor(() => expectFocusOn(panel));
    await expect(element).to.be.accessible();
    // Closing returns to the row that opened it.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(opener);
  });
});
