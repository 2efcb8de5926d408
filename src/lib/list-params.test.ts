import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DAYS_OPTIONS,
  PAGE_SIZES,
  applyChanges,
  clean,
  clearedFilters,
  date,
  decode,
  defineListParams,
  encode,
  filterChips,
  isIsoDate,
  normalise,
  option,
  page,
  pageOffset,
  pageSize,
  same,
  text,
} from './list-params.ts';
import { SPEC_LIST, type SpecListParams } from './list-params.test-declaration.ts';

const params = (changes: Partial<SpecListParams>): SpecListParams => ({ ...SPEC_LIST.defaults, ...changes });

describe('constants', () => {
  it('names every SPEC §2 parameter once, in the spec’s order', () => {
    assert.deepEqual(SPEC_LIST.names, [
      'accessGroups',
      'autoinstallFiles',
      'availabilityZones',
      'currentPage',
      'days',
      'disabledColumns',
      'fromDate',
      'groupBy',
      'os',
      'pageSize',
      'search',
      'sort',
      'sortBy',
      'status',
      'tab',
      'tags',
      'toDate',
      'type',
      'query',
      'employeeGroups',
      'passRateFrom',
      'passRateTo',
    ]);
    assert.deepEqual(Object.keys(SPEC_LIST.defaults).sort(), [...SPEC_LIST.names].sort());
  });

  it('has the SPEC §9 defaults and options', () => {
    assert.deepEqual(SPEC_LIST.defaults, {
      accessGroups: [],
      autoinstallFiles: [],
      availabilityZones: [],
      currentPage: 1,
      days: 30,
      disabledColumns: [],
      fromDate: '',
      groupBy: '',
      os: '',
      pageSize: 20,
      search: '',
      sort: '',
      sortBy: '',
      status: '',
      tab: '',
      tags: [],
      toDate: '',
      type: '',
      query: '',
      employeeGroups: [],
      passRateFrom: 0,
      passRateTo: 100,
    });
    assert.deepEqual(PAGE_SIZES, [20, 50, 100]);
    assert.deepEqual(DAYS_OPTIONS, [1, 7, 30, 90, 180, 365]);
    assert.ok(Object.isFrozen(SPEC_LIST.defaults));
    assert.ok(Object.isFrozen(SPEC_LIST.defaults.tags));
  });
});

