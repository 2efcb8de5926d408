import { deepActiveElement } from '../../../src/ui/focus.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import { Popover, Select } from '../../../src/ui/list/index.ts';
import { ActionsMenu } from '../../../src/ui/menu/ActionsMenu.tsx';
import { Tooltip } from '../../../src/ui/tooltip/Tooltip.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { clickOn, renderList } from '../list/helpers.ts';

const STATUSES = ['All', 'Succeeded', 'Scheduled', 'Waiting', 'Queued', 'In progress', 'Blocked', 'Canceled', 'Failed'].map(
  (label) => ({ value: label, label }),
);

/**
 * A host's small card that clips (`overflow: hidden`, its own stacking context) with a sibling
 * painted over everything below it (`z-index: 10`), `above` px down the page.
 */
function Card({ above, children }: { readonly above: number; readonly children: ReactNode }) {
  return (
    <div style={{ position: 'relative' }}>
      <div style={{ height: `${above}px` }} />
      <div style={{ position: 'relative', zIndex: 0, overflow: 'hidden', width: '220px', height: '44px', padding: '4px' }}>{children}</div>
      <div style={{ position: 'absolute', zIndex: 10, top: `${above + 44}px`, left: 0, right: 0, height: '2000px', background: 'white' }}>
        Host content on top
      </div>
    </div>
  );
}

/** Inside the viewport, and what a person sees at its centre is the popup itself, not the host's cover. */
function expectFullyVisible(popup: HTMLElement) {
  const box = popup.getBoundingClientRect();
  expect(box.height, 'height').to.be.greaterThan(20);
  expect(box.top, 'top').to.be.at.least(0);
  expect(box.left, 'left').to.be.at.least(0);
  expect(box.bottom, 'bottom').to.be.at.most(window.innerHeight);
  expect(box.right, 'right').to.be.at.most(window.innerWidth);
  const root = popup.getRootNode() as ShadowRoot;
  for (const [x, y] of [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 4, box.bottom - 4],
    [box.right - 4, box.bottom - 4],
  ] as const) {
    const hit = root.elementFromPoint(x, y);
    expect(hit !== null && popup.contains(hit), `at ${Math.round(x)},${Math.round(y)}: ${hit?.outerHTML.slice(0, 80)}`).to.equal(true);
  }
}

describe('Popups in a host card with overflow: hidden and a z-index cover', () => {
  it('shows a select’s listbox whole, below its button when there is room', async () => {
    function View() {
      return (
        <Card above={20}>
          <Select label="Status" options={STATUSES} value="All" onChange={() => {}} />
        </Card>
      );
    }
    const { screen } = await renderList(View);
    const button = await screen.findByRole('button', { name: 'Status: All' });
    await clickOn(button);
    const listbox = await screen.findByRole('listbox', { name: 'Status' });
    await waitFor(() => expectFullyVisible(listbox));
    expect(listbox.getBoundingClientRect().top).to.be.greaterThan(button.getBoundingClientRect().bottom);
  });

  it('flips a select’s listbox above its button when there is no room below', async () => {
    function View() {
      return (
        <Card above={window.innerHeight - 120}>
          <Select label="Status" options={STATUSES} value="All" onChange={() => {}} />
        </Card>
      );
    }
    const { screen } = await renderList(View);
    const button = await screen.findByRole('button', { name: 'Status: All' });
    await clickOn(button);
    const listbox = await screen.findByRole('listbox', { name: 'Status' });
    await waitFor(() => expectFullyVisible(listbox));
    expect(listbox.getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
  });

  it('shows a popover whole', async () => {
    function View() {
      return (
        <Card above={20}>
          <Popover buttonLabel="Columns">
            {() => (
              <label>
                <input type="checkbox" /> Show instance
              </label>
            )}
          </Popover>
        </Card>
      );
    }
    const { screen } = await renderList(View);
    await clickOn(await screen.findByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    await waitFor(() => expectFullyVisible(dialog));
  });

  it('shows a menu whole', async () => {
    function View() {
      return (
        <Card above={20}>
          <ActionsMenu
            label="Weekly audit profile actions"
            actions={['Edit', 'Run', 'Duplicate', 'Download audit', 'Archive'].map((label) => ({ label, onSelect: () => {} }))}
          />
        </Card>
      );
    }
    const { screen } = await renderList(View);
    await clickOn(await screen.findByRole('button', { name: 'Weekly audit profile actions' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expectFullyVisible(menu));
  });

  it('shows a tooltip whole, above its trigger outside the card', async () => {
    function View() {
      return (
        <Card above={100}>
          <button type="button">Before</button>
          <Tooltip content="Every selected activity must be approvable.">
            {(trigger) => (
              <button type="button" aria-disabled="true" {...trigger}>
                Approve
              </button>
            )}
          </Tooltip>
        </Card>
      );
    }
    const { screen } = await renderList(View);
    const button = await screen.findByRole('button', { name: 'Approve' });
    // Keyboard focus (a mouse press's focus leaves tooltips to the hover).
    screen.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button);
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expectFullyVisible(tooltip));
    expect(tooltip.getBoundingClientRect().bottom).to.be.at.most(button.getBoundingClientRect().top);
    await sendKeys({ press: 'Escape' });
  });
});
