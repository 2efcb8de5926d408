import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { FilterChips, type Chip } from '../../../src/ui/list/index.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickOn, renderList } from './helpers.ts';

type Filter = readonly [id: string, label: string, value: string];

const FILTERS: readonly Filter[] = [
  ['status', 'Status', 'Failed'],
  ['type', 'Type', 'ChangePackages'],
  ['from', 'From', 'May 1, 2024, 09:30'],
];

/** Chips as a screen derives them from its filters. */
function chipsOf(filters: readonly Filter[] = FILTERS) {
  const removed: string[] = [];
  let cleared = 0;
  function View() {
    const [active, setActive] = useState(filters);
    const chips: Chip[] = active.map(([id, label, value]) => ({
      id,
      label,
      value,
      onRemove: () => {
        removed.push(id);
        setActive((current) => current.filter(([other]) => other !== id));
      },
    }));
    return (
      <>
        <FilterChips
          chips={chips}
          onClearAll={() => {
            cleared += 1;
            setActive([]);
          }}
        />
        <p>{active.length} filters</p>
      </>
    );
  }
  return { View, removed, cleared: () => cleared };
}

describe('FilterChips', () => {
  it("shows each filter as '{label}: {value}' with a remove button, and 'Clear all filters'", async () => {
    const { screen } = await renderList(chipsOf().View);
    const list = await screen.findByRole('list', { name: 'Active filters' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).to.deep.equal(['Status: Failed', 'Type: ChangePackages', 'From: May 1, 2024, 09:30']);
    expect(within(items[0]!).getByRole('button', { name: 'Remove Status filter: Failed' })).to.exist;
    expect(within(items[2]!).getByRole('button', { name: 'Remove From filter: May 1, 2024, 09:30' })).to.exist;
    expect(screen.getByRole('button', { name: 'Clear all filters' })).to.exist;
  });

  it('removes one filter, and focus moves to the chip in its place', async () => {
    const { View, removed } = chipsOf();
    const { screen } = await renderList(View);
    await clickOn(await screen.findByRole('button', { name: 'Remove Status filter: Failed' }));
    await screen.findByText('2 filters');
    expect(removed).to.deep.equal(['status']);
    expect(screen.queryByText('Status: Failed')).to.equal(null);
    expect(screen.getAllByRole('listitem')).to.have.length(2);
    expectFocusOn(screen.getByRole('button', { name: 'Remove Type filter: ChangePackages' }));
  });

  it('moves focus to the new last chip when the last one goes (keyboard)', async () => {
    const { View, removed } = chipsOf();
    const { screen } = await renderList(View);
    (await screen.findByRole('button', { name: 'Remove From filter: May 1, 2024, 09:30' })).focus();
    await sendKeys({ press: 'Enter' });
    await screen.findByText('2 filters');
    expect(removed).to.deep.equal(['from']);
    expectFocusOn(screen.getByRole('button', { name: 'Remove Type filter: ChangePackages' }));
  });

  it('clears all filters, and then shows nothing', async () => {
    const { View, cleared, removed } = chipsOf();
    const { screen } = await renderList(View);
    await clickOn(await screen.findByRole('button', { name: 'Clear all filters' }));
    await screen.findByText('0 filters');
    expect(cleared()).to.equal(1);
    expect(removed).to.deep.equal([]);
    expect(screen.queryByRole('list')).to.equal(null);
    expect(screen.queryByRole('button')).to.equal(null);
  });

  it('renders nothing without chips', async () => {
    const { screen, element } = await renderList(chipsOf([]).View);
    await screen.findByText('0 filters');
    expect(screen.queryByRole('list')).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null);
    expect(element.shadowRoot!.textContent).to.equal('0 filters');
  });

  it('shows filter values as text, never as markup', async () => {
    const { screen } = await renderList(chipsOf([['search', 'Search', '<img src=x onerror=alert(1)>']]).View);
    // The value sits in its own <bdi> (issue 11): the chip's whole text reads as written.
    const chip = await screen.findByRole('listitem');
    expect(chip.textContent).to.equal('Search: <img src=x onerror=alert(1)>');
    expect(screen.getByRole('list').querySelector('img')).to.equal(null);
  });

  it('is accessible', async () => {
    const { screen, element } = await renderList(chipsOf().View);
    await screen.findByRole('list');
    await expect(element).to.be.accessible();
  });
});