describe('decode', () => {
  it('gives the defaults for an empty or foreign-only query', () => {
    assert.deepEqual(decode(SPEC_LIST, ''), SPEC_LIST.defaults);
    assert.deepEqual(decode(SPEC_LIST, '?'), SPEC_LIST.defaults);
    assert.deepEqual(decode(SPEC_LIST, '?foo=1&bar'), SPEC_LIST.defaults);
  });

  it('reads every parameter, with or without the question mark', () => {
    const search =
      'accessGroups=global,eng&autoinstallFiles=a.yaml&availabilityZones=z1,z2&currentPage=3&days=7' +
      '&disabledColumns=os,tags&fromDate=2024-01-01&groupBy=parent&os=ubuntu&pageSize=50&search=web+01' +
      '&sort=desc&sortBy=name&status=failed&tab=audit&tags=prod,db&toDate=2024-02-01T10:30&type=Script' +
      '&query=status:failed,type:script&employeeGroups=ops&passRateFrom=10&passRateTo=90';
    const expected: SpecListParams = {
      accessGroups: ['global', 'eng'],
      autoinstallFiles: ['a.yaml'],
      availabilityZones: ['z1', 'z2'],
      currentPage: 3,
      days: 7,
      disabledColumns: ['os', 'tags'],
      fromDate: '2024-01-01',
      groupBy: 'parent',
      os: 'ubuntu',
      pageSize: 50,
      search: 'web 01',
      sort: 'desc',
      sortBy: 'name',
      status: 'failed',
      tab: 'audit',
      tags: ['prod', 'db'],
      toDate: '2024-02-01T10:30',
      type: 'Script',
      query: 'status:failed,type:script',
      employeeGroups: ['ops'],
      passRateFrom: 10,
      passRateTo: 90,
    };
    assert.deepEqual(decode(SPEC_LIST, `?${search}`), expected);
    assert.deepEqual(decode(SPEC_LIST, search), expected);
  });

  it('splits lists on commas written plainly or as %2C, dropping blanks and repeats', () => {
    assert.deepEqual(decode(SPEC_LIST, '?tags=a%2Cb').tags, ['a', 'b']);
    assert.deepEqual(decode(SPEC_LIST, '?tags=a,b').tags, ['a', 'b']);
    assert.deepEqual(decode(SPEC_LIST, '?tags=,,a,,b').tags, ['a', 'b']);
    assert.deepEqual(decode(SPEC_LIST, '?tags=a,+b+,a').tags, ['a', 'b']);
    assert.deepEqual(decode(SPEC_LIST, '?tags=,,,').tags, []);
    assert.deepEqual(decode(SPEC_LIST, '?tags=').tags, []);
  });

  it('keeps query as one string, commas and all', () => {
    assert.equal(decode(SPEC_LIST, '?query=a%2Cb,c').query, 'a,b,c');
  });

  it('decodes percent and plus escapes in text', () => {
    assert.equal(decode(SPEC_LIST, '?search=100%25+sure%26ok').search, '100% sure&ok');
    assert.equal(decode(SPEC_LIST, '?search=caf%C3%A9').search, 'café');
  });

  it('reads the first of repeated parameters', () => {
    assert.equal(decode(SPEC_LIST, '?status=failed&status=succeeded').status, 'failed');
    assert.deepEqual(decode(SPEC_LIST, '?tags=a&tags=b').tags, ['a']);
    assert.equal(decode(SPEC_LIST, '?pageSize=50&pageSize=100').pageSize, 50);
  });

  it('falls back to defaults for unparseable or out-of-range numbers', () => {
    for (const [search, name, value] of [
      ['?currentPage=1e9', 'currentPage', 1],
      ['?currentPage=0', 'currentPage', 1],
      ['?currentPage=-2', 'currentPage', 1],
      ['?currentPage=2.5', 'currentPage', 1],
      ['?currentPage=+2', 'currentPage', 1],
      ['?currentPage=0x10', 'currentPage', 1],
      ['?currentPage=%202', 'currentPage', 1],
      ['?currentPage=99999999999999999999', 'currentPage', 1],
      ['?currentPage=abc', 'currentPage', 1],
      ['?currentPage=007', 'currentPage', 7],
      ['?currentPage=1000000000', 'currentPage', 1000000000],
      ['?pageSize=-5', 'pageSize', 20],
      ['?pageSize=25', 'pageSize', 20],
      ['?pageSize=100', 'pageSize', 100],
      ['?days=2', 'days', 30],
      ['?days=365', 'days', 365],
      ['?days=Infinity', 'days', 30],
      ['?passRateFrom=101', 'passRateFrom', 0],
      ['?passRateTo=-1', 'passRateTo', 100],
      ['?passRateTo=50.5', 'passRateTo', 100],
      ['?passRateTo=0', 'passRateTo', 0],
    ] as const) {
      assert.equal(decode(SPEC_LIST, search)[name], value, search);
    }
  });

  it('drops a pass-rate range whose from is above its to', () => {
    const decoded = decode(SPEC_LIST, '?passRateFrom=80&passRateTo=20');
    assert.deepEqual([decoded.passRateFrom, decoded.passRateTo], [0, 100]);
    const equal = decode(SPEC_LIST, '?passRateFrom=40&passRateTo=40');
    assert.deepEqual([equal.passRateFrom, equal.passRateTo], [40, 40]);
  });

  it('accepts sort asc or desc only', () => {
    assert.equal(decode(SPEC_LIST, '?sort=asc').sort, 'asc');
    assert.equal(decode(SPEC_LIST, '?sort=desc').sort, 'desc');
    for (const junk of ['DROP+TABLE', 'ASC', 'descending', '', '1']) {
      assert.equal(decode(SPEC_LIST, `?sort=${junk}`).sort, '', junk);
    }
  });

  it('drops blank text', () => {
    assert.equal(decode(SPEC_LIST, '?search=+++').search, '');
    assert.equal(decode(SPEC_LIST, '?status=').status, '');
  });

  it('keeps only allowed values once they are known', () => {
    const allowed = { status: ['failed', 'succeeded'], type: ['Script'], tags: ['prod'], sortBy: ['name'] };
    const decoded = decode(SPEC_LIST, '?status=bogus&type=Script&tags=prod,junk&sortBy=id', allowed);
    assert.equal(decoded.status, '');
    assert.equal(decoded.type, 'Script');
    assert.deepEqual(decoded.tags, ['prod']);
    assert.equal(decoded.sortBy, '');
    // No entry: any value of the type; an empty list: nothing.
    assert.equal(decode(SPEC_LIST, '?type=Anything', {}).type, 'Anything');
    assert.equal(decode(SPEC_LIST, '?type=Anything', { type: [] }).type, '');
  });

  it('lets an allowed entry replace the built-in page sizes and days', () => {
    assert.equal(decode(SPEC_LIST, '?pageSize=10', { pageSize: [10, 20] }).pageSize, 10);
    assert.equal(decode(SPEC_LIST, '?pageSize=50', { pageSize: [10, 20] }).pageSize, 20);
    assert.equal(decode(SPEC_LIST, '?days=7', { days: ['7'] }).days, 7);
  });
});

