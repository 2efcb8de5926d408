import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { SearchBox } from '../../../src/ui/list/index.ts';
import { typeInto, waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickOn, renderList } from './helpers.ts';

function searchBox(landmarkLabel?: string) {
  const terms: string[] = [];
  let helped = 0;
  function View() {
    return (
      <SearchBox label="Search activities" landmarkLabel={landmarkLabel} placeholder="Search" onSubmit={(term) => terms.push(term)}>
        <button type="button" onClick={() => (helped += 1)}>
          Search help
        </button>
      </SearchBox>
    );
  }
  return { View, terms, helped: () => helped };
}

async function renderSearch(view: Parameters<typeof renderList>[0]) {
  const rendered = await renderList(view);
  const form = await rendered.screen.findByRole('search', { name: 'Search activities' });
  const input = rendered.screen.getByRole('searchbox', { name: 'Search activities' }) as HTMLInputElement;
  return { ...rendered, form, input };
}

describe('SearchBox', () => {
  it('is a search landmark with a labelled search field, a Search button and what it is given', async () => {
    const { screen, input, form } = await renderSearch(searchBox().View);
    expect(form.localName).to.equal('form');
    expect(input.type).to.equal('search');
    expect(input.placeholder).to.equal('Search');
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).to.equal('submit');
    expect(screen.getByRole('button', { name: 'Search help' })).to.exist;
  });

  it('names its landmark apart from its field when told, for two lists on one page', async () => {
    const { screen } = await renderList(searchBox('Search activities, Activities of instance 6').View);
    const form = await screen.findByRole('search', { name: 'Search activities, Activities of instance 6' });
    expect(screen.getAllByRole('search')).to.have.length(1);
    expect(within(form).getByRole('searchbox', { name: 'Search activities' })).to.exist;
  });

  it('submits the trimmed term on Enter and clears the field', async () => {
    const { View, terms } = searchBox();
    const { input } = await renderSearch(View);
    await typeInto(input, '  status:failed ');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(terms).to.deep.equal(['status:failed']));
    expect(input.value).to.equal('');
    expectFocusOn(input);
  });

  it('submits with the Search button', async () => {
    const { View, terms } = searchBox();
    const { input, screen } = await renderSearch(View);
    await typeInto(input, 'creator:admin@example.com');
    await clickOn(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(terms).to.deep.equal(['creator:admin@example.com']));
    expect(input.value).to.equal('');
  });

  it('does nothing with an empty or blank term (SPEC §5)', async () => {
    const { View, terms } = searchBox();
    const { input, screen } = await renderSearch(View);
    input.focus();
    await sendKeys({ press: 'Enter' });
    await typeInto(input, '   ');
    await sendKeys({ press: 'Enter' });
    await clickOn(screen.getByRole('button', { name: 'Search' }));
    expect(terms).to.deep.equal([]);
    // A later real term still goes through.
    await typeInto(input, 'id:12');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(terms).to.deep.equal(['id:12']));
  });

  it('leaves the buttons it is given to themselves (they do not submit)', async () => {
    const { View, terms, helped } = searchBox();
    const { input, screen } = await renderSearch(View);
    await typeInto(input, 'id:3');
    await clickOn(screen.getByRole('button', { name: 'Search help' }));
    expect(helped()).to.equal(1);
    expect(terms).to.deep.equal([]);
    expect(input.value).to.equal('id:3');
  });

  it('is accessible', async () => {
    const { element } = await renderSearch(searchBox().View);
    await expect(element).to.be.accessible();
  });
});
