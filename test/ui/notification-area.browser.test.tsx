import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import {
  SUCCESS_TIMEOUT_MS,
  notificationAtom,
  notify,
  type NotificationInput,
} from '../../src/state/notifications.ts';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { waitFor } from '../helpers/dom.ts';
import { createNamespace, type SimNamespace } from '../helpers/simulator.ts';
import { renderView } from './harness.tsx';

const HOSTILE = '<img src=x onerror=alert(1)>';

/**
 * Runs `action` with the timeouts of exactly `delay` ms held back instead of scheduled, and returns
 * them to fire by hand: a fake clock for one call, without a fake-timer dependency. Other timeouts
 * (React's, the test runner's) run as usual.
 */
function holdTimeouts(delay: number, action: () => void): (() => void)[] {
  const real = window.setTimeout;
  const held: (() => void)[] = [];
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout === delay && typeof handler === 'function') {
      held.push(() => handler(...args));
      return 0;
    }
    return real(handler, timeout, ...args);
  }) as typeof window.setTimeout;
  try {
    action();
  } finally {
    window.setTimeout = real;
  }
  return held;
}

describe('notification area', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('announces a negative notification as an alert titled Error', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', message: 'Profile limit reached.' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).to.exist;
    expect(within(alert).getByText('Profile limit reached.')).to.exist;
    expect(alert.getAttribute('part')).to.equal('notification');
    expect(screen.queryByRole('status')).to.equal(null);
  });

  it('shows information and success politely, titled Info and Success', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'information', message: 'Sync scheduled.' });
    let status = await screen.findByRole('status');
    expect(status.textContent).to.contain('Info');
    expect(status.textContent).to.contain('Sync scheduled.');
    notify(store, { type: 'positive', message: 'Profile saved.' });
    await screen.findByText('Profile saved.');
    status = screen.getByRole('status');
    expect(status.textContent).to.contain('Success');
    expect(screen.queryByText('Sync scheduled.')).to.equal(null);
    expect(screen.queryByRole('alert')).to.equal(null);
  });

  it('uses the given title instead of the default', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'positive', title: 'Profile archived', message: 'Past audits remain available.' });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Profile archived')).to.exist;
    expect(within(status).queryByText('Success')).to.equal(null);
  });

  it('offers its actions as buttons', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    const clicked: string[] = [];
    notify(store, {
      type: 'positive',
      message: 'Run started.',
      actions: [
        { label: 'View details', onClick: () => clicked.push('details') },
        { label: 'Undo', onClick: () => clicked.push('undo') },
      ],
    });
    const status = await screen.findByRole('status');
    within(status).getByRole('button', { name: 'View details' }).click();
    within(status).getByRole('button', { name: 'Undo' }).click();
    expect(clicked).to.deep.equal(['details', 'undo']);
  });

  it('is dismissed by its dismiss button, which clears the store', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', message: 'Request failed.' });
    const alert = await screen.findByRole('alert');
    within(alert).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    expect(store.jotai.get(notificationAtom)).to.equal(null);
  });

  it('renders hostile server strings as text', async () => {
    const { element, screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', title: HOSTILE, message: `${HOSTILE} & <b>bold</b>` });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(HOSTILE)).to.exist;
    expect(within(alert).getByText(`${HOSTILE} & <b>bold</b>`)).to.exist;
    expect(element.shadowRoot!.querySelectorAll('img, b')).to.have.length(0);
  });

  it('lets a success notification go after 5 seconds, and keeps others', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    const kept = holdTimeouts(SUCCESS_TIMEOUT_MS, () => notify(store, { type: 'negative', message: 'Failed.' }));
    expect(kept).to.have.length(0);
    await screen.findByRole('alert');
    const expiries = holdTimeouts(SUCCESS_TIMEOUT_MS, () => notify(store, { type: 'positive', message: 'Saved.' }));
    expect(expiries).to.have.length(1);
    await screen.findByText('Saved.');
    // Still there until its time is up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Saved.')).to.exist;
    expiries[0]!();
    await waitFor(() => expect(screen.queryByText('Saved.')).to.equal(null));
  });

  it('is accessible for each type, with actions', async () => {
    const { element, screen, store } = await renderView(ns, NotificationArea);
    const inputs: NotificationInput[] = [
      { type: 'negative', message: 'Request failed.', actions: [{ label: 'Retry', onClick: () => {} }] },
      { type: 'information', message: 'Sync scheduled.' },
      { type: 'positive', message: 'Saved.', actions: [{ label: 'View details', onClick: () => {} }] },
    ];
    for (const input of inputs) {
      notify(store, input);
      await screen.findByText(input.message);
      await expect(element).to.be.accessible();
    }
  });
});
