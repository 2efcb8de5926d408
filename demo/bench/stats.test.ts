import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatColumns, formatRatio, formatSummary, formatTable, median, requestKind, summarize } from './stats.ts';

describe('median and summary', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    assert.equal(median([706, 606, 652]), 652);
  });

  it('takes the mean of the two middle values of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it('has no median for no values', () => {
    assert.ok(Number.isNaN(median([])));
    assert.equal(formatSummary(summarize([])), '—');
  });

  it('gives the median with the range', () => {
    assert.deepEqual(summarize([3, 9, 1, 4, 5]), { median: 4, min: 1, max: 9 });
    assert.equal(formatSummary(summarize([606.4, 706.2, 652.6])), '653 [606–706]');
    assert.equal(formatSummary(summarize([70.04, 70.11]), 1), '70.1 [70.0–70.1]');
  });
});

describe('formatRatio', () => {
  it('divides by the floor', () => {
    assert.equal(formatRatio(652, 269), '2.42×');
    assert.equal(formatRatio(100, 200), '0.50×');
  });

  it('has no ratio to a zero or missing floor, except nothing against nothing', () => {
    assert.equal(formatRatio(3, 0), '—');
    assert.equal(formatRatio(0, 0), '1.00×');
    assert.equal(formatRatio(3, Number.NaN), '—');
  });
});

describe('formatTable', () => {
  it('aligns the figures, with the floor median and ratio where a floor is given', () => {
    const table = formatTable([
      { label: 'first row (ms)', values: [606, 706, 652], floor: [269, 260, 280] },
      { label: 'gzip JS+CSS (KB)', values: [156.04], floor: [70], digits: 1 },
      { label: 'long tasks', values: [1, 2, 3] },
    ]);
    assert.deepEqual(table.split('\n'), [
      '                      median [min–max]   floor median   × floor',
      'first row (ms)           652 [606–706]            269     2.42×',
      'gzip JS+CSS (KB)   156.0 [156.0–156.0]           70.0     2.23×',
      'long tasks                     2 [1–3]',
    ]);
  });
});

describe('formatColumns', () => {
  it('pads the first column on the right and the others on the left, short rows too', () => {
    assert.equal(formatColumns([['scenario', 'ms', 'kB'], ['floor', '269', '69.5'], ['widget', '1203']]), [
      'scenario     ms     kB',
      'floor       269   69.5',
      'widget     1203',
    ].join('\n'));
  });
});

describe('requestKind', () => {
  const base = 'http://127.0.0.1:8000';
  it('splits the API by call, REST and legacy', () => {
    assert.equal(requestKind(`${base}/api/v2/me`, 'fetch'), 'me');
    assert.equal(requestKind(`${base}/api/v2/about`, 'fetch'), 'about');
    assert.equal(requestKind(`${base}/api/v2/login/methods`, 'fetch'), 'methods');
    assert.equal(requestKind(`${base}/api/v2/activities?limit=20&offset=0`, 'fetch'), 'data');
    assert.equal(requestKind(`${base}/api/?action=GetActivityTypes&version=2011-08-01`, 'fetch'), 'data');
  });

  it('tells scripts, stylesheets and the rest apart', () => {
    assert.equal(requestKind(`${base}/dist/esm/chunks/Page-C7uEMxBs.js`, 'script'), 'js');
    assert.equal(requestKind(`${base}/dist/esm/chunks/lazy.js`, 'other'), 'js');
    assert.equal(requestKind(`${base}/new_dashboard/portal.css`, 'stylesheet'), 'css');
    assert.equal(requestKind(`${base}/new_dashboard/activities`, 'document'), 'other');
    assert.equal(requestKind(`${base}/favicon.ico`, 'other'), 'other');
  });
});
