import { expect, fixture, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useRef, useState, type JSX } from 'react';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { notificationAtom, notify } from '../../src/state/notifications.ts';
import { useStore } from '../../src/state/react.tsx';
import { closeSidePanel, sidePanelAtom, type SidePanelContent } from '../../src/state/side-panel.ts';
import { Button } from '../../src/ui/button/Button.tsx';
import { lazyScreen } from '../../src/ui/lazy-screen.ts';
import { Page } from '../../src/ui/page/Page.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { useSidePanel } from '../../src/ui/side-panel/useSidePanel.ts';
import { announcedAs, findNotification, queryAllNotifications, queryNotification, screenOf, waitFor } from '../helpers/dom.ts';
import { createNamespace, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn, renderView, renderViews, type HarnessElement } from './harness.tsx';

const EDIT: SidePanelContent = {
  title: 'Edit Okta provider',
  subtitle: 'Changes apply at the next sign-in',
  body: <p>Provider form</p>,
};

/** A page with a notification area, a button opening `content`, and this element's side panel. */
function pageOpening(content: SidePanelContent) {
  return function PanelPage() {
    const panel = useSidePanel();
    return (
      <>
        <NotificationArea />
        <Button onClick={() => panel.open(content)}>Open</Button>
        <Button onClick={panel.close}>Close from page</Button>
        <p>{panel.isOpen ? 'Own panel open' : 'No own panel'}</p>
        <SidePanelHost />
      </>
    );
  };
}

/** A body whose button opens a second panel, as a row action inside a details panel would. */
function NextPanelBody() {
  const panel = useSidePanel();
  return <Button onClick={() => panel.open({ title: 'Second panel', body: <p>Second body</p> })}>Next</Button>;
}

/** A body with a modal dialog, e.g. a delete confirmation inside a panel. */
function ModalBody() {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button onClick={() => dialog.current?.showModal()}>Ask</Button>
      <dialog ref={dialog} aria-label="Confirm">
        <Button>Confirm</Button>
      </dialog>
    </>
  );
}

/** Raises a negative notification from inside the element, as a failed request in a panel form would. */
function FailingBody() {
  const store = useStore();
  return (
    <Button onClick={() => notify(store, { type: 'negative', message: 'Provider name is taken.' })}>Save</Button>
  );
}

/** A body with its own state, as a form or a details view has. */
function Counter({ item }: { readonly item: string }) {
  const [count, setCount] = useState(0);
  return (
    <Button onClick={() => setCount(count + 1)}>
      {item} counted {count}
    </Button>
  );
}

/** A list of two items, each opening its own content in the panel. */
function TwoItemsPage() {
  const panel = useSidePanel();
  const open = (item: string) =>
    panel.open({ key: item, title: `Item ${item}`, subtitle: `Subtitle ${item}`, body: <Counter item={item} /> });
  return (
    <>
      <Button onClick={() => open('A')}>Open A</Button>
      <Button onClick={() => open('B')}>Open B</Button>
      <SidePanelHost />
    </>
  );
}

/** A page whose opener goes away once the panel is open (a row that left the list). */
function VanishingOpenerPage() {
  const panel = useSidePanel();
  const [shown, setShown] = useState(true);
  return (
    <Page title="Providers">
      {shown ? (
        <Button
          onClick={() => {
            panel.open({ title: 'Details', body: <p>Body</p> });
            setShown(false);
          }}
        >
          Open
        </Button>
      ) : null}
      <SidePanelHost />
    </Page>
  );
}

/** A body whose button goes once pressed, as Approve does once the activity is approved. */
function OneShotBody() {
  const [done, setDone] = useState(false);
  return done ? <p>Done</p> : <Button onClick={() => setDone(true)}>Run once</Button>;
}

/** A body whose code arrives when `arrive()` is called, or fails first when `failFirst`: a form loaded on first open. */
function lazyBody(failFirst: boolean) {
  let attempts = 0;
  let arrive: () => void = () => undefined;
  const Body = lazyScreen(
    () =>
      new Promise<{ Form: () => JSX.Element }>((resolve, reject) => {
        attempts += 1;
        if (failFirst && attempts === 1) reject(new Error('Failed to fetch dynamically imported module'));
        else arrive = () => resolve({ Form: () => <Button>Save provider</Button> });
      }),
    (module) => module.Form,
  );
  return { body: <Body />, arrive: () => arrive(), attempts: () => attempts };
}