describe('isIsoDate', () => {
  for (const valid of [
    '2024-01-01',
    '2024-02-29',
    '2000-02-29',
    '0000-02-29',
    '2024-12-31T23:59',
    '2024-12-31T23:59:59',
    '2024-12-31T23:59:59.123',
    '2024-12-31T23:59:59.123456Z',
    '2024-06-01T10:30Z',
    '2024-06-01T10:30:00+02:00',
    '2024-06-01T10:30:00-05:30',
  ]) {
    it(`accepts ${valid}`, () => assert.equal(isIsoDate(valid), true));
  }

  for (const invalid of [
    '2024-13-01',
    '2024-00-10',
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-01-00',
    'yesterday',
    '2024-1-1',
    '2024-01',
    '24-01-01',
    '2024-01-01T',
    '2024-01-01T24:00',
    '2024-01-01T10:60',
    '2024-01-01T10:30:60',
    '2024-01-01T10',
    '2024-01-01 10:30',
    '2024-01-01t10:30',
    '2024-01-01Z',
    '2024-01-01T10:30.5',
    '2024-01-01T10:30:00z',
    '2024-01-01T10:30:00+0200',
    '2024-01-01T10:30:00+24:00',
    ' 2024-01-01',
    '2024-01-01\n',
    '',
  ]) {
    it(`refuses ${JSON.stringify(invalid)}`, () => assert.equal(isIsoDate(invalid), false));
  }

  it('is what decides fromDate and toDate', () => {
    assert.equal(decode(SPEC_LIST, '?fromDate=2024-02-30').fromDate, '');
    assert.equal(decode(SPEC_LIST, '?toDate=yesterday').toDate, '');
    assert.equal(decode(SPEC_LIST, '?fromDate=2024-06-01T10%3A30%3A00%2B02%3A00').fromDate, '2024-06-01T10:30:00+02:00');
    // A `+` in the address is a space (URLSearchParams): the offset must be written %2B.
    assert.equal(decode(SPEC_LIST, '?fromDate=2024-06-01T10:30:00+02:00').fromDate, '');
  });
});

