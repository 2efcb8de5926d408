import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { Pagination } from '../../../src/ui/list/index.ts';
import { typeInto, waitFor } from '../../helpers/dom.ts';
import { deepActiveElement, expectFocusOn } from '../harness.tsx';
import { clickOn, renderList } from './helpers.ts';

interface Options {
  readonly total?: number;
  readonly page?: number;
  readonly size?: number;
  readonly disabled?: boolean;
  readonly pageSizes?: readonly number[];
  readonly pageSizeLabel?: string;
  readonly loading?: boolean;
  readonly label?: string;
}

/** Pagination as a screen holds it: page and size in state; a new size goes back to page 1. */
function paged({ total = 95, page = 1, size = 20, disabled, pageSizes, pageSizeLabel, loading, label }: Options = {}) {
  const pages: number[] = [];
  const sizes: number[] = [];
  function View() {
    const [currentPage, setPage] = useState(page);
    const [pageSize, setSize] = useState(size);
    const shown = Math.max(0, Math.min(pageSize, total - (currentPage - 1) * pageSize));
    return (
      <>
        <Pagination
          currentPage={currentPage}
          pageSize={pageSize}
          totalItems={total}
          shownItems={shown}
          pageSizes={pageSizes}
          pageSizeLabel={pageSizeLabel}
          disabled={disabled}
          loading={loading}
          label={label}
          onPageChange={(next) => {
            pages.push(next);
            setPage(next);
          }}
          onPageSizeChange={(next) => {
            sizes.push(next);
            setSize(next);
            setPage(1);
          }}
        />
        <button type="button">After</button>
      </>
    );
  }
  return { View, pages, sizes };
}

async function renderPagination(view: Parameters<typeof renderList>[0], name = 'Pagination') {
  const rendered = await renderList(view);
  const nav = await rendered.screen.findByRole('navigation', { name });
  const input = within(nav).getByRole('textbox', { name: 'Page number' }) as HTMLInputElement;
  return { ...rendered, nav, input };
}

const disabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true';

/** Replaces the field's text by typing, then presses a key. */
async function enterPage(input: HTMLInputElement, text: string, key: 'Enter' | 'Tab' = 'Enter') {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await typeInto(input, text);
  await sendKeys({ press: key });
}