async function openWithKeyboard(button: HTMLElement) {
  button.focus();
  await sendKeys({ press: 'Enter' });
}

describe('side panel', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it("says Loading... in the open panel while its body's code is on its way, then shows the body", async () => {
    const lazy = lazyBody(false);
    const { screen, element } = await renderView(ns, pageOpening({ title: 'Add provider', body: lazy.body }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Add provider' });
    expect(within(dialog).getByRole('status').textContent).to.equal('Loading...');
    await expect(element).to.be.accessible();
    lazy.arrive();
    await within(dialog).findByRole('button', { name: 'Save provider' });
    expect(within(dialog).queryByRole('status')).to.equal(null);
  });

  it("offers Try again in the panel when its body's code failed to download, and loads it then", async () => {
    const lazy = lazyBody(true);
    const { screen } = await renderView(ns, pageOpening({ title: 'Add provider', body: lazy.body }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Add provider' });
    (await within(dialog).findByRole('button', { name: 'Try again' })).click();
    await waitFor(() => expect(lazy.attempts()).to.equal(2));
    lazy.arrive();
    await within(dialog).findByRole('button', { name: 'Save provider' });
    expect(screen.getByRole('dialog', { name: 'Add provider' })).to.equal(dialog);
  });

  it('opens as a dialog named by its title, with the subtitle, body and a close button', async () => {
    const { screen } = await renderView(ns, pageOpening(EDIT));
    expect(screen.queryByRole('dialog')).to.equal(null);
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Okta provider' });
    const panel = within(dialog);
    expect(panel.getByRole('heading', { level: 2, name: 'Edit Okta provider' })).to.exist;
    expect(panel.getByText('Changes apply at the next sign-in')).to.exist;
    expect(dialog.getAttribute('aria-describedby')).to.equal(panel.getByText('Changes apply at the next sign-in').id);
    expect(panel.getByText('Provider form')).to.exist;
    expect(panel.getByRole('button', { name: 'Close side panel' })).to.exist;
    expect(dialog.getAttribute('part')).to.equal('side-panel');
    expect(screen.getByText('Own panel open')).to.exist;
  });

  it('has no subtitle when none is given', async () => {
    const { screen } = await renderView(ns, pageOpening({ title: 'Details', body: <p>Body</p> }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    expect(dialog.hasAttribute('aria-describedby')).to.equal(false);
    expect(dialog.querySelectorAll('p')).to.have.length(1);
  });

  it('takes focus on open and gives it back to the opener when the close button closes it', async () => {
    const { screen } = await renderView(ns, pageOpening(EDIT));
    const opener = await screen.findByRole('button', { name: 'Open' });
    await openWithKeyboard(opener);
    const dialog = await screen.findByRole('dialog');
    expectFocusOn(dialog);
    within(dialog).getByRole('button', { name: 'Close side panel' }).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(opener);
    expect(screen.getByText('No own panel')).to.exist;
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    const opener = await screen.findByRole('button', { name: 'Open' });
    await openWithKeyboard(opener);
    await screen.findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(store.jotai.get(sidePanelAtom)).to.equal(null);
    expectFocusOn(opener);
  });

  it('leaves Escape to a modal dialog inside it', async () => {
    const { screen } = await renderView(ns, pageOpening({ title: 'Delete', body: <ModalBody /> }));
    await openWithKeyboard(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await openWithKeyboard(within(dialog).getByRole('button', { name: 'Ask' }));
    const modal = dialog.querySelector('dialog')!;
    await waitFor(() => expect(modal.open).to.equal(true));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(modal.open).to.equal(false));
    expect(screen.getByRole('dialog', { name: 'Delete' }).isConnected).to.equal(true);
  });

  it('returns focus to the first opener after content opened from inside the panel', async () => {
    const { screen } = await renderView(ns, pageOpening({ title: 'First panel', body: <NextPanelBody /> }));
    const opener = await screen.findByRole('button', { name: 'Open' });
    await openWithKeyboard(opener);
    const first = await screen.findByRole('dialog', { name: 'First panel' });
    await openWithKeyboard(within(first).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Second panel' });
    expectFocusOn(second);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(opener);
  });

  it('replaces title, subtitle, body (with its state) and focus when another item opens', async () => {
    const { screen } = await renderView(ns, TwoItemsPage);
    await openWithKeyboard(await screen.findByRole('button', { name: 'Open A' }));
    const first = await screen.findByRole('dialog', { name: 'Item A' });
    within(first).getByRole('button', { name: 'A counted 0' }).click();
    await within(first).findByRole('button', { name: 'A counted 1' });
    const openB = screen.getByRole('button', { name: 'Open B' });
    await openWithKeyboard(openB);
    const second = await screen.findByRole('dialog', { name: 'Item B' });
    expect(within(second).getByText('Subtitle B')).to.exist;
    expect(within(second).getByRole('button', { name: 'B counted 0' })).to.exist;
    expect(within(second).queryByText(/^A counted/)).to.equal(null);
    expectFocusOn(second);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(openB);
  });

  it('returns focus to the main heading when the control that opened it is gone', async () => {
    const { screen } = await renderView(ns, VanishingOpenerPage);
    await openWithKeyboard(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open' })).to.equal(null));
    within(dialog).getByRole('button', { name: 'Close side panel' }).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(screen.getByRole('heading', { level: 1, name: 'Providers' }));
  });

  it('keeps focus in the panel when the focused control inside it goes away', async () => {
    const { screen } = await renderView(ns, pageOpening({ title: 'Run', body: <OneShotBody /> }));
    await openWithKeyboard(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run' });
    await openWithKeyboard(within(dialog).getByRole('button', { name: 'Run once' }));
    await within(dialog).findByText('Done');
    // The rescue runs in an animation frame, which a loaded machine can hold back past a second.
    await waitFor(() => expectFocusOn(dialog), { timeout: 5000 });
  });

  it('is neither clipped by an overflow: hidden host nor covered by a host z-index', async () => {
    await setViewport({ width: 1200, height: 700 });
    const wrapper = await fixture<HTMLElement>(html`<div>
      <div style="position: relative; width: 120px; height: 80px; overflow: hidden; transform: translateZ(0)">
        <landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
          <test-ui-harness .view=${pageOpening(EDIT)}></test-ui-harness>
        </landscape-root>
      </div>
      <div style="position: fixed; inset: 0; z-index: 2147483647"></div>
    </div>`);
    const harness = wrapper.querySelector<HarnessElement>('test-ui-harness')!;
    const screen = screenOf(harness);
    const opener = await screen.findByRole('button', { name: 'Open' });
    opener.click();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Okta provider' });
    const box = dialog.getBoundingClientRect();
    expect({ top: box.top, right: box.right, bottom: box.bottom }).to.deep.equal({ top: 0, right: 1200, bottom: 700 });
    for (const [x, y] of [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 5, box.top + 5],
      [box.right - 5, box.bottom - 5],
    ] as const) {
      const hit = harness.shadowRoot!.elementFromPoint(x, y);
      expect(hit !== null && dialog.contains(hit), `the panel is on top at ${x},${y}`).to.equal(true);
    }
    closeSidePanel((wrapper.querySelector('landscape-root') as LandscapeRoot).store);
  });

  it('closes when the store closes it (the portal does on a path change)', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    (await screen.findByRole('button', { name: 'Open' })).click();
    await screen.findByRole('dialog');
    closeSidePanel(store);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('is medium by default, small and large on request, and full width when the screen is narrow', async () => {
    await setViewport({ width: 1400, height: 800 });
    const widths: Record<string, number> = {};
    for (const size of ['small', 'medium', 'large', undefined] as const) {
      const { screen } = await renderView(ns, pageOpening({ ...EDIT, size }));
      (await screen.findByRole('button', { name: 'Open' })).click();
      const dialog = await screen.findByRole('dialog');
      widths[size ?? 'default'] = dialog.getBoundingClientRect().width;
      expect(dialog.getBoundingClientRect().right).to.equal(1400);
      closeSidePanel((dialog.getRootNode() as ShadowRoot).host.closest('landscape-root')!.store);
    }
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(widths).to.deep.equal({ small: 26 * rem, medium: 40 * rem, large: 60 * rem, default: 40 * rem });
    await setViewport({ width: 380, height: 800 });
    const { screen } = await renderView(ns, pageOpening({ ...EDIT, size: 'small' }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    expect((await screen.findByRole('dialog')).getBoundingClientRect().width).to.equal(380);
  });

  it('clears the current notification when it opens', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    notify(store, { type: 'information', message: 'Heads up' });
    await findNotification(screen, 'Heads up');
    (await screen.findByRole('button', { name: 'Open' })).click();
    await screen.findByRole('dialog');
    expect(store.jotai.get(notificationAtom)).to.equal(null);
    expect(queryNotification(screen)).to.equal(null);
  });

  it('shows a negative notification inside the panel, not in the notification area', async () => {
    const { screen, store } = await renderView(ns, pageOpening({ title: 'Edit', body: <FailingBody /> }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Save' }).click();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).to.contain('Provider name is taken.');
    expect(screen.getAllByRole('alert')).to.have.length(1);
    // The only card anywhere: the notification area does not show it as well.
    const cards = queryAllNotifications(screen);
    expect(cards).to.have.length(1);
    expect(cards[0]).to.equal(alert);
    // Dismissing it inside the panel clears it for everyone.
    within(alert).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(queryNotification(screen)).to.equal(null));
    expect(store.jotai.get(notificationAtom)).to.equal(null);
  });

  it('leaves other notifications in the notification area while open', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    notify(store, { type: 'positive', message: 'Saved.' });
    const card = await findNotification(screen, 'Saved.');
    expect(announcedAs(card)).to.equal('polite');
    expect(dialog.contains(card)).to.equal(false);
    expect(within(dialog).queryByText('Saved.')).to.equal(null);
  });

  it('moves a negative notification back to the area once closed', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    notify(store, { type: 'negative', message: 'Request failed.' });
    await within(dialog).findByRole('alert');
    within(dialog).getByRole('button', { name: 'Close side panel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(announcedAs(await findNotification(screen, 'Request failed.'))).to.equal('assertive');
  });

  it('shows only in the element that opened it', async () => {
    const { screens, store } = await renderViews(ns, [pageOpening(EDIT), pageOpening(EDIT)]);
    const [owner, other] = screens as [(typeof screens)[0], (typeof screens)[0]];
    (await owner.findByRole('button', { name: 'Open' })).click();
    await owner.findByRole('dialog', { name: 'Edit Okta provider' });
    expect(other.queryByRole('dialog')).to.equal(null);
    expect(other.getByText('No own panel')).to.exist;
    // The other element's close() leaves a panel it did not open alone.
    other.getByRole('button', { name: 'Close from page' }).click();
    expect(store.jotai.get(sidePanelAtom)).to.not.equal(null);
    // A negative notification shows in the owner's panel; the other element still has its own area.
    notify(store, { type: 'negative', message: 'Request failed.' });
    const inPanel = await within(owner.getByRole('dialog')).findByRole('alert');
    const ownerCards = queryAllNotifications(owner);
    expect(ownerCards).to.have.length(1);
    expect(ownerCards[0]).to.equal(inPanel);
    expect(announcedAs(await findNotification(other, 'Request failed.'))).to.equal('assertive');
    owner.getByRole('button', { name: 'Close from page' }).click();
    await waitFor(() => expect(owner.queryByRole('dialog')).to.equal(null));
  });

  it('is accessible while open, with a notification inside', async () => {
    const { element, screen, store } = await renderView(ns, pageOpening(EDIT));
    (await screen.findByRole('button', { name: 'Open' })).click();
    await screen.findByRole('dialog');
    notify(store, { type: 'negative', message: 'Request failed.', actions: [{ label: 'Retry', onClick: () => {} }] });
    await screen.findByRole('alert');
    await expect(element).to.be.accessible();
  });
});