describe('encode', () => {
  it('writes nothing for the defaults', () => {
    assert.equal(encode(SPEC_LIST, {}, ''), '');
    assert.equal(encode(SPEC_LIST, SPEC_LIST.defaults, ''), '');
    assert.equal(encode(SPEC_LIST, { currentPage: 1, pageSize: 20, days: 30, passRateFrom: 0, passRateTo: 100 }, ''), '');
  });

  it('writes every parameter in the stable order, whatever order they come in', () => {
    const all: SpecListParams = {
      passRateTo: 90,
      passRateFrom: 10,
      employeeGroups: ['ops'],
      query: 'status:failed,type:script',
      type: 'Script',
      toDate: '2024-02-01T10:30',
      tags: ['prod', 'db'],
      tab: 'audit',
      status: 'failed',
      sortBy: 'name',
      sort: 'desc',
      search: 'web 01',
      pageSize: 50,
      os: 'ubuntu',
      groupBy: 'parent',
      fromDate: '2024-01-01',
      disabledColumns: ['os', 'tags'],
      days: 7,
      currentPage: 3,
      availabilityZones: ['z1', 'z2'],
      autoinstallFiles: ['a.yaml'],
      accessGroups: ['global', 'eng'],
    };
    assert.equal(
      encode(SPEC_LIST, all, ''),
      '?accessGroups=global%2Ceng&autoinstallFiles=a.yaml&availabilityZones=z1%2Cz2&currentPage=3&days=7' +
        '&disabledColumns=os%2Ctags&fromDate=2024-01-01&groupBy=parent&os=ubuntu&pageSize=50&search=web+01' +
        '&sort=desc&sortBy=name&status=failed&tab=audit&tags=prod%2Cdb&toDate=2024-02-01T10%3A30&type=Script' +
        '&query=status%3Afailed%2Ctype%3Ascript&employeeGroups=ops&passRateFrom=10&passRateTo=90',
    );
  });

  it('round-trips every parameter', () => {
    const state = params({
      tags: ['a b', 'ü', '100%'],
      search: 'a&b=c #d ,e',
      query: 'x:1,y:"2 3"',
      fromDate: '2024-06-01T10:30:00+02:00',
      toDate: '2024-06-02T00:00:00.5Z',
      currentPage: 12,
      pageSize: 100,
      days: 1,
      sort: 'asc',
      passRateFrom: 0,
      passRateTo: 0,
    });
    assert.deepEqual(decode(SPEC_LIST, encode(SPEC_LIST, state, '')), state);
    assert.deepEqual(decode(SPEC_LIST, encode(SPEC_LIST, SPEC_LIST.defaults, '')), SPEC_LIST.defaults);
  });

  it('lays changes over the list parameters already in the address', () => {
    assert.equal(encode(SPEC_LIST, { status: 'failed' }, '?pageSize=50'), '?pageSize=50&status=failed');
    assert.equal(encode(SPEC_LIST, { pageSize: 50 }, '?status=failed'), '?pageSize=50&status=failed');
    assert.equal(encode(SPEC_LIST, { status: '' }, '?status=failed&pageSize=50'), '?pageSize=50');
    assert.equal(encode(SPEC_LIST, { tags: [] }, '?tags=a'), '');
    // undefined means "unchanged", not "cleared".
    assert.equal(encode(SPEC_LIST, { status: undefined } as Partial<SpecListParams>, '?status=failed'), '?status=failed');
  });

  it('leaves other parameters untouched and in their place', () => {
    assert.equal(encode(SPEC_LIST, {}, '?foo=1&status=failed&bar=x'), '?foo=1&status=failed&bar=x');
    assert.equal(encode(SPEC_LIST, { tags: ['a'] }, '?foo=1&status=failed&bar=x'), '?foo=1&status=failed&tags=a&bar=x');
    assert.equal(encode(SPEC_LIST, { status: '' }, '?foo=1&status=failed&bar=x'), '?foo=1&bar=x');
    assert.equal(encode(SPEC_LIST, { status: 'failed' }, '?foo=1&bar=x'), '?foo=1&bar=x&status=failed');
    // Byte for byte: their own escapes, bare names, empty values, case and repeats.
    assert.equal(
      encode(SPEC_LIST, { pageSize: 50 }, '?redirect-to=%2Fa%3Fb%3D1&flag&empty=&Status=X&x=1&x=2&weird=%zz'),
      '?redirect-to=%2Fa%3Fb%3D1&flag&empty=&Status=X&x=1&x=2&weird=%zz&pageSize=50',
    );
  });

  it('drops what is not valid, whether it came from the address or the caller', () => {
    assert.equal(encode(SPEC_LIST, { pageSize: 33 }, '?pageSize=50'), '');
    assert.equal(encode(SPEC_LIST, { currentPage: 2.5 }, ''), '');
    assert.equal(encode(SPEC_LIST, { currentPage: Number.NaN }, ''), '');
    assert.equal(encode(SPEC_LIST, { sort: 'up' as 'asc' }, ''), '');
    assert.equal(encode(SPEC_LIST, { fromDate: 'soon' }, ''), '');
    assert.equal(encode(SPEC_LIST, { status: 'bogus' }, '', { status: ['failed'] }), '');
    assert.equal(encode(SPEC_LIST, { tags: ['a,b', ' ', 'a'] }, ''), '?tags=a%2Cb');
  });
});

