import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { setNumberLocale } from '../../../src/lib/numbers.ts';
import { DateRangeFilter } from '../../../src/ui/list/index.ts';
import { waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickOn, renderList, setValue } from './helpers.ts';

/** The filter as a screen holds it: applied dates in state (the address, in the portal). */
function dateRange(initial: { from?: string; to?: string; label?: string } = {}) {
  const applied: [string, string][] = [];
  function View() {
    const [range, setRange] = useState({ from: initial.from ?? '', to: initial.to ?? '' });
    return (
      <>
        <DateRangeFilter
          from={range.from}
          to={range.to}
          label={initial.label}
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

async function openFilter(view: Parameters<typeof renderList>[0], name: string | RegExp = /^Date range/) {
  const rendered = await renderList(view);
  const button = await rendered.screen.findByRole('button', { name });
  await clickOn(button);
  const dialog = await rendered.screen.findByRole('dialog', { name: 'Date range' });
  const panel = within(dialog);
  // The popover's form is code of its own, in once the page was idle, else on first open.
  const from = (await panel.findByLabelText('From')) as HTMLInputElement;
  return {
    ...rendered,
    button,
    dialog,
    from,
    to: panel.getByLabelText('To') as HTMLInputElement,
    reset: panel.getByRole('button', { name: 'Reset' }),
    apply: panel.getByRole('button', { name: 'Apply' }),
  };
}

/** The error message under a field, read as a screen reader does: through aria-describedby. */
function messageOf(input: HTMLInputElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const root = input.getRootNode() as ShadowRoot;
  const error = ids.map((id) => root.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return error?.textContent ?? null;
}

/** The help under a field (the date format's example), through aria-describedby. */
function helpOf(input: HTMLInputElement): string | null {
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((one) => one.endsWith('-help'));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

/** The browser's own date input behind a field's calendar button. */
const calendarOf = (input: HTMLInputElement) => input.parentElement!.querySelector<HTMLInputElement>('input[type="datetime-local"]')!;

describe('DateRangeFilter', () => {
  // A root's locale is the page's for counts (src/lib/numbers.ts): back to the browser's after each test.
  afterEach(() => setNumberLocale(undefined));

  it("opens From and To date fields in the page's locale with Reset and Apply, focus in From", async () => {
    const { from, to, reset, apply, dialog } = await openFilter(dateRange().View, 'Date range');
    // Text fields: a browser's date input follows the browser's language, not the page's.
    expect(from.type).to.equal('text');
    expect(to.type).to.equal('text');
    expect(helpOf(from)).to.equal('For example, 12/31/2026, 23:59');
    expect(within(dialog).getAllByRole('button', { name: 'Choose a date and time' })).to.have.length(2);
    expect(from.value).to.equal('');
    expect(reset).to.exist;
    expect(apply.getAttribute('type')).to.equal('submit');
    await waitFor(() => expectFocusOn(from));
  });

  it('takes another label', async () => {
    const rendered = await renderList(dateRange({ label: 'Created' }).View);
    await rendered.screen.findByRole('button', { name: 'Created' });
  });

  it('shows the applied dates in the fields, as the locale writes them', async () => {
    const { from, to } = await openFilter(dateRange({ from: '2024-05-01T09:30', to: '2024-05-03T18:00' }).View);
    expect(from.value).to.equal('05/01/2024, 09:30');
    expect(to.value).to.equal('05/03/2024, 18:00');
  });

  it('shows an address-style ISO date as a local date and time', async () => {
    const { from, to } = await openFilter(dateRange({ from: '2024-05-01', to: '2024-05-03T18:00:00' }).View);
    expect(from.value).to.equal('05/01/2024, 00:00');
    expect(to.value).to.equal('05/03/2024, 18:00');
  });

  it("follows the root's locale: German dates are shown, read and applied", async () => {
    const { View, applied } = dateRange({ from: '2024-05-01T09:30' });
    const rendered = await renderList(View);
    const before = await rendered.screen.findByRole('button', { name: /^Date range/ });
    rendered.root.setAttribute('locale', 'de-DE');
    // A new locale renders the elements again (define-element.ts).
    await waitFor(() => expect(before.isConnected).to.equal(false));
    await clickOn(await rendered.screen.findByRole('button', { name: /^Date range/ }));
    const dialog = await rendered.screen.findByRole('dialog', { name: 'Date range' });
    const from = (await within(dialog).findByLabelText('From')) as HTMLInputElement;
    const to = within(dialog).getByLabelText('To') as HTMLInputElement;
    expect(from.value).to.equal('01.05.2024, 09:30');
    expect(helpOf(to)).to.equal('For example, 31.12.2026, 23:59');
    // Typed loosely as a German reader would, written out in full once left.
    to.focus();
    await sendKeys({ type: '2.5.24 18:05' });
    from.focus();
    await waitFor(() => expect(to.value).to.equal('02.05.2024, 18:05'));
    await clickOn(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied).to.deep.equal([['2024-05-01T09:30', '2024-05-02T18:05']]));
  });

  it("gives To's calendar a minimum equal to From, and takes what the calendar picks", async () => {
    const { from, to } = await openFilter(dateRange().View);
    expect(calendarOf(to).hasAttribute('min')).to.equal(false);
    setValue(from, '2024-05-01T09:30');
    await waitFor(() => expect(calendarOf(to).min).to.equal('2024-05-01T09:30'));
    setValue(from, '2024-06-10T00:00');
    await waitFor(() => expect(calendarOf(to).min).to.equal('2024-06-10T00:00'));
    // The browser's calendar writes its input's value, as a pick in its popup does.
    setValue(calendarOf(to), '2024-06-11T08:15');
    await waitFor(() => expect(to.value).to.equal('06/11/2024, 08:15'));
    expectFocusOn(to);
  });

  it("opens the browser's calendar from the button, and never offers its input to Tab or to a screen reader", async () => {
    const { from } = await openFilter(dateRange().View);
    const calendar = calendarOf(from);
    expect(calendar.tabIndex).to.equal(-1);
    expect(calendar.getAttribute('aria-hidden')).to.equal('true');
    const opened: Element[] = [];
    const showPicker = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'showPicker')!;
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      configurable: true,
      value(this: HTMLInputElement) {
        opened.push(this);
      },
    });
    try {
      await clickOn(from.parentElement!.querySelector('button')!);
    } finally {
      Object.defineProperty(HTMLInputElement.prototype, 'showPicker', showPicker);
    }
    expect(opened).to.deep.equal([calendar]);
  });

  it('applies valid dates and closes, focus back on the button, which then counts 2', async () => {
    const { View, applied } = dateRange();
    const { from, to, apply, screen, button } = await openFilter(View, 'Date range');
    setValue(from, '2024-05-01T09:30');
    setValue(to, '2024-05-01T09:30');
    await clickOn(apply);
    await waitFor(() => expect(applied).to.deep.equal([['2024-05-01T09:30', '2024-05-01T09:30']]));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(button.getAttribute('aria-label')).to.equal('Date range, 2 set');
    expect(screen.getByRole('button', { name: 'Date range, 2 set' })).to.equal(button);
    expectFocusOn(button);
  });

  it('counts 1 with one date, and applies one side alone', async () => {
    const { View, applied } = dateRange();
    const { to, screen } = await openFilter(View, 'Date range');
    setValue(to, '2024-05-03T18:00');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(applied).to.deep.equal([['', '2024-05-03T18:00']]));
    await screen.findByRole('button', { name: 'Date range, 1 set' });
    await renderList(dateRange({ from: '2024-05-01T09:30' }).View).then(({ screen: other }) =>
      other.findByRole('button', { name: 'Date range, 1 set' }),
    );
  });

  it("refuses To before From: 'To date must be after From date', keeping both values", async () => {
    const { View, applied } = dateRange();
    const { from, to, apply, dialog } = await openFilter(View);
    await sendKeys({ type: '5/2/2024 9:30' });
    to.focus();
    await sendKeys({ type: '05/01/2024, 09:30' });
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('To date must be after From date'));
    expect(to.getAttribute('aria-invalid')).to.equal('true');
    expect(from.hasAttribute('aria-invalid')).to.equal(false);
    expect(within(dialog).getByText('To date must be after From date')).to.exist;
    expect(applied).to.deep.equal([]);
    expect(dialog.isConnected).to.equal(true);
    expect([from.value, to.value]).to.deep.equal(['05/02/2024, 09:30', '05/01/2024, 09:30']);
    expectFocusOn(to);
    // Fixed, it applies.
    setValue(to, '2024-05-02T10:00');
    await clickOn(apply);
    await waitFor(() => expect(applied).to.deep.equal([['2024-05-02T09:30', '2024-05-02T10:00']]));
  });

  it("refuses a half-typed date: 'Invalid date format', keeping what was typed", async () => {
    const { View, applied } = dateRange();
    const { from, apply, dialog } = await openFilter(View);
    from.focus();
    await sendKeys({ type: '05/01' });
    await clickOn(apply);
    await waitFor(() => expect(messageOf(from)).to.equal('Invalid date format'));
    expect(from.getAttribute('aria-invalid')).to.equal('true');
    expect(applied).to.deep.equal([]);
    expect(dialog.isConnected).to.equal(true);
    expect(from.value).to.equal('05/01');
    expectFocusOn(from);
  });

  it('shows both messages at once when both fields are wrong', async () => {
    const { from, to, apply } = await openFilter(dateRange().View);
    to.focus();
    await sendKeys({ type: '05' });
    from.focus();
    await sendKeys({ type: '05' });
    await clickOn(apply);
    await waitFor(() => expect(messageOf(from)).to.equal('Invalid date format'));
    expect(messageOf(to)).to.equal('Invalid date format');
  });

  it('resets: clears both fields and messages, applies empty dates, and stays open', async () => {
    const { View, applied } = dateRange({ from: '2024-05-02T09:30', to: '2024-05-01T09:30' });
    const { from, to, apply, reset, screen, button } = await openFilter(View, 'Date range, 2 set');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('To date must be after From date'));
    await clickOn(reset);
    await waitFor(() => expect(applied).to.deep.equal([['', '']]));
    expect([from.value, to.value]).to.deep.equal(['', '']);
    expect(messageOf(to)).to.equal(null);
    expect(screen.getByRole('dialog')).to.exist;
    await waitFor(() => expect(button.getAttribute('aria-label')).to.equal(null));
    expect(screen.getByRole('button', { name: 'Date range' })).to.equal(button);
  });

  it('drops unapplied edits when closed without Apply', async () => {
    const { View, applied } = dateRange({ from: '2024-05-01T09:30' });
    const { from, screen, button } = await openFilter(View);
    setValue(from, '2024-07-01T00:00');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await clickOn(button);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).to.equal('05/01/2024, 09:30');
    expect(applied).to.deep.equal([]);
  });

  it('is accessible closed, open, and with both messages', async () => {
    const { element, from, to, apply } = await openFilter(dateRange({ from: '2024-05-01T09:30' }).View);
    await expect(element).to.be.accessible();
    to.focus();
    await sendKeys({ type: '05' });
    setValue(from, '2024-05-01T09:30');
    await clickOn(apply);
    await waitFor(() => expect(messageOf(to)).to.equal('Invalid date format'));
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await expect(element).to.be.accessible();
  });
});
