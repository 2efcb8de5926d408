import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EventLog } from './model.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
let ns: TestNamespace;
before(async () => {
  server = await startServer();
  ns = await createTestNamespace(server);
});
after(() => server.close());

async function list(params: Record<string, string> = {}, token = ns.token) {
  return call(ns.rest(`events?${new URLSearchParams(params)}`), { token });
}

async function all(params: Record<string, string> = {}, token = ns.token): Promise<{ count: number; results: EventLog[] }> {
  const reply = await list({ ...params, limit: '1000' }, token);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const results: EventLog[] = [...reply.body.results];
  for (let offset = 1000; offset < reply.body.count; offset += 1000) {
    results.push(...(await list({ ...params, limit: '1000', offset: String(offset) }, token)).body.results);
  }
  assert.equal(results.length, reply.body.count);
  return { count: reply.body.count, results };
}

const switchTo = async (account: string): Promise<string> =>
  (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: account } })).body.token;

describe('GET events', () => {
  it('answers the paginated EventLog shape', async () => {
    const reply = await list({ days: '7' });
    assert.equal(reply.status, 200);
    assert.deepEqual(Object.keys(reply.body), ['count', 'next', 'previous', 'results']);
    assert.equal(reply.body.results.length, 20);
    for (const event of reply.body.results as EventLog[]) {
      assert.deepEqual(Object.keys(event).sort(), ['creation_time', 'entity_id', 'entity_name', 'entity_type', 'id', 'message', 'person_id', 'person_name']);
      for (const field of ['id', 'person_id', 'entity_id'] as const) assert.equal(typeof event[field], 'number');
      for (const field of ['person_name', 'entity_name', 'entity_type', 'message'] as const) assert.equal(typeof event[field], 'string');
      assert.match(event.creation_time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it('pages with next/previous links while count stays the total', async () => {
    const first = (await list({ days: '30', limit: '10' })).body;
    assert.equal(first.previous, null);
    const next = new URL(first.next);
    assert.equal(next.pathname, `/sim/${ns.id}/api/v2/events`);
    assert.equal(next.searchParams.get('days'), '30');
    assert.equal(next.searchParams.get('offset'), '10');
    assert.equal(next.searchParams.get('limit'), '10');

    const second = (await call(first.next, { token: ns.token })).body;
    assert.equal(second.count, first.count);
    assert.equal(new URL(second.previous).searchParams.get('offset'), '0');
    const twenty = (await list({ days: '30', limit: '20' })).body.results.map((event: EventLog) => event.id);
    assert.deepEqual([...first.results, ...second.results].map((event: EventLog) => event.id), twenty);

    const last = (await list({ days: '30', limit: '7', offset: String(first.count - 3) })).body;
    assert.equal(last.count, first.count);
    assert.equal(last.results.length, 3);
    assert.equal(last.next, null);
  });

  it('rejects invalid pagination like the other lists', async () => {
    for (const [params, message] of [
      [{ limit: '0' }, '"limit" must be at least 1.'],
      [{ limit: '1001' }, '"limit" must be at most 1000.'],
      [{ offset: '-1' }, '"offset" must be at least 0.'],
    ] as const) {
      const reply = await list(params);
      assert.equal(reply.status, 400);
      assert.deepEqual(reply.body, { error: 'InvalidParameter', message });
    }
  });

  it('gives acme about 3,000 events, newest first, a different count for every Days option', async () => {
    const everything = await all();
    assert.equal(everything.count, 3_000);
    const counts: number[] = [];
    for (const days of [1, 7, 30, 90, 180, 365]) {
      const { count, results } = await all({ days: String(days) });
      const since = Date.now() - days * 86_400_000;
      assert.ok(results.every((event) => Date.parse(event.creation_time) >= since), `${days} days`);
      // The same events as the whole log has in that window.
      assert.equal(count, everything.results.filter((event) => Date.parse(event.creation_time) >= since).length);
      counts.push(count);
    }
    for (let index = 1; index < counts.length; index += 1) assert.ok(counts[index]! > counts[index - 1]!, counts.join(' < '));
    assert.ok(counts[0]! >= 1 && counts[0]! <= 20, `a handful on day 1: ${counts[0]}`);
    assert.ok(counts[5]! < everything.count, 'the log goes back more than a year');

    const order = everything.results.map((event) => [event.creation_time, event.id] as const);
    for (let index = 1; index < order.length; index += 1) {
      const [time, id] = order[index]!;
      const [previousTime, previousId] = order[index - 1]!;
      assert.ok(time < previousTime || (time === previousTime && id < previousId), `event ${id} after ${previousId}`);
    }
  });

  it('refuses a days that is not a whole number of at least 1', async () => {
    for (const [days, message] of [
      ['0', '"days" must be at least 1.'],
      ['-7', '"days" must be at least 1.'],
      ['seven', '"days" must be a whole number.'],
      ['1.5', '"days" must be a whole number.'],
      ['', '"days" must be a whole number.'],
    ] as const) {
      const reply = await list({ days });
      assert.equal(reply.status, 400, days);
      assert.deepEqual(reply.body, { error: 'InvalidParameter', message });
    }
  });

  it('searches a part of every shown field, ignoring case', async () => {
    const everything = (await all()).results;
    for (const [search, field] of [
      ['tOMÁS fern', 'person_name'],
      ['security PROFILE', 'entity_type'],
      ['東京', 'entity_name'],
      ['WEB TIER', 'entity_name'],
      ['group ACTIVITY canceled', 'message'],
      ['"web", "db"', 'message'],
    ] as const) {
      const { count, results } = await all({ search });
      const needle = search.toLowerCase();
      assert.ok(count > 0, search);
      assert.ok(results.some((event) => event[field].toLowerCase().includes(needle)), `${search} in ${field}`);
      const expected = everything.filter((event) =>
        [event.person_name, event.entity_type, event.entity_name, event.message].some((text) => text.toLowerCase().includes(needle)),
      );
      assert.deepEqual(results.map((event) => event.id), expected.map((event) => event.id), search);
    }
    assert.equal((await list({ search: 'no event says this' })).body.count, 0);
    // Together with days.
    const recent = await all({ search: 'computer', days: '7' });
    assert.ok(recent.count > 0 && recent.count < (await all({ search: 'computer' })).count);
  });

  it('holds the special records: quotes, commas, line breaks, long texts, non-ASCII and hostile strings', async () => {
    const week = (await all({ days: '7' })).results;
    assert.ok(week.some((event) => event.message === 'Tags changed: "web", "db"'));
    assert.ok(week.some((event) => event.message.includes('\n') && event.message.includes(',') && event.message.includes('"')));
    assert.ok(week.some((event) => event.message.includes('\r\n')));
    assert.ok(week.some((event) => /[\u3040-\u9fff]/.test(event.entity_name)));
    assert.ok(week.some((event) => /\p{Extended_Pictographic}/u.test(event.entity_name)));
    assert.ok(week.some((event) => event.message.length >= 2_000));

    const month = (await all({ days: '30' })).results;
    assert.ok(month.some((event) => event.message.includes('<img src=x onerror=alert(1)>')));
    assert.ok(month.some((event) => event.entity_name.includes('\u202E')));
    assert.ok(month.some((event) => event.entity_name.startsWith('javascript:')));
    assert.ok(month.some((event) => event.entity_name.length >= 10_000));

    const everything = (await all()).results;
    assert.ok(everything.filter((event) => event.message.length >= 2_000).length >= 3);
    assert.ok(everything.some((event) => /[àáâäçéèêëíñóöúüøåß]/i.test(event.entity_name + event.person_name)));
  });

  it('gives globex a few hundred events of its own and initech none', async () => {
    const acmeIds = new Set((await all()).results.map((event) => event.id));
    const globex = await all({}, await switchTo('globex'));
    assert.ok(globex.count >= 100 && globex.count < 1_000, `${globex.count}`);
    assert.ok(globex.results.every((event) => !acmeIds.has(event.id)));

    const initech = await switchTo('initech');
    for (const params of [{}, { days: '365' }, { days: '1', search: 'x' }] as Record<string, string>[]) {
      const reply = await list(params, initech);
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { count: 0, next: null, previous: null, results: [] });
    }
  });

  it('does not change when other actions happen', async () => {
    const before = (await list({ days: '1', limit: '1000' })).body;
    const reboot = await call(ns.legacy('RebootComputers', { 'computer_ids.1': '1' }), { token: ns.token });
    assert.equal(reboot.status, 200);
    assert.deepEqual((await list({ days: '1', limit: '1000' })).body, before);
  });

  it('needs the bearer token and obeys injected faults', async () => {
    const reply = await call(ns.rest('events?days=7'));
    assert.equal(reply.status, 401);
    assert.equal(reply.body.error, 'Unauthorized');

    const faulty = await createTestNamespace(server, { faults: [{ method: 'GET', path: 'events', status: 500, times: 1 }] });
    const failed = await call(faulty.rest('events?days=7'), { token: faulty.token });
    assert.equal(failed.status, 500);
    assert.deepEqual(failed.body, { error: 'InjectedFault', message: 'Injected fault' });
    assert.equal((await call(faulty.rest('events?days=7'), { token: faulty.token })).status, 200);
  });
});