describe('normalise', () => {
  it('keeps a normal query as it is', () => {
    for (const search of ['', '?foo=1', '?pageSize=50&status=failed', '?foo=1&status=failed&bar=x', '?tags=a%2Cb']) {
      assert.equal(normalise(SPEC_LIST, search), search);
    }
  });

  it('removes defaults, blanks and junk, one rule at a time', () => {
    for (const [search, expected] of [
      ['?', ''],
      ['?currentPage=1', ''],
      ['?pageSize=20', ''],
      ['?days=30', ''],
      ['?passRateFrom=0&passRateTo=100', ''],
      ['?status=', ''],
      ['?search=+', ''],
      ['?tags=,,', ''],
      ['?tags=,,a,,b', '?tags=a%2Cb'],
      ['?tags=a,b', '?tags=a%2Cb'],
      ['?currentPage=1e9', ''],
      ['?currentPage=007', '?currentPage=7'],
      ['?pageSize=-5', ''],
      ['?days=2', ''],
      ['?sort=DROP%20TABLE', ''],
      ['?sort=DROP+TABLE', ''],
      ['?fromDate=2024-13-01', ''],
      ['?toDate=2024-02-30', ''],
      ['?fromDate=yesterday', ''],
      ['?fromDate=2024-1-1', ''],
      ['?passRateFrom=90&passRateTo=10', ''],
      ['?passRateFrom=101', ''],
      ['?status=failed&status=succeeded', '?status=failed'],
      ['?tags=a&tags=b', '?tags=a'],
      ['?status=failed&pageSize=50', '?pageSize=50&status=failed'],
      ['?search=a%20b', '?search=a+b'],
      ['?st%61tus=failed', '?status=failed'],
      ['?&&status=failed&&', '?status=failed'],
    ] as const) {
      assert.equal(normalise(SPEC_LIST, search), expected, search);
    }
  });

  it('gathers list parameters where the first one stood, leaving the others in their place', () => {
    assert.equal(
      normalise(SPEC_LIST, '?a=1&pageSize=50&b=2&status=failed&c=3&pageSize=100'),
      '?a=1&pageSize=50&status=failed&b=2&c=3',
    );
    assert.equal(normalise(SPEC_LIST, '?a=1&pageSize=20&b=2'), '?a=1&b=2');
  });

  it('is idempotent', () => {
    for (const search of [
      '?a=1&pageSize=50&b=2&status=failed&c=3&pageSize=100',
      '?tags=,,a,,b&sort=DROP+TABLE&currentPage=1e9&x',
      '?search=100%25',
    ]) {
      const once = normalise(SPEC_LIST, search);
      assert.equal(normalise(SPEC_LIST, once), once, search);
    }
  });

  it('drops values that are no longer allowed', () => {
    assert.equal(normalise(SPEC_LIST, '?type=Gone&status=failed', { type: ['Script'] }), '?status=failed');
    assert.equal(normalise(SPEC_LIST, '?type=Gone&status=failed'), '?status=failed&type=Gone');
  });
});

