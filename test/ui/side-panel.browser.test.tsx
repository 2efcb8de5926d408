import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useRef } from 'react';
import { notificationAtom, notify } from '../../src/state/notifications.ts';
import { useStore } from '../../src/state/react.tsx';
import { closeSidePanel, sidePanelAtom, type SidePanelContent } from '../../src/state/side-panel.ts';
import { Button } from '../../src/ui/button/Button.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { useSidePanel } from '../../src/ui/side-panel/useSidePanel.ts';
import { waitFor } from '../helpers/dom.ts';
import { createNamespace, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn, renderView, renderViews } from './harness.tsx';

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
    await screen.findByRole('status');
    (await screen.findByRole('button', { name: 'Open' })).click();
    await screen.findByRole('dialog');
    expect(store.jotai.get(notificationAtom)).to.equal(null);
    expect(screen.queryByRole('status')).to.equal(null);
  });

  it('shows a negative notification inside the panel, not in the notification area', async () => {
    const { screen, store } = await renderView(ns, pageOpening({ title: 'Edit', body: <FailingBody /> }));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Save' }).click();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).to.contain('Provider name is taken.');
    expect(screen.getAllByRole('alert')).to.have.length(1);
    // Dismissing it inside the panel clears it for everyone.
    within(alert).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    expect(store.jotai.get(notificationAtom)).to.equal(null);
  });

  it('leaves other notifications in the notification area while open', async () => {
    const { screen, store } = await renderView(ns, pageOpening(EDIT));
    (await screen.findByRole('button', { name: 'Open' })).click();
    const dialog = await screen.findByRole('dialog');
    notify(store, { type: 'positive', message: 'Saved.' });
    const status = await screen.findByRole('status');
    expect(dialog.contains(status)).to.equal(false);
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
    expect((await screen.findByRole('alert')).textContent).to.contain('Request failed.');
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
    await within(owner.getByRole('dialog')).findByRole('alert');
    expect(owner.getAllByRole('alert')).to.have.length(1);
    expect((await other.findByRole('alert')).textContent).to.contain('Request failed.');
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
