import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { PassRateFilter } from '../../src/features/security-profiles/PassRateFilter.tsx';
import { waitFor } from '../helpers/dom.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { clickOn, renderList } from '../ui/list/helpers.ts';

/** The filter as the screen holds it: applied bounds in state (the address, in the portal). */
function passRate(initial: { from?: number; to?: number } = {}) {
  const applied: [number, number][] = [];
  function View() {
    const [range, setRange] = useState({ from: initial.from ?? 0, to: initial.to ?? 100 });
    return (
      <>
        <PassRateFilter
          from={range.from}
          to={range.to}
          onApply={(from, to) => {
            applied.push([from, to]);
            setRange({ from, to });
          }}
        />
        <output>{`${range.from}|${range.to}`}</output>
      </>
    );
  }
  return { View, applied };
}

async function openFilter(view: Parameters<typeof renderList>[0], name: string | RegExp = /^Pass rate/) {
  const rendered = await renderList(view);
  const button = await rendered.screen.findByRole('button', { name });
  await clickOn(button);
  const dialog = await rendered.screen.findByRole('dialog', { name: 'Pass rate' });
  const panel = within(dialog);
  return {
    ...rendered,
    button,
    dialog,
    from: panel.getByLabelText(/^From %/) as HTMLInputElement,
    to: panel.getByLabelText(/^To %/) as HTMLInputElement,
    reset: panel.getByRole('button', { name: 'Reset' }),
    apply: panel.getByRole('button', { name: 'Apply' }),
  };
}

/** The message under a field, read as a screen reader does: through aria-describedby. */
function messageOf(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

/** Replaces a field's text by typing, as a keyboard user does. */
async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

describe('PassRateFilter', () => {
  it('opens From % and To % with the applied bounds, required, Reset and Apply, focus in From', async () => {
    const { from, to, reset, apply, button } = await openFilter(passRate().View, 'Pass rate');
    expect([from.value, to.value]).to.deep.equal(['0', '100']);
    expect(from.getAttribute('aria-required')).to.equal('true');
    expect(to.getAttribute('aria-required')).to.equal('true');
    expect(reset).to.exist;
    expect(apply.getAttribute('type')).to.equal('submit');
    expect(button.getAttribute('aria-label')).to.equal(null);
    expectFocusOn(from);
  });

  for (const [typed, message] of [
    ['', 'This field is required.'],
    ['-1', 'Must not be negative'],
    ['101', 'Must not be greater than 100'],
    ['1.5', 'Enter an integer'],
    ['abc', 'Enter an integer'],
  ] as const) {
    it(`refuses '${typed}' in From: '${message}', keeping what was typed`, async () => {
      const { View, applied } = passRate();
      const { from, to, apply, dialog } = await openFilter(View);
      await typeInto(from, typed);
      await clickOn(apply);
      await waitFor(() => expect(messageOf(from)).to.equal(message));
      expect(from.getAttribute('aria-invalid')).to.equal('true');
      expect(to.hasAttribute('aria-invalid')).to.equal(false);
      expect(within(dialog).getByText(message)).to.exist;
      expect(from.value).to.equal(typed);
      expect(dialog.isConnected).to.equal(true);
      expect(applied).to.deep.equal([]);
      expectFocusOn(from);
    });
  }

  it("refuses To below From: 'Must not be less than minimum pass rate' on To; equal applies", async () => {
    const { View, applied } = passRate();
    const { from, to, apply } = await openFilter(View);
    await typeInto(from, '60');
    await typeInto(to, '59');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('Must not be less than minimum pass rate'));
    expect(from.hasAttribute('aria-invalid')).to.equal(false);
    expect(applied).to.deep.equal([]);
    expectFocusOn(to);
    await typeInto(to, '60');
    await clickOn(apply);
    await waitFor(() => expect(applied).to.deep.equal([[60, 60]]));
  });

  it('shows both messages at once', async () => {
    const { from, to, apply } = await openFilter(passRate().View);
    await typeInto(from, 'x');
    await typeInto(to, '200');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(from)).to.equal('Enter an integer'));
    expect(messageOf(to)).to.equal('Must not be greater than 100');
  });

  it('applies valid bounds once as numbers and closes, focus back on the button, badge 2', async () => {
    const { View, applied } = passRate();
    const { from, to, apply, screen, button } = await openFilter(View, 'Pass rate');
    await typeInto(from, '20');
    await typeInto(to, '80');
    await clickOn(apply);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(applied).to.deep.equal([[20, 80]]);
    expect(typeof applied[0]![0]).to.equal('number');
    expect(button.getAttribute('aria-label')).to.equal('Pass rate, 2 set');
    expect(screen.getByRole('button', { name: 'Pass rate, 2 set' })).to.equal(button);
    expect(within(button).getByText('2')).to.exist;
    expectFocusOn(button);
  });

  it('counts 1 with one bound away from its default, by keyboard only (Enter applies)', async () => {
    const { View, applied } = passRate();
    const { screen } = await renderList(View);
    const button = await screen.findByRole('button', { name: 'Pass rate' });
    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Pass rate' });
    const from = within(dialog).getByLabelText(/^From %/) as HTMLInputElement;
    expectFocusOn(from);
    await sendKeys({ press: 'Tab' });
    const to = within(dialog).getByLabelText(/^To %/) as HTMLInputElement;
    expectFocusOn(to);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '90' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(applied).to.deep.equal([[0, 90]]));
    const counted = await screen.findByRole('button', { name: 'Pass rate, 1 set' });
    expect(within(counted).getByText('1')).to.exist;
    expectFocusOn(counted);
    await renderList(passRate({ from: 10 }).View).then(({ screen: other }) => other.findByRole('button', { name: 'Pass rate, 1 set' }));
  });

  it('resets: 0 and 100 in the fields, messages gone, applied at once, stays open, no badge', async () => {
    const { View, applied } = passRate({ from: 30, to: 70 });
    const { from, to, apply, reset, screen, button } = await openFilter(View, 'Pass rate, 2 set');
    expect([from.value, to.value]).to.deep.equal(['30', '70']);
    await typeInto(to, '10');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('Must not be less than minimum pass rate'));
    await clickOn(reset);
    await waitFor(() => expect(applied).to.deep.equal([[0, 100]]));
    expect([from.value, to.value]).to.deep.equal(['0', '100']);
    expect(messageOf(to)).to.equal(null);
    expect(screen.getByRole('dialog')).to.exist;
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal(null));
    expect(screen.getByRole('button', { name: 'Pass rate' })).to.equal(button);
  });

  it('drops unapplied edits when Escape closes it', async () => {
    const { View, applied } = passRate({ from: 25 });
    const { from, screen, button } = await openFilter(View);
    await typeInto(from, '55');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(button);
    await sendKeys({ press: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^From %/) as HTMLInputElement).value).to.equal('25');
    expect(applied).to.deep.equal([]);
  });

  it('is accessible closed, open, and with both messages', async () => {
    const { element, from, to, apply, button } = await openFilter(passRate({ to: 90 }).View);
    await expect(element).to.be.accessible();
    await typeInto(from, '');
    await typeInto(to, '-1');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('Must not be negative'));
    expect(messageOf(from)).to.equal('This field is required.');
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).to.equal('false'));
    await expect(element).to.be.accessible();
  });
});