describe('applyChanges', () => {
  const onPage3 = params({ currentPage: 3, status: 'failed', pageSize: 50 });

  it('keeps the page when only the page changes', () => {
    assert.equal(applyChanges(SPEC_LIST, onPage3, { currentPage: 4 }).currentPage, 4);
  });

  it('starts at page one when a filter, sort or page size changes', () => {
    assert.deepEqual(applyChanges(SPEC_LIST, onPage3, { status: 'succeeded' }), params({ status: 'succeeded', pageSize: 50 }));
    assert.equal(applyChanges(SPEC_LIST, onPage3, { pageSize: 100 }).currentPage, 1);
    assert.equal(applyChanges(SPEC_LIST, onPage3, { sort: 'asc' }).currentPage, 1);
    assert.equal(applyChanges(SPEC_LIST, onPage3, { tags: ['a'] }).currentPage, 1);
  });

  it('keeps the page when nothing actually changes', () => {
    assert.equal(applyChanges(SPEC_LIST, onPage3, { status: 'failed' }).currentPage, 3);
    assert.equal(applyChanges(SPEC_LIST, onPage3, {}).currentPage, 3);
    assert.equal(applyChanges(SPEC_LIST, params({ currentPage: 3, tags: ['a'] }), { tags: ['a'] }).currentPage, 3);
  });

  it('honours a page set in the same call', () => {
    assert.equal(applyChanges(SPEC_LIST, onPage3, { status: 'succeeded', currentPage: 2 }).currentPage, 2);
  });

  it('cleans the result', () => {
    assert.equal(applyChanges(SPEC_LIST, onPage3, { pageSize: 7 }).pageSize, 20);
    assert.equal(applyChanges(SPEC_LIST, onPage3, { status: 'bogus' }, { status: ['failed'] }).status, '');
  });
});

describe('clean', () => {
  it('checks every value again, filling in defaults', () => {
    assert.deepEqual(clean(SPEC_LIST, { type: 'Gone', pageSize: 50 }, { type: ['Script'] }), params({ pageSize: 50 }));
    assert.deepEqual(clean(SPEC_LIST, { type: 'Gone' }), params({ type: 'Gone' }));
  });
});

describe('same', () => {
  it('compares lists item by item and everything else by value', () => {
    assert.equal(same(SPEC_LIST, params({ tags: ['a', 'b'] }), params({ tags: ['a', 'b'] })), true);
    assert.equal(same(SPEC_LIST, params({ tags: ['a', 'b'] }), params({ tags: ['b', 'a'] })), false);
    assert.equal(same(SPEC_LIST, params({ tags: ['a'] }), params({ tags: ['a', 'b'] })), false);
    assert.equal(same(SPEC_LIST, params({ currentPage: 2 }), params({ currentPage: 2 })), true);
    assert.equal(same(SPEC_LIST, params({ currentPage: 2 }), params({})), false);
  });
});

