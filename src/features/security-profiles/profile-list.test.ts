import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChanges, clearedFilters, decode, encode, filterChips } from '../../lib/list-params.ts';
import { profileListRequest, securityProfileListParams as LIST, statusFilterLabel, type SecurityProfileListState } from './profile-list.ts';

const state = (changes: Partial<SecurityProfileListState> = {}): SecurityProfileListState => ({ ...LIST.defaults, ...changes });

describe('securityProfileListParams', () => {
  it('defaults to active profiles, the full pass-rate range, page 1 of 20', () => {
    assert.deepEqual(decode(LIST, ''), { search: '', status: '', passRateFrom: 0, passRateTo: 100, currentPage: 1, pageSize: 20 });
  });

  it('reads every parameter from the address', () => {
    assert.deepEqual(decode(LIST, '?search=web&status=archived&passRateFrom=10&passRateTo=90&currentPage=3&pageSize=50'), {
      search: 'web',
      status: 'archived',
      passRateFrom: 10,
      passRateTo: 90,
      currentPage: 3,
      pageSize: 50,
    });
    assert.equal(decode(LIST, '?status=all').status, 'all');
  });

  it('falls back to Active for a status it does not offer', () => {
    assert.equal(decode(LIST, '?status=active').status, '');
    assert.equal(decode(LIST, '?status=over-limit').status, '');
  });

  it('keeps pass rates whole numbers from 0 to 100', () => {
    assert.deepEqual(decode(LIST, '?passRateFrom=-1&passRateTo=101'), state());
    assert.deepEqual(decode(LIST, '?passRateFrom=5.5&passRateTo=1e2'), state());
    assert.deepEqual(decode(LIST, '?passRateFrom=0&passRateTo=0'), state({ passRateTo: 0 }));
  });

  it('drops a range whose To is below its From, and keeps an equal one', () => {
    assert.deepEqual(decode(LIST, '?passRateFrom=80&passRateTo=20'), state());
    assert.deepEqual(decode(LIST, '?passRateFrom=40&passRateTo=40'), state({ passRateFrom: 40, passRateTo: 40 }));
    assert.deepEqual(applyChanges(LIST, state({ passRateTo: 30 }), { passRateFrom: 50 }), state());
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    assert.equal(encode(LIST, state(), '?tab=x'), '?tab=x');
    assert.equal(encode(LIST, { status: 'all', passRateFrom: 10 }, '?tab=x'), '?tab=x&status=all&passRateFrom=10');
  });

  it('shows chips for status, search and the pass-rate bounds, in that order', () => {
    const chips = filterChips(LIST, state({ search: 'web', status: 'archived', passRateFrom: 10, passRateTo: 90, currentPage: 2 }));
    assert.deepEqual(
      chips.map(({ label, value }) => [label, value]),
      [
        ['Status', 'Archived'],
        ['Search', 'web'],
        ['From pass rate', '10%'],
        ['To pass rate', '90%'],
      ],
    );
    assert.deepEqual(filterChips(LIST, state({ status: 'all' }))[0]?.value, 'All');
    assert.deepEqual(filterChips(LIST, state()), []);
  });

  it('clears every filter, not the paging', () => {
    assert.deepEqual(clearedFilters(LIST), { search: '', status: '', passRateFrom: 0, passRateTo: 100 });
  });

  it('labels the status values', () => {
    assert.deepEqual(['all', '', 'archived'].map(statusFilterLabel), ['All', 'Active', 'Archived']);
  });
});

describe('profileListRequest', () => {
  it('asks for the first page of active profiles by default', () => {
    assert.deepEqual(profileListRequest(state()), { status: 'active', limit: 20, offset: 0 });
  });

  it('omits the status for All and sends archived as it is', () => {
    assert.deepEqual(profileListRequest(state({ status: 'all' })), { limit: 20, offset: 0 });
    assert.deepEqual(profileListRequest(state({ status: 'archived' })), { status: 'archived', limit: 20, offset: 0 });
  });

  it('sends each pass-rate bound only when it narrows the range', () => {
    assert.deepEqual(profileListRequest(state({ passRateFrom: 10 })), { status: 'active', pass_rate_from: 10, limit: 20, offset: 0 });
    assert.deepEqual(profileListRequest(state({ passRateTo: 90 })), { status: 'active', pass_rate_to: 90, limit: 20, offset: 0 });
    assert.deepEqual(profileListRequest(state({ passRateFrom: 0, passRateTo: 0 })), {
      status: 'active',
      pass_rate_to: 0,
      limit: 20,
      offset: 0,
    });
    assert.deepEqual(profileListRequest(state({ passRateFrom: 100, passRateTo: 100 })), {
      status: 'active',
      pass_rate_from: 100,
      limit: 20,
      offset: 0,
    });
  });

  it('trims the search and leaves a blank one out', () => {
    assert.deepEqual(profileListRequest(state({ search: '  web servers ' })), { search: 'web servers', status: 'active', limit: 20, offset: 0 });
    assert.deepEqual(profileListRequest(state({ search: '   ' })), { status: 'active', limit: 20, offset: 0 });
  });

  it('passes a hostile search through untouched', () => {
    const hostile = '<script>alert(1)</script>&status=archived';
    assert.equal(profileListRequest(state({ search: hostile })).search, hostile);
  });

  it('turns the page into limit and offset', () => {
    assert.deepEqual(profileListRequest(state({ currentPage: 3, pageSize: 50 })), { status: 'active', limit: 50, offset: 100 });
  });
});
