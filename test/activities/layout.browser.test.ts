import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation } from '../helpers/portal.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { renderActivities } from './helpers.ts';
import { WELCOME_KEY } from '../shell/shell.ts';


/** Every word of the element's text, with the number of distinct lines its boxes sit on. */
function wordsAcrossLines(element: Element): { word: string; lines: number }[] {
  const found: { word: string; lines: number }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    // A line may end after a hyphen ("Fleet-/wide"), as in print; never elsewhere inside a word.
    for (const match of text.matchAll(/[^\s-]+-?/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      found.push({ word: match[0], lines: tops.size });
    }
  }
  return found;
}

/** The table once its rows answer the current request. */
async function settledTable(find: () => HTMLElement) {
  return waitFor(() => {
    const table = find();
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(1);
    return table;
  });
}

function expectNoBrokenWords(table: HTMLElement) {
  const broken = [...table.querySelectorAll('td, th')].flatMap((cell) => wordsAcrossLines(cell).filter((word) => word.lines > 1));
  expect(broken, 'words broken across lines').to.deep.equal([]);
}

/** Each status label's text on one line: its height is one line's (one line box, no more). */
function expectStatusesOnOneLine(table: HTMLElement) {
  const statusColumn = [...table.querySelectorAll('thead th')].findIndex((cell) => cell.textContent === 'Status');
  const labels = [...table.querySelectorAll('tbody tr')].map((row) => row.children[statusColumn]!.querySelector('span > bdi')!);
  expect(labels.length).to.be.greaterThan(1);
  for (const label of labels) {
    const lines = new Set([...label.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(lines.size, `"${label.textContent}" spans ${lines.size} lines`).to.equal(1);
    const fontSize = parseFloat(getComputedStyle(label).fontSize);
    expect(label.getBoundingClientRect().height, label.textContent ?? '').to.be.below(fontSize * 2);
  }
}

function expectNoPageScrollSideways() {
  const page = document.documentElement;
  expect(page.scrollWidth, 'document scroll width').to.be.at.most(page.clientWidth);
}

for (const width of [390, 1280]) {
  describe(`activities table layout at ${width}px`, () => {
    let ns: SimNamespace;
    before(async () => {
      await setViewport({ width, height: 900 });
    });
    after(async () => {
      await setViewport({ width: 1280, height: 800 });
    });
    beforeEach(async () => {
      localStorage.setItem(WELCOME_KEY, 'true');
      ns = await createNamespace();
      await signIn(ns);
    });
    afterEach(() => {
      restoreLocation();
      localStorage.removeItem(WELCOME_KEY);
    });

    it('in the portal: no word broken inside a cell, statuses on one line, no sideways page scroll', async () => {
      // Unapproved and failed activities have the longest status labels ("Unapproved", "Failed").
      const { screen } = await renderPortal(ns, '/activities?query=status%3Aunapproved%20OR%20status%3Afailed');
      const table = await settledTable(() => screen.getByRole('table', { name: 'Activities' }));
      expectNoBrokenWords(table);
      expectStatusesOnOneLine(table);
      expectNoPageScrollSideways();
      if (width === 390) {
        // The table scrolls in its own focusable region instead.
        const region = await screen.findByRole('region', { name: 'Activities' });
        expect(region.scrollWidth).to.be.greaterThan(region.clientWidth);
        expect(region.tabIndex).to.equal(0);
      }
    });

    it('in a widget: no word broken inside a cell, statuses on one line, no sideways page scroll', async () => {
      const { screen } = await renderActivities(ns);
      const table = await settledTable(() => screen.getByRole('table', { name: 'Activities' }));
      expectNoBrokenWords(table);
      expectStatusesOnOneLine(table);
      expectNoPageScrollSideways();
    });
  });
}
