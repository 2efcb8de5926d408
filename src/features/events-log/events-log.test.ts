import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EventLogEntry } from '../../api/events.ts';
import { csvField, csvText, fileStamp } from '../../lib/csv.ts';
import { eventRecord, eventsCsv } from './csv.ts';
import { embeddedInitial, eventFilters, eventListRequest } from './event-list.ts';
import { messagePreview, PREVIEW_LENGTH } from './message.ts';

/** An RFC 4180 reader, to check that what csvText writes reads back the same. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      index += 1;
    } else field += char;
  }
  assert.equal(field, '', 'the text ends with a record');
  return records;
}

const EVENT: EventLogEntry = {
  id: 7,
  creation_time: '2026-11-27T10:00:00Z',
  person_id: 1,
  person_name: 'Ada Admin',
  entity_id: 42,
  entity_type: 'Computer',
  entity_name: 'web-01',
  message: 'Tags changed: "web", "db"\r\nand a second line\nand a third',
};

describe('the events log CSV (RFC 4180)', () => {
  it('quotes a field holding a comma, a double quote or a line break, doubling its quotes, and leaves the rest', () => {
    assert.equal(csvField('plain text'), 'plain text');
    assert.equal(csvField('a, b'), '"a, b"');
    assert.equal(csvField('say "hi"'), '"say ""hi"""');
    assert.equal(csvField('one\ntwo'), '"one\ntwo"');
    assert.equal(csvField('one\rtwo'), '"one\rtwo"');
    assert.equal(csvField(''), '');
  });

  it('ends every record with CRLF, and what it writes reads back field for field', () => {
    const records = [
      ['a', 'b,c', ''],
      ['"quoted"', 'line\r\nbreak', '😀 東京'],
    ];
    const text = csvText(records);
    assert.ok(text.endsWith('\r\n'));
    assert.equal(text.split('\r\n').length, 4, 'the line break inside a field is quoted, so 2 records and 1 embedded break');
    assert.deepEqual(parseCsv(text), records);
  });

  it("writes an event's fields in upstream's order, a missing one empty, under the header", () => {
    assert.deepEqual(eventRecord(EVENT), ['2026-11-27T10:00:00Z', '1', 'Ada Admin', 'Computer', '42', 'web-01', EVENT.message]);
    assert.deepEqual(eventRecord({ id: 8, creation_time: '2026-11-27T11:00:00Z', person_name: null }), ['2026-11-27T11:00:00Z', '', '', '', '', '', '']);
    const header = ['Creation Time', 'Person ID', 'Person Name', 'Entity Type', 'Entity ID', 'Entity Name', 'Message'];
    const parsed = parseCsv(eventsCsv(header, [EVENT, EVENT]));
    assert.deepEqual(parsed, [header, eventRecord(EVENT), eventRecord(EVENT)]);
  });

  it('stamps a file name with the UTC time, without colons', () => {
    assert.equal(fileStamp(new Date('2026-11-28T01:02:03.456Z')), '2026-11-28T01 02 03Z');
  });
});

describe('the events log list', () => {
  it('asks for the days and the page, and the search only when there is one, trimmed', () => {
    assert.deepEqual(eventListRequest({ currentPage: 3, pageSize: 50, days: 7, search: '  ' }), { days: 7, limit: 50, offset: 100 });
    assert.deepEqual(eventListRequest({ currentPage: 1, pageSize: 20, days: 30, search: ' Ada ' }), { days: 30, search: 'Ada', limit: 20, offset: 0 });
    assert.deepEqual(eventFilters({ days: 365, search: 'x' }), { days: 365, search: 'x' });
  });

  it("takes only the element's attributes that are set", () => {
    assert.deepEqual(embeddedInitial({}), {});
    assert.deepEqual(embeddedInitial({ days: 7, pageSize: 50 }), { days: 7, pageSize: 50 });
  });
});

describe("an event's message in its row", () => {
  it('shows a short one-line message whole', () => {
    assert.equal(messagePreview('Script edited.'), 'Script edited.');
    assert.equal(messagePreview('x'.repeat(PREVIEW_LENGTH)), 'x'.repeat(PREVIEW_LENGTH));
  });

  it('shows the first line of a message of several (Show more says there is more)', () => {
    assert.equal(messagePreview('First line\nsecond line'), 'First line');
    assert.equal(messagePreview('First line\r\nsecond'), 'First line');
    assert.equal(messagePreview(`${'y'.repeat(PREVIEW_LENGTH + 1)}\nsecond`), `${'y'.repeat(PREVIEW_LENGTH)}…`);
  });

  it('cuts a long line at the preview length, never inside an emoji', () => {
    const long = '😀'.repeat(PREVIEW_LENGTH + 5);
    const preview = messagePreview(long);
    assert.equal(preview, `${'😀'.repeat(PREVIEW_LENGTH)}…`);
    assert.ok(!/[\uD800-\uDBFF]…$/.test(preview));
  });
});
