import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import {
  SUCCESS_TIMEOUT_MS,
  notificationAtom,
  notify,
  type NotificationInput,
} from '../../src/state/notifications.ts';
import { setViewport } from '@web/test-runner-commands';
import { Button } from '../../src/ui/button/Button.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { useSidePanel } from '../../src/ui/side-panel/useSidePanel.ts';
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
    // Still there until its time is up: its expiry is held, and nothing else takes it away.
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

  it('has its live regions before any message arrives, and puts each message in one of them', async () => {
    const { element, screen, store } = await renderView(ns, NotificationArea);
    const regions = () => [...element.shadowRoot!.querySelectorAll('[aria-live]')];
    await waitFor(() => expect(regions()).to.have.length(2));
    const [assertive, polite] = regions();
    expect(regions().map((region) => region.getAttribute('aria-live'))).to.deep.equal(['assertive', 'polite']);
    expect(assertive!.textContent).to.equal('');
    expect(polite!.textContent).to.equal('');
    notify(store, { type: 'negative', message: 'Request failed.' });
    await screen.findByText('Request failed.');
    // The very regions that were there before, not new ones that appeared with the message.
    expect(regions()).to.deep.equal([assertive, polite]);
    expect(assertive!.textContent).to.contain('Request failed.');
    expect(polite!.textContent).to.equal('');
    notify(store, { type: 'information', message: 'Sync scheduled.' });
    await screen.findByText('Sync scheduled.');
    expect(regions()).to.deep.equal([assertive, polite]);
    expect(assertive!.textContent).to.equal('');
    expect(polite!.textContent).to.contain('Sync scheduled.');
  });

  it('does not push the content down and back', async () => {
    function Page() {
      return (
        <>
          <NotificationArea />
          <h1>Page content</h1>
        </>
      );
    }
    const { screen, store } = await renderView(ns, Page);
    const heading = await screen.findByRole('heading', { name: 'Page content' });
    const before = heading.getBoundingClientRect().top;
    notify(store, { type: 'negative', message: 'Request failed.', actions: [{ label: 'Retry', onClick: () => {} }] });
    const alert = await screen.findByRole('alert');
    expect(alert.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(heading.getBoundingClientRect().top).to.equal(before);
    within(alert).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    expect(heading.getBoundingClientRect().top).to.equal(before);
  });

  for (const size of ['small', 'medium', 'large'] as const) {
    it(`stays visible beside or above an open ${size} side panel`, async () => {
      await setViewport({ width: 1280, height: 800 });
      function PanelPage() {
        const panel = useSidePanel();
        return (
          <>
            <NotificationArea />
            <Button onClick={() => panel.open({ title: 'Details', size, body: <p>Panel body</p> })}>Open</Button>
            <SidePanelHost />
          </>
        );
      }
      const { element, screen, store } = await renderView(ns, PanelPage);
      (await screen.findByRole('button', { name: 'Open' })).click();
      const dialog = await screen.findByRole('dialog');
      notify(store, { type: 'positive', message: 'Saved.' });
      const card = await screen.findByRole('status');
      // Give the panel and the region a frame to settle in the top layer.
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      const box = card.getBoundingClientRect();
      expect(box.top).to.be.at.least(0);
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(window.innerWidth);
      // Nothing covers it: what is drawn at its corners is the card itself.
      for (const [x, y] of [
        [box.left + 4, box.top + 4],
        [box.right - 4, box.top + 4],
        [box.left + 4, box.bottom - 4],
        [box.right - 4, box.bottom - 4],
      ] as const) {
        expect(card.contains(element.shadowRoot!.elementFromPoint(x, y)), `${size}: covered at ${x},${y}`).to.equal(true);
      }
      // Where there is room, it stands beside the panel rather than over it.
      if (window.innerWidth - dialog.getBoundingClientRect().width > box.width + 32) {
        expect(box.right).to.be.at.most(dialog.getBoundingClientRect().left);
      }
    });
  }
});
