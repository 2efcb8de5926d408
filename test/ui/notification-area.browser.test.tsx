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
import { announcedAs, findNotification, queryAllNotifications, queryNotification, waitFor } from '../helpers/dom.ts';
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

  it('announces a negative notification assertively, titled Error', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', message: 'Profile limit reached.' });
    const card = await findNotification(screen, 'Profile limit reached.');
    expect(within(card).getByText('Error')).to.exist;
    expect(within(card).getByText('Profile limit reached.')).to.exist;
    expect(announcedAs(card)).to.equal('assertive');
  });

  it('shows information and success politely, titled Info and Success', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'information', message: 'Sync scheduled.' });
    let card = await findNotification(screen, 'Sync scheduled.');
    expect(card.textContent).to.contain('Info');
    expect(announcedAs(card)).to.equal('polite');
    notify(store, { type: 'positive', message: 'Profile saved.' });
    card = await findNotification(screen, 'Profile saved.');
    expect(card.textContent).to.contain('Success');
    expect(announcedAs(card)).to.equal('polite');
    expect(screen.queryByText('Sync scheduled.')).to.equal(null);
  });

  it('uses the given title instead of the default', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'positive', title: 'Profile archived', message: 'Past audits remain available.' });
    const card = await findNotification(screen, 'Past audits remain available.');
    expect(within(card).getByText('Profile archived')).to.exist;
    expect(within(card).queryByText('Success')).to.equal(null);
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
    const card = await findNotification(screen, 'Run started.');
    within(card).getByRole('button', { name: 'View details' }).click();
    within(card).getByRole('button', { name: 'Undo' }).click();
    expect(clicked).to.deep.equal(['details', 'undo']);
  });

  it('is dismissed by its dismiss button, which clears the store', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', message: 'Request failed.' });
    const card = await findNotification(screen, 'Request failed.');
    within(card).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(queryNotification(screen)).to.equal(null));
    expect(store.jotai.get(notificationAtom)).to.equal(null);
  });

  it('renders hostile server strings as text', async () => {
    const { element, screen, store } = await renderView(ns, NotificationArea);
    notify(store, { type: 'negative', title: HOSTILE, message: `${HOSTILE} & <b>bold</b>` });
    const card = await findNotification(screen, `${HOSTILE} & <b>bold</b>`);
    expect(within(card).getByText(HOSTILE)).to.exist;
    expect(within(card).getByText(`${HOSTILE} & <b>bold</b>`)).to.exist;
    expect(element.shadowRoot!.querySelectorAll('img, b')).to.have.length(0);
  });

  it('lets a success notification go after 5 seconds, and keeps others', async () => {
    const { screen, store } = await renderView(ns, NotificationArea);
    const kept = holdTimeouts(SUCCESS_TIMEOUT_MS, () => notify(store, { type: 'negative', message: 'Failed.' }));
    expect(kept).to.have.length(0);
    await findNotification(screen, 'Failed.');
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

  it('gives the card no live role of its own: it sits inside exactly one live region, read as a whole', async () => {
    const { element, screen, store } = await renderView(ns, NotificationArea);
    const cases = [
      { type: 'negative', message: 'Request failed.', live: 'assertive' },
      { type: 'information', message: 'Sync scheduled.', live: 'polite' },
      { type: 'positive', message: 'Saved.', live: 'polite' },
    ] as const;
    for (const { type, message, live } of cases) {
      notify(store, { type, message });
      const card = await findNotification(screen, message);
      expect(card.hasAttribute('role'), `${type}: role`).to.equal(false);
      expect(card.hasAttribute('aria-live'), `${type}: aria-live`).to.equal(false);
      const liveAround: Element[] = [];
      for (let node: Element | null = card; node; node = node.parentElement) {
        if (node.matches('[aria-live], [role=alert], [role=status]')) liveAround.push(node);
      }
      expect(liveAround, `${type}: live regions around the card`).to.have.length(1);
      expect(liveAround[0]!.getAttribute('aria-live')).to.equal(live);
      expect(liveAround[0]!.getAttribute('aria-atomic')).to.equal('true');
      // Nothing inside the card is a live region either.
      expect(card.querySelectorAll('[aria-live], [role=alert], [role=status]'), `${type}: live inside`).to.have.length(0);
      expect(element.shadowRoot!.querySelectorAll('[role=alert], [role=status]'), `${type}: live roles`).to.have.length(0);
    }
  });

  it('shows a negative notification inside its open side panel as an alert of its own', async () => {
    function PanelPage() {
      const panel = useSidePanel();
      return (
        <>
          <NotificationArea />
          <Button onClick={() => panel.open({ title: 'Details', body: <p>Panel body</p> })}>Open</Button>
          <SidePanelHost />
        </>
      );
    }
    const { screen, store } = await renderView(ns, PanelPage);
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    notify(store, { type: 'negative', message: 'Request failed.' });
    // Rendered on its own, not in a persistent region: the card itself is the live region.
    const alert = await within(dialog).findByRole('alert');
    expect(alert.getAttribute('part')).to.equal('notification');
    expect(alert.textContent).to.contain('Request failed.');
    expect(alert.parentElement!.closest('[aria-live], [role=alert], [role=status]')).to.equal(null);
    expect(queryAllNotifications(screen, 'Request failed.')).to.deep.equal([alert]);
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
    const card = await findNotification(screen, 'Request failed.');
    expect(card.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(heading.getBoundingClientRect().top).to.equal(before);
    within(card).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(queryNotification(screen)).to.equal(null));
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
      const card = await findNotification(screen, 'Saved.');
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
