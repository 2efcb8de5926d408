import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { ApiError } from '../../../src/api/errors.ts';
import { ConfirmModal, type ConfirmText } from '../../../src/ui/modal/ConfirmModal.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickOn, renderList } from '../list/helpers.ts';

/** An action the test settles by hand, counting its calls. */
function controlledAction() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const run = () => new Promise<void>((resolve, reject) => calls.push({ resolve, reject }));
  return { run, calls };
}

function withConfirm(run: () => Promise<unknown>, confirmText?: ConfirmText) {
  function View() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete provider
        </button>
        <ConfirmModal
          title="Delete identity provider"
          open={open}
          onClose={() => setOpen(false)}
          confirmLabel="Delete"
          progressLabel="Deleting…"
          appearance="negative"
          onConfirm={run}
          confirmText={confirmText}
        >
          <p>This will delete the Okta provider.</p>
        </ConfirmModal>
      </>
    );
  }
  return View;
}

async function open(view: Parameters<typeof renderList>[0]) {
  const rendered = await renderList(view);
  const opener = await rendered.screen.findByRole('button', { name: 'Delete provider' });
  opener.focus();
  await sendKeys({ press: 'Enter' });
  const dialog = await rendered.screen.findByRole('dialog', { name: 'Delete identity provider' });
  const inside = within(dialog);
  return { ...rendered, opener, dialog, inside, confirm: inside.getByRole('button', { name: 'Delete' }) as HTMLButtonElement };
}

describe('ConfirmModal', () => {
  it('shows its title, body, Cancel and the confirm button; Cancel closes without the action', async () => {
    const action = controlledAction();
    const { dialog, inside, screen, opener, confirm } = await open(withConfirm(action.run));
    expect(inside.getByText('This will delete the Okta provider.')).to.exist;
    expect(confirm.disabled).to.equal(false);
    expect((dialog as HTMLDialogElement).matches(':modal')).to.equal(true);
    await clickOn(inside.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(action.calls).to.have.length(0);
    expectFocusOn(opener);
  });

  it('runs the action once however fast it is pressed, showing progress, and closes when it succeeds', async () => {
    const action = controlledAction();
    const { screen, inside, confirm, opener } = await open(withConfirm(action.run));
    // Two presses in one go, before React re-renders the button.
    confirm.click();
    confirm.click();
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal('true'));
    // Busy, it keeps focus in the dialog: aria-disabled, not disabled.
    expect(confirm.getAttribute('aria-disabled')).to.equal('true');
    expect(confirm.textContent).to.equal('Deleting…');
    await clickOn(confirm);
    await sendKeys({ press: 'Enter' });
    expect(action.calls).to.have.length(1);
    expect(inside.queryByRole('alert')).to.equal(null);
    action.calls[0]!.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(action.calls).to.have.length(1);
    expectFocusOn(opener);
  });

  it('shows the server’s message when the action fails, stays open, and can try again', async () => {
    const action = controlledAction();
    const { dialog, inside, screen, confirm } = await open(withConfirm(action.run));
    await clickOn(confirm);
    await waitFor(() => expect(action.calls).to.have.length(1));
    action.calls[0]!.reject(new ApiError('The provider is in use by 3 accounts.', 409));
    const alert = await inside.findByRole('alert');
    expect(alert.textContent).to.contain('The provider is in use by 3 accounts.');
    expect(screen.getByRole('dialog')).to.equal(dialog);
    expect(confirm.disabled).to.equal(false);
    expect(confirm.hasAttribute('aria-busy')).to.equal(false);
    expect(confirm.textContent).to.equal('Delete');
    await expect(dialog).to.be.accessible();
    await clickOn(confirm);
    await waitFor(() => expect(action.calls).to.have.length(2));
    // The old message goes while the new try runs.
    expect(inside.queryByRole('alert')).to.equal(null);
    action.calls[1]!.resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  describe('with text to type', () => {
    const confirmText: ConfirmText = { text: 'archive Weekly audit', before: 'Type ', after: ' to confirm' };

    it('keeps the button disabled until the text matches exactly; then Enter confirms once', async () => {
      const action = controlledAction();
      const { inside, screen, confirm, dialog } = await open(withConfirm(action.run, confirmText));
      const field = inside.getByRole('textbox', { name: 'Type archive Weekly audit to confirm' }) as HTMLInputElement;
      expect(within(field.labels![0]!).getByText('archive Weekly audit').localName).to.equal('strong');
      expectFocusOn(field);
      expect(confirm.disabled).to.equal(true);
      await sendKeys({ type: 'archive weekly audit' });
      await waitFor(() => expect(field.value).to.equal('archive weekly audit'));
      expect(confirm.disabled).to.equal(true);
      await sendKeys({ press: 'Enter' });
      expect(action.calls).to.have.length(0);
      await expect(dialog).to.be.accessible();
      field.select();
      await sendKeys({ type: 'archive Weekly audit' });
      await waitFor(() => expect(confirm.disabled).to.equal(false));
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(action.calls).to.have.length(1));
      expect(confirm.getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'Enter' });
      expect(action.calls).to.have.length(1);
      action.calls[0]!.resolve();
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    });

    it('opens with the field empty again after closing', async () => {
      const action = controlledAction();
      const { screen, opener } = await open(withConfirm(action.run, confirmText));
      await sendKeys({ type: 'archive' });
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
      expect(screen.queryByRole('textbox')).to.equal(null);
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const again = await screen.findByRole('textbox', { name: 'Type archive Weekly audit to confirm' });
      expect((again as HTMLInputElement).value).to.equal('');
    });
  });

  it('is accessible open and while running', async () => {
    const action = controlledAction();
    const { dialog, confirm } = await open(withConfirm(action.run));
    await expect(dialog).to.be.accessible();
    await clickOn(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal('true'));
    await expect(dialog).to.be.accessible();
    action.calls[0]!.resolve();
  });
});
