import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Modal } from '../../../src/ui/modal/Modal.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { deepActiveElement, expectFocusOn } from '../harness.tsx';
import { clickOn, renderList } from '../list/helpers.ts';

/** A screen's help button and its modal, open state held by the screen. */
function withModal(options: { refuse?: boolean } = {}) {
  let closes = 0;
  function View() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Search help
        </button>
        <button type="button">Elsewhere</button>
        <Modal
          title="Search help"
          open={open}
          onClose={() => {
            closes += 1;
            if (!options.refuse) setOpen(false);
          }}
        >
          <p>Terms combine with OR.</p>
          <a href="#docs">Documentation</a>
        </Modal>
      </>
    );
  }
  return { View, closes: () => closes };
}

async function openModal(view: Parameters<typeof renderList>[0]) {
  const rendered = await renderList(view);
  const opener = await rendered.screen.findByRole('button', { name: 'Search help' });
  opener.focus();
  await sendKeys({ press: 'Enter' });
  const dialog = (await rendered.screen.findByRole('dialog', { name: 'Search help' })) as HTMLDialogElement;
  return { ...rendered, opener, dialog };
}

/** A modal whose text is taller than the window: only text, nothing focusable in its body. */
function TallModal() {
  return (
    <Modal title="Long help" open onClose={() => undefined}>
      {Array.from({ length: 80 }, (_, index) => (
        <p key={index}>Line {index + 1} of the help.</p>
      ))}
    </Modal>
  );
}

describe('Modal', () => {
  it('lets keyboard users scroll a body taller than the window: a focusable region named like the dialog', async () => {
    const { screen, element } = await renderList(TallModal);
    const dialog = await screen.findByRole('dialog', { name: 'Long help' });
    const region = await within(dialog).findByRole('region', { name: 'Long help' });
    expect(region.getAttribute('tabindex')).to.equal('0');
    expect(region.scrollHeight).to.be.greaterThan(region.clientHeight);
    await expect(element).to.be.accessible();
  });

  it('keeps a body that fits out of the tab order', async () => {
    const { dialog } = await openModal(withModal().View);
    expect(within(dialog).queryByRole('region')).to.equal(null);
  });

  it('renders nothing while closed', async () => {
    const { screen } = await renderList(withModal().View);
    await screen.findByRole('button', { name: 'Search help' });
    expect(screen.queryByRole('dialog')).to.equal(null);
    expect(screen.getByRole('button', { name: 'Search help' }).getRootNode()).to.not.equal(null);
  });

  it('opens as a native modal dialog titled by an h2, with its content and a Close button focused', async () => {
    const { dialog } = await openModal(withModal().View);
    expect(dialog.localName).to.equal('dialog');
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const inside = within(dialog);
    expect(inside.getByRole('heading', { level: 2, name: 'Search help' })).to.exist;
    expect(inside.getByText('Terms combine with OR.')).to.exist;
    expectFocusOn(inside.getByRole('button', { name: 'Close' }));
  });

  it('keeps the rest of the page out of reach while open', async () => {
    const { screen, dialog } = await openModal(withModal().View);
    // A modal dialog makes everything else inert: a click outside does not reach it.
    await clickOn(screen.getByRole('button', { name: 'Elsewhere', hidden: true }));
    expect(dialog.open).to.equal(true);
    // Tab moves among the dialog's own controls only.
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(within(dialog).getByRole('link', { name: 'Documentation' }));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    // Past the first control focus may go to the browser's own UI, never to the page behind.
    const active = deepActiveElement();
    expect(active === document.body || dialog.contains(active), active?.outerHTML).to.equal(true);
  });

  it('closes with the Close button, focus back on the opener', async () => {
    const { View, closes } = withModal();
    const { screen, dialog, opener } = await openModal(View);
    await clickOn(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(closes()).to.equal(1);
    expectFocusOn(opener);
  });

  it('closes on Escape, focus back on the opener, and opens again', async () => {
    const { View, closes } = withModal();
    const { screen, opener } = await openModal(View);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(closes()).to.equal(1);
    expectFocusOn(opener);
    await sendKeys({ press: 'Enter' });
    const again = (await screen.findByRole('dialog')) as HTMLDialogElement;
    expect(again.open).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(closes()).to.equal(2);
    expectFocusOn(opener);
  });

  it('stays open when the caller keeps it open: Escape only asks', async () => {
    const { View, closes } = withModal({ refuse: true });
    const { dialog } = await openModal(View);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(closes()).to.equal(1));
    expect(dialog.open).to.equal(true);
    expect(dialog.isConnected).to.equal(true);
  });

  it('is accessible while open', async () => {
    const { element } = await openModal(withModal().View);
    await expect(element).to.be.accessible();
  });
});
