import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { Popover, Select } from '../../../src/ui/list/index.ts';
import { waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickAt, clickOn, renderList } from './helpers.ts';

function popover(badge?: number) {
  function View() {
    return (
      <>
        <p>Filters</p>
        <Popover buttonLabel="Columns" badge={badge}>
          {(close) => (
            <>
              <label>
                <input type="checkbox" /> Show instance
              </label>
              <button type="button" onClick={close}>
                Done
              </button>
            </>
          )}
        </Popover>
        <button type="button">After</button>
      </>
    );
  }
  return View;
}

async function renderPopover(view: Parameters<typeof renderList>[0], name: string) {
  const rendered = await renderList(view);
  const button = await rendered.screen.findByRole('button', { name });
  return { ...rendered, button };
}

describe('Popover', () => {
  it('is a collapsed button with a dialog popup, and no badge by default', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.hasAttribute('aria-controls')).to.equal(false);
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('names the button with its badge, and shows the count', async () => {
    const { button } = await renderPopover(popover(2), 'Columns, 2 set');
    expect(button.textContent).to.equal('Columns 2');
    await renderPopover(popover(0), 'Columns');
  });

  it('opens on click, focus moving to its first control; the content can close it, focus back on the button', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    await clickOn(button);
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(dialog.id);
    expectFocusOn(within(dialog).getByRole('checkbox', { name: 'Show instance' }));
    await sendKeys({ press: 'Tab' });
    expectFocusOn(within(dialog).getByRole('button', { name: 'Done' }));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expectFocusOn(button);
  });

  it('closes on Escape, focus back on the button', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await screen.findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(button);
  });

  it('closes when the button is pressed again', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    await clickOn(button);
    await screen.findByRole('dialog');
    await clickOn(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('closes on a press outside, in its shadow root or in the page, and stays open for presses inside', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    await clickOn(button);
    const dialog = await screen.findByRole('dialog');
    await clickOn(within(dialog).getByRole('checkbox'));
    expect(screen.getByRole('dialog')).to.equal(dialog);
    await clickOn(screen.getByText('Filters'));
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await clickOn(button);
    await screen.findByRole('dialog');
    await clickAt(5, window.innerHeight - 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('closes when focus moves on past it', async () => {
    const { button, screen } = await renderPopover(popover(), 'Columns');
    await clickOn(button);
    await screen.findByRole('dialog');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(screen.getByRole('button', { name: 'After' }));
  });

  it('leaves Escape to a select inside it', async () => {
    function WithSelect() {
      return (
        <Popover buttonLabel="Filters">
          {() => (
            <Select
              label="Mode"
              options={[
                { value: 'a', label: 'Audit only' },
                { value: 'b', label: 'Fix and audit' },
              ]}
              value="a"
              onChange={() => {}}
            />
          )}
        </Popover>
      );
    }
    const { button, screen } = await renderPopover(WithSelect, 'Filters');
    await clickOn(button);
    const inner = await screen.findByRole('button', { name: 'Mode: Audit only' });
    expectFocusOn(inner);
    await sendKeys({ press: 'Enter' });
    await screen.findByRole('listbox');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    expect(screen.getByRole('dialog')).to.exist;
    expectFocusOn(inner);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expectFocusOn(button);
  });

  it('is accessible closed, open, and with a badge', async () => {
    const { button, element, screen } = await renderPopover(popover(1), 'Columns, 1 set');
    await expect(element).to.be.accessible();
    await clickOn(button);
    await screen.findByRole('dialog');
    await expect(element).to.be.accessible();
  });
});

describe('Popover and Select near the right edge', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('open towards the left when there is no room on the right', async () => {
    await setViewport({ width: 700, height: 600 });
    function AtTheEnd() {
      return (
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '8px' }}>
          <Select
            label="Status"
            options={['All', 'Succeeded', 'Scheduled', 'Waiting', 'In progress but with a long label'].map((label) => ({ value: label, label }))}
            value="All"
            onChange={() => {}}
          />
          <Popover buttonLabel="Date range">{() => <p style={{ width: '18rem', margin: 0 }}>From and To</p>}</Popover>
        </div>
      );
    }
    const { screen } = await renderList(AtTheEnd);
    const viewport = document.documentElement.clientWidth;
    await clickOn(await screen.findByRole('button', { name: 'Date range' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getBoundingClientRect().right).to.be.at.most(viewport);
    expect(document.scrollingElement!.scrollLeft).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await clickOn(screen.getByRole('button', { name: 'Status: All' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.parentElement!.getBoundingClientRect().right).to.be.at.most(viewport);
  });

  it('open towards the right where there is room', async () => {
    const { screen } = await renderList(popover());
    const button = await screen.findByRole('button', { name: 'Columns' });
    await clickOn(button);
    const dialog = await screen.findByRole('dialog');
    expect(Math.round(dialog.getBoundingClientRect().left)).to.equal(Math.round(button.getBoundingClientRect().left));
  });
});
