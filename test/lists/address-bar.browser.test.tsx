import { expect } from '@open-wc/testing';
import { defineListParams, option, page } from '../../src/lib/list-params.ts';
import { SPEC_LIST, type SpecListParams } from '../../src/lib/list-params.test-declaration.ts';
import { waitFor } from '../helpers/dom.ts';
import { currentPath, LISTS_BASE, recordHistory, renderList, restoreLocation, visit } from './harness.tsx';

const params = (changes: Partial<SpecListParams>): SpecListParams => ({ ...SPEC_LIST.defaults, ...changes });

/** Waits until the address and the rendered parameters both say what is expected. */
async function settlesAt(list: { shown(): SpecListParams }, path: string, expected: SpecListParams) {
  await waitFor(() => {
    expect(currentPath()).to.equal(path);
    expect(list.shown()).to.deep.equal(expected);
  });
}

describe('useAddressBarListState', () => {
  let history_: ReturnType<typeof recordHistory> | undefined;
  afterEach(() => {
    history_?.stop();
    history_ = undefined;
    restoreLocation();
  });

  it('reads the list state from the address query', async () => {
    visit('/things?status=failed&pageSize=50&tags=a%2Cb&currentPage=2');
    const list = await renderList({ mode: 'address-bar' });
    expect(list.shown()).to.deep.equal(params({ status: 'failed', pageSize: 50, tags: ['a', 'b'], currentPage: 2 }));
  });

  it('reads the raw query: %25 and other escapes are not decoded twice', async () => {
    visit('/things?search=100%25+sure%2541&query=tag%3A%22a%2Cb%22');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar' });
    expect(list.shown()).to.deep.equal(params({ search: '100% sure%41', query: 'tag:"a,b"' }));
    expect(currentPath()).to.equal('/things?search=100%25+sure%2541&query=tag%3A%22a%2Cb%22');
    expect(history_.calls).to.deep.equal({ push: [], replace: [] });
  });

  it('normalises the address on load with replaceState: defaults and junk go, other parameters stay', async () => {
    visit('/things?foo=1&pageSize=20&status=failed&sort=DROP+TABLE&tags=,,a,,b&currentPage=1e9&bar=x#top', {
      activity: 7,
    });
    const length = history.length;
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar' });
    await settlesAt(list, '/things?foo=1&status=failed&tags=a%2Cb&bar=x#top', params({ status: 'failed', tags: ['a', 'b'] }));
    expect(history_.calls.push).to.deep.equal([]);
    expect(history_.calls.replace).to.deep.equal(['/lists-test/things?foo=1&status=failed&tags=a%2Cb&bar=x#top']);
    expect(history.length).to.equal(length);
    // The entry's navigation state (e.g. an activity handed to the screen) survives the correction.
    expect(history.state).to.deep.equal({ activity: 7 });
  });

  it('leaves a normal address alone', async () => {
    visit('/things?foo=1&pageSize=50&status=failed&bar=x');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar' });
    expect(list.shown()).to.deep.equal(params({ pageSize: 50, status: 'failed' }));
    expect(currentPath()).to.equal('/things?foo=1&pageSize=50&status=failed&bar=x');
    expect(history_.calls).to.deep.equal({ push: [], replace: [] });
  });

  it('writes changes into the query with pushState, keeping the path, hash and other parameters', async () => {
    visit('/things?foo=1&bar=x#top');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar' });
    list.state.setParams({ status: 'failed', tags: ['a', 'b'] });
    await settlesAt(list, '/things?foo=1&bar=x&status=failed&tags=a%2Cb#top', params({ status: 'failed', tags: ['a', 'b'] }));
    list.state.setParams({ pageSize: 50 });
    await settlesAt(
      list,
      '/things?foo=1&bar=x&pageSize=50&status=failed&tags=a%2Cb#top',
      params({ status: 'failed', tags: ['a', 'b'], pageSize: 50 }),
    );
    list.state.setParams({ status: '', tags: [], pageSize: 20 });
    await settlesAt(list, '/things?foo=1&bar=x#top', SPEC_LIST.defaults);
    expect(history_.calls.push).to.have.length(3);
    expect(history_.calls.replace).to.deep.equal([]);
  });

  it('writes nothing when a change changes nothing', async () => {
    visit('/things?status=failed');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar' });
    list.state.setParams({ status: 'failed', pageSize: 20, sort: 'sideways' as 'asc' });
    // A real change after it, as a barrier: once it is in the address, the first had its chance.
    list.state.setParams({ os: 'ubuntu' });
    await settlesAt(list, '/things?os=ubuntu&status=failed', params({ os: 'ubuntu', status: 'failed' }));
    expect(history_.calls).to.deep.equal({ push: ['/lists-test/things?os=ubuntu&status=failed'], replace: [] });
  });

  it('starts at page one when a filter or the page size changes, and pages without losing filters', async () => {
    visit('/things?currentPage=3&pageSize=50&os=ubuntu');
    const list = await renderList({ mode: 'address-bar' });
    list.screen.getByRole('button', { name: 'Show failed' }).click();
    await settlesAt(list, '/things?os=ubuntu&pageSize=50&status=failed', params({ os: 'ubuntu', pageSize: 50, status: 'failed' }));
    list.screen.getByRole('button', { name: 'Next page' }).click();
    await settlesAt(
      list,
      '/things?currentPage=2&os=ubuntu&pageSize=50&status=failed',
      params({ os: 'ubuntu', pageSize: 50, status: 'failed', currentPage: 2 }),
    );
    list.state.setParams({ pageSize: 100 });
    await settlesAt(list, '/things?os=ubuntu&pageSize=100&status=failed', params({ os: 'ubuntu', pageSize: 100, status: 'failed' }));
  });

  it('counts two changes made in one handler', async () => {
    visit('/things');
    const list = await renderList({ mode: 'address-bar' });
    list.state.setParams({ status: 'failed' });
    list.state.setParams({ currentPage: 2 });
    await settlesAt(list, '/things?currentPage=2&status=failed', params({ status: 'failed', currentPage: 2 }));
  });

  it('Back and Forward restore the previous list state', async function () {
    // Under load its waits add up: a test cut off by the timeout would go on in the background and
    // its Back would then leave the page of the tests that follow.
    this.timeout(30_000);
    // An entry of this document to fall back on: a Back too many then fails on the path shown here
    // instead of leaving the test page (the runner reuses pages, so the entry before is about:blank).
    history.pushState(null, '', `${LISTS_BASE}/before`);
    history.pushState(null, '', `${LISTS_BASE}/things?foo=1`);
    const list = await renderList({ mode: 'address-bar' });
    list.state.setParams({ status: 'failed' });
    await settlesAt(list, '/things?foo=1&status=failed', params({ status: 'failed' }));
    list.state.setParams({ currentPage: 2 });
    await settlesAt(list, '/things?foo=1&currentPage=2&status=failed', params({ status: 'failed', currentPage: 2 }));

    history.back();
    await settlesAt(list, '/things?foo=1&status=failed', params({ status: 'failed' }));
    history.back();
    await settlesAt(list, '/things?foo=1', SPEC_LIST.defaults);
    history.forward();
    await settlesAt(list, '/things?foo=1&status=failed', params({ status: 'failed' }));
  });

  it('keeps a value while its allowed values are unknown, and drops it in place once they arrive', async () => {
    visit('/things?status=failed&type=Gone');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar', allowed: { status: ['failed', 'succeeded'] } });
    expect(list.shown()).to.deep.equal(params({ type: 'Gone', status: 'failed' }));
    expect(currentPath()).to.equal('/things?status=failed&type=Gone');

    list.element.allowed = { status: ['failed', 'succeeded'], type: ['Script', 'Other'] };
    await settlesAt(list, '/things?status=failed', params({ status: 'failed' }));
    expect(history_.calls.push).to.deep.equal([]);
    expect(history_.calls.replace).to.deep.equal(['/lists-test/things?status=failed']);
  });

  it('does not rewrite on a fresh but equal allowed object', async () => {
    visit('/things?status=failed');
    const list = await renderList({ mode: 'address-bar', allowed: { status: ['failed'] } });
    const { setParams } = list.state;
    const renders = list.renders;
    list.element.allowed = { status: ['failed'] };
    await list.renderedAfter(renders);
    expect(list.state.setParams).to.equal(setParams);
  });

  it('drops values that are not allowed from changes as well', async () => {
    visit('/things');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar', allowed: { status: ['failed'] } });
    list.state.setParams({ status: 'bogus' });
    // A real change after it, as a barrier.
    list.state.setParams({ os: 'ubuntu' });
    await settlesAt(list, '/things?os=ubuntu', params({ os: 'ubuntu' }));
    expect(history_.calls).to.deep.equal({ push: ['/lists-test/things?os=ubuntu'], replace: [] });
  });

  it("a list declaring a few parameters never touches the others, not even to correct them", async () => {
    const few = defineListParams({ status: option({ values: ['failed'] }), currentPage: page() });
    visit('/things?tags=,,a&sort=DROP&status=failed&pageSize=20');
    history_ = recordHistory();
    const list = await renderList({ mode: 'address-bar', declaration: few as unknown as typeof SPEC_LIST });
    expect(JSON.parse(list.screen.getByRole('status', { name: 'List parameters' }).textContent ?? '')).to.deep.equal({
      status: 'failed',
      currentPage: 1,
    });
    list.screen.getByRole('button', { name: 'Next page' }).click();
    await waitFor(() => expect(currentPath()).to.equal('/things?tags=,,a&sort=DROP&status=failed&currentPage=2&pageSize=20'));
    expect(history_.calls.replace).to.deep.equal([]);
  });
});