describe('a declaration of a few parameters', () => {
  const statusLabels: Record<string, string> = { failed: 'Failed', succeeded: 'Succeeded' };
  const small = defineListParams({
    query: text({
      chip: 'Query',
      chips: (value) => value.split(',').map((term, index, terms) => ({ value: term, without: terms.filter((_, at) => at !== index).join(',') })),
    }),
    status: option({ values: ['failed', 'succeeded'], chip: 'Status', format: (value) => statusLabels[value] ?? value }),
    fromDate: date({ chip: 'From', format: (value) => value.replace('T', ' ') }),
    currentPage: page(),
    pageSize: pageSize([10, 25], 25),
  }, { chipOrder: ['status'] });

  it('has the declared defaults and names, in declaration order', () => {
    assert.deepEqual(small.names, ['query', 'status', 'fromDate', 'currentPage', 'pageSize']);
    assert.deepEqual(small.defaults, { query: '', status: '', fromDate: '', currentPage: 1, pageSize: 25 });
  });

  it('reads only its own parameters and checks declared values', () => {
    assert.deepEqual(decode(small, '?status=bogus&pageSize=10&tags=a&currentPage=2'), {
      query: '',
      status: '',
      fromDate: '',
      currentPage: 2,
      pageSize: 10,
    });
    assert.equal(decode(small, '?status=failed').status, 'failed');
    // A runtime entry replaces the declared values.
    assert.equal(decode(small, '?status=failed', { status: ['succeeded'] }).status, '');
    assert.equal(decode(small, '?pageSize=20').pageSize, 25);
  });

  it('never touches parameters that are not its own, even ones another list would correct', () => {
    assert.equal(normalise(small, '?tags=,,a&pageSize=25&sort=DROP&status=failed'), '?tags=,,a&status=failed&sort=DROP');
    assert.equal(encode(small, { currentPage: 3 }, '?search=+&x=1'), '?search=+&x=1&currentPage=3');
    assert.equal(encode(small, { status: 'failed' }, '?currentPage=2&os=ubuntu'), '?status=failed&currentPage=2&os=ubuntu');
  });

  it('starts at page one when anything but the page changes', () => {
    const onPage3 = { ...small.defaults, currentPage: 3 };
    assert.equal(applyChanges(small, onPage3, { status: 'failed' }).currentPage, 1);
    assert.equal(applyChanges(small, onPage3, { currentPage: 4 }).currentPage, 4);
    assert.equal(applyChanges(small, onPage3, { status: 'bogus' }).currentPage, 3);
  });

  it('derives chips (label, formatted value, the change that removes each) in chip order, and Clear all filters', () => {
    const state = { ...small.defaults, query: 'a:1,b:2', status: 'failed', fromDate: '2024-01-01T10:00', currentPage: 2 };
    assert.deepEqual(filterChips(small, state), [
      { id: 'status', label: 'Status', value: 'Failed', remove: { status: '' } },
      { id: 'query-0', label: 'Query', value: 'a:1', remove: { query: 'b:2' } },
      { id: 'query-1', label: 'Query', value: 'b:2', remove: { query: 'a:1' } },
      { id: 'fromDate', label: 'From', value: '2024-01-01 10:00', remove: { fromDate: '' } },
    ]);
    assert.deepEqual(filterChips(small, small.defaults), []);
    assert.deepEqual(clearedFilters(small), { query: '', status: '', fromDate: '' });
  });

  it('gives one chip per item of a list parameter, and none for parameters without a chip label', () => {
    const state = params({ tags: ['prod', 'db'], sort: 'desc', currentPage: 4, passRateFrom: 10 });
    assert.deepEqual(
      filterChips(SPEC_LIST, state).map(({ label, value, remove }) => [label, value, remove]),
      [
        ['Tag', 'prod', { tags: ['db'] }],
        ['Tag', 'db', { tags: ['prod'] }],
        ['From pass rate', '10', { passRateFrom: 0 }],
      ],
    );
  });
});

describe('pageOffset', () => {
  it('turns a 1-based page into the API’s limit and offset', () => {
    assert.deepEqual(pageOffset({ currentPage: 1, pageSize: 20 }), { limit: 20, offset: 0 });
    assert.deepEqual(pageOffset({ currentPage: 3, pageSize: 50 }), { limit: 50, offset: 100 });
  });
});
