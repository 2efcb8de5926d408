import { expect } from '@open-wc/testing';
import { SPEC_LIST, type SpecListParams } from '../../src/lib/list-params.test-declaration.ts';
import { waitFor } from '../helpers/dom.ts';
import { currentPath, recordHistory, renderList, renderLists, restoreLocation, visit } from './harness.tsx';

const params = (changes: Partial<SpecListParams>): SpecListParams => ({ ...SPEC_LIST.defaults, ...changes });

const shows = (list: { shown(): SpecListParams }, expected: SpecListParams) =>
  waitFor(() => expect(list.shown()).to.deep.equal(expected));


describe('useInternalListState', () => {
  let history_: ReturnType<typeof recordHistory> | undefined;
  afterEach(() => {
    history_?.stop();
    history_ = undefined;
    restoreLocation();
  });

  it('starts from its initial values, cleaned, and never reads the address', async () => {
    visit('/host-page?status=succeeded&pageSize=100&currentPage=4');
    const list = await renderList({ mode: 'internal', initial: { pageSize: 50, sort: 'desc', tags: ['a,b', ''], currentPage: 0 } });
    expect(list.shown()).to.deep.equal(params({ pageSize: 50, sort: 'desc', tags: ['a', 'b'] }));
  });

  it('changes state without touching the address or the history', async () => {
    visit('/host-page?foo=1&status=succeeded&pageSize=20#top');
    history_ = recordHistory();
    const length = history.length;
    const list = await renderList({ mode: 'internal' });
    list.screen.getByRole('button', { name: 'Show failed' }).click();
    await shows(list, params({ status: 'failed' }));
    list.screen.getByRole('button', { name: 'Next page' }).click();
    await shows(list, params({ status: 'failed', currentPage: 2 }));
    list.state.setParams({ pageSize: 100, tags: ['x'] });
    await shows(list, params({ status: 'failed', pageSize: 100, tags: ['x'] }));
    // One more change, as a barrier: the effects of the earlier renders have run by the time it shows.
    list.state.setParams({ os: 'ubuntu' });
    await shows(list, params({ status: 'failed', pageSize: 100, tags: ['x'], os: 'ubuntu' }));
    expect(currentPath()).to.equal('/host-page?foo=1&status=succeeded&pageSize=20#top');
    expect(history_.calls).to.deep.equal({ push: [], replace: [] });
    expect(history.length).to.equal(length);
  });

  it('starts at page one when a filter or the page size changes', async () => {
    const list = await renderList({ mode: 'internal', initial: { currentPage: 3, os: 'ubuntu' } });
    list.state.setParams({ status: 'failed' });
    await shows(list, params({ os: 'ubuntu', status: 'failed' }));
    list.state.setParams({ currentPage: 5 });
    await shows(list, params({ os: 'ubuntu', status: 'failed', currentPage: 5 }));
    list.state.setParams({ pageSize: 50 });
    await shows(list, params({ os: 'ubuntu', status: 'failed', pageSize: 50 }));
  });

  it('counts two changes made in one handler', async () => {
    const list = await renderList({ mode: 'internal' });
    list.state.setParams({ status: 'failed' });
    list.state.setParams({ currentPage: 2 });
    await shows(list, params({ status: 'failed', currentPage: 2 }));
  });

  it('keeps its setParams and params while nothing changes', async () => {
    const list = await renderList({ mode: 'internal', allowed: { status: ['failed'] } });
    const before = list.state;
    list.state.setParams({ status: 'bogus', pageSize: 20 });
    const renders = list.renders;
    list.element.allowed = { status: ['failed'] };
    await list.renderedAfter(renders);
    expect(list.state.setParams).to.equal(before.setParams);
    expect(list.state.params).to.equal(before.params);
  });

  it('keeps a value while its allowed values are unknown, and drops it for good once they arrive', async () => {
    const list = await renderList({ mode: 'internal', initial: { type: 'Gone', status: 'failed' } });
    expect(list.shown()).to.deep.equal(params({ type: 'Gone', status: 'failed' }));
    const { element } = list;
    element.allowed = { type: ['Script'] };
    await shows(list, params({ status: 'failed' }));
    const renders = list.renders;
    element.allowed = { type: ['Script', 'Gone'] };
    await list.renderedAfter(renders);
    expect(list.shown()).to.deep.equal(params({ status: 'failed' }));
  });

  it('gives each widget its own state', async () => {
    const [first, second] = await renderLists([{ mode: 'internal' }, { mode: 'internal', initial: { pageSize: 50 } }]);
    first!.state.setParams({ currentPage: 3 });
    await shows(first!, params({ currentPage: 3 }));
    expect(second!.shown()).to.deep.equal(params({ pageSize: 50 }));
  });
});
