/**
 * Issue 22, point 6: a table wider than its element scrolls sideways with a visible cue at each edge
 * with more beyond it, by keyboard too, and a row's actions menu stays in reach (a sticky end column).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitFor } from '../../helpers/dom.ts';
import { createNamespace, signIn } from '../../helpers/simulator.ts';
import { renderInstances, settledTable } from '../../instances/helpers.ts';
import { renderSecurityProfiles } from '../../security-profiles/helpers.ts';

/** The scrolling region around a table. */
const scrollerOf = (table: HTMLElement) => table.parentElement as HTMLElement;

function narrow(root: HTMLElement, width = 420): void {
  // Set through the CSSOM (the page's CSP allows no style attributes in markup).
  root.style.display = 'block';
  root.style.width = `${width}px`;
}

describe('a table wider than its element', () => {
  it('keeps the actions menu in reach, fades the edge with more beyond it, and scrolls by keyboard', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, screen } = await renderSecurityProfiles(ns);
    narrow(root);
    const table = await screen.findByRole('table');
    const scroller = scrollerOf(table);
    await waitFor(() => expect(scroller.scrollWidth).to.be.above(scroller.clientWidth));
    await waitFor(() => expect(scroller.hasAttribute('data-more-after')).to.equal(true));
    expect(scroller.hasAttribute('data-more-before')).to.equal(false);

    // The first row's actions menu is in the visible part of the table, not scrolled out of it.
    const menu = (await screen.findAllByRole('button', { name: / profile actions$/ }))[0]!;
    const inView = () => {
      const box = menu.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      return box.left >= view.left - 0.5 && box.right <= view.right + 0.5 && box.width > 0;
    };
    expect(inView(), 'the actions menu is cut off').to.equal(true);
    // The column that stays says the rest passes under it.
    expect(getComputedStyle(menu.closest('td')!).borderInlineStartWidth).to.equal('1px');

    // By keyboard: the region takes focus and scrolls; the menu is still in reach at the other end.
    scroller.focus();
    expect(scroller.getAttribute('role')).to.equal('region');
    await sendKeys({ press: 'End' });
    for (let presses = 0; presses < 40 && scroller.hasAttribute('data-more-after'); presses += 1) await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(scroller.hasAttribute('data-more-before')).to.equal(true));
    await waitFor(() => expect(scroller.hasAttribute('data-more-after')).to.equal(false));
    expect(scroller.scrollLeft).to.be.above(0);
    expect(inView(), 'the actions menu is cut off after scrolling').to.equal(true);
    // The cells fade out toward the start, where more of the table now lies.
    expect(getComputedStyle(scroller).maskImage).to.match(/linear-gradient/);
  });

  it('without a column that stays, fades its end edge while more lies beyond it, and nothing once it fits', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, screen } = await renderInstances(ns);
    narrow(root);
    const table = await settledTable(screen);
    const scroller = scrollerOf(table);
    await waitFor(() => expect(scroller.hasAttribute('data-more-after')).to.equal(true));
    expect(getComputedStyle(scroller).maskImage).to.match(/linear-gradient/);
    root.style.width = '3000px';
    await waitFor(() => expect(scroller.hasAttribute('data-more-after')).to.equal(false));
    expect(getComputedStyle(scroller).maskImage).to.equal('none');
  });
});