describe('Pagination', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it("says 'Showing {n} of {total} results', with the page, the last page and part=pagination", async () => {
    const { nav, input, screen } = await renderPagination(paged().View);
    expect(nav.getAttribute('part')).to.equal('pagination');
    expect(screen.getByText('Showing 20 of 95 results')).to.exist;
    expect(input.value).to.equal('1');
    expect(screen.getByText('of 5')).to.exist;
  });

  it("has a page-size select labelled 'Instances per page' with 20, 50 and 100 (SPEC §2, §9)", async () => {
    const { screen } = await renderPagination(paged().View);
    const select = screen.getByRole('combobox', { name: 'Instances per page' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).to.deep.equal(['20', '50', '100']);
    expect(select.value).to.equal('20');
  });

  it('takes other sizes and another label', async () => {
    const { screen } = await renderPagination(paged({ pageSizes: [10, 25], size: 25, pageSizeLabel: 'Profiles per page' }).View);
    const select = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).to.deep.equal(['10', '25']);
    expect(select.value).to.equal('25');
  });

  it('takes a landmark name of its own, for two lists on one page', async () => {
    const { screen, nav } = await renderPagination(paged({ label: 'Pagination, Activities of instance 6' }).View, 'Pagination, Activities of instance 6');
    expect(screen.getAllByRole('navigation')).to.have.length(1);
    expect(nav.getAttribute('part')).to.equal('pagination');
  });

  it('changes the page size, and the count and last page follow', async () => {
    const { View, sizes } = paged({ page: 3 });
    const { screen, input } = await renderPagination(View);
    const select = screen.getByRole('combobox', { name: 'Instances per page' }) as HTMLSelectElement;
    select.focus();
    // Keyboard on a closed select changes its value in place.
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(sizes).to.deep.equal([50]));
    expect(screen.getByText('Showing 50 of 95 results')).to.exist;
    expect(screen.getByText('of 2')).to.exist;
    expect(input.value).to.equal('1');
  });

  it('goes to the next and previous page, disabled at the ends without losing focus', async () => {
    const { View, pages } = paged({ total: 45 });
    const { screen, input } = await renderPagination(View);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(disabled(previous)).to.equal(true);
    expect(disabled(next)).to.equal(false);
    await clickOn(next);
    await waitFor(() => expect(input.value).to.equal('2'));
    expect(screen.getByText('Showing 20 of 45 results')).to.exist;
    expect(disabled(previous)).to.equal(false);
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(input.value).to.equal('3'));
    expect(screen.getByText('Showing 5 of 45 results')).to.exist;
    expect(disabled(next)).to.equal(true);
    // Still focused (aria-disabled, not disabled), and pressing again does nothing.
    expectFocusOn(next);
    await sendKeys({ press: 'Enter' });
    expect(pages).to.deep.equal([2, 3]);
    await clickOn(previous);
    await waitFor(() => expect(input.value).to.equal('2'));
    expect(pages).to.deep.equal([2, 3, 2]);
  });

  it('has one page, and neither button works, when there are no results', async () => {
    const { View, pages } = paged({ total: 0 });
    const { screen } = await renderPagination(View);
    expect(screen.getByText('Showing 0 of 0 results')).to.exist;
    expect(screen.getByText('of 1')).to.exist;
    await clickOn(screen.getByRole('button', { name: 'Next page' }));
    await clickOn(screen.getByRole('button', { name: 'Previous page' }));
    expect(pages).to.deep.equal([]);
  });

  it("asks for a page number when the field is empty: 'Enter a page number.'", async () => {
    const { View, pages } = paged();
    const { screen, input } = await renderPagination(View);
    await enterPage(input, '');
    const message = await screen.findByText('Enter a page number.');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(message.id);
    expect(pages).to.deep.equal([]);
  });

  for (const value of ['0', '1.5', 'abc', '6', '-2']) {
    it(`refuses "${value}" with SPEC's message, keeping what was typed`, async () => {
      const { View, pages } = paged();
      const { screen, input } = await renderPagination(View);
      await enterPage(input, value);
      const message = await screen.findByText(`"${value}" is not a valid page number.`);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(message.id);
      expect(input.value).to.equal(value);
      expect(pages).to.deep.equal([]);
    });
  }

  it('goes to a valid page on Enter and clears an earlier message', async () => {
    const { View, pages } = paged();
    const { screen, input } = await renderPagination(View);
    await enterPage(input, '9');
    await screen.findByText('"9" is not a valid page number.');
    await enterPage(input, '5');
    await waitFor(() => expect(pages).to.deep.equal([5]));
    expect(screen.queryByText('"9" is not a valid page number.')).to.equal(null);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
    expect(screen.getByText('Showing 15 of 95 results')).to.exist;
    expectFocusOn(input);
  });

  it('checks the field when it loses focus too', async () => {
    const { View, pages } = paged();
    const { screen, input } = await renderPagination(View);
    await enterPage(input, 'abc', 'Tab');
    await screen.findByText('"abc" is not a valid page number.');
    expect(deepActiveElement()).to.equal(screen.getByRole('button', { name: 'Next page' }));
    await enterPage(input, ' 4 ', 'Tab');
    await waitFor(() => expect(pages).to.deep.equal([4]));
    expect(input.value).to.equal('4');
  });

  it('does not report the page it is already on', async () => {
    const { View, pages } = paged({ page: 2 });
    const { input } = await renderPagination(View);
    await enterPage(input, '02');
    await waitFor(() => expect(input.value).to.equal('2'));
    expect(pages).to.deep.equal([]);
  });

  it('ignores every control while disabled', async () => {
    const { View, pages, sizes } = paged({ page: 2, disabled: true });
    const { screen, input } = await renderPagination(View);
    const select = screen.getByRole('combobox', { name: 'Instances per page' }) as HTMLSelectElement;
    for (const control of [select, input, ...screen.getAllByRole('button', { name: /page$/ })]) {
      expect(disabled(control), control.localName).to.equal(true);
    }
    await clickOn(screen.getByRole('button', { name: 'Next page' }));
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await enterPage(input, '3');
    expect(pages).to.deep.equal([]);
    expect(sizes).to.deep.equal([]);
    expect(select.value).to.equal('20');
    expect(input.value).to.equal('2');
  });

  it('stacks its parts when its own element is narrow, whatever the viewport', async () => {
    await setViewport({ width: 1200, height: 600 });
    function Narrow() {
      return (
        <div style={{ width: '300px' }}>
          <Pagination currentPage={1} pageSize={20} totalItems={95} shownItems={20} onPageChange={() => {}} onPageSizeChange={() => {}} />
        </div>
      );
    }
    const narrow = await renderPagination(Narrow);
    const results = narrow.screen.getByText('Showing 20 of 95 results');
    const select = narrow.screen.getByRole('combobox', { name: 'Instances per page' });
    expect(select.getBoundingClientRect().top).to.be.greaterThan(results.getBoundingClientRect().bottom - 1);
    const wide = await renderPagination(paged().View);
    const wideResults = wide.screen.getByText('Showing 20 of 95 results');
    const wideSelect = wide.screen.getByRole('combobox', { name: 'Instances per page' });
    expect(wideSelect.getBoundingClientRect().top).to.be.lessThan(wideResults.getBoundingClientRect().bottom);
  });

  it('is accessible, also with a message and disabled', async () => {
    const { element, input, screen } = await renderPagination(paged().View);
    await expect(element).to.be.accessible();
    await enterPage(input, 'abc');
    await screen.findByText('"abc" is not a valid page number.');
    await expect(element).to.be.accessible();
    const off = await renderPagination(paged({ disabled: true }).View);
    await expect(off.element).to.be.accessible();
  });

  it("shows 'Loading...' in a status beside its controls while another page loads, and nothing otherwise", async () => {
    const idle = await renderPagination(paged().View);
    expect(within(idle.nav).getByRole('status').textContent).to.equal('');
    const loading = await renderPagination(paged({ loading: true }).View);
    expect(within(loading.nav).getByRole('status').textContent).to.equal('Loading...');
    // The controls stay usable: the user may page on.
    within(loading.nav).getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(loading.input.value).to.equal('2'));
    await expect(loading.element).to.be.accessible();
  });
});
