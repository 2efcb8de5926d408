/**
 * landscape-events-log on a page of its own (issue 25), from the ESM build and by script tag: it signs
 * in with the page's landscape-login, asks for the days its `days` attribute names, shows the server's
 * rows, changes the days inside the element and never touches the page's address, under the demo's CSP.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface EventsAnswer {
  readonly query: URLSearchParams;
  readonly count: number;
  readonly results: readonly { readonly entity_name?: string | null }[];
}

/** Every `GET …/events` the page asks, with the server's answer. */
function recordEvents(page: Page): EventsAnswer[] {
  const answers: EventsAnswer[] = [];
  page.on('response', (response: HTTPResponse) => {
    const url = new URL(response.url());
    if (!/\/api\/v2\/events$/.test(url.pathname) || response.request().method() !== 'GET') return;
    response.json().then(
      (body: { count: number; results: EventsAnswer['results'] }) => answers.push({ query: url.searchParams, count: body.count, results: body.results }),
      // An answer that is no JSON fails the table's check below.
      () => undefined,
    );
  });
  return answers;
}

/** What the element's table shows: its rows' entity names, and the pagination's words. */
function shown(page: Page) {
  return page.$eval('landscape-events-log', (element) => {
    const root = element.shadowRoot!;
    const table = root.querySelector('table');
    return {
      busy: table?.getAttribute('aria-busy') ?? null,
      names: [...root.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[3]?.textContent ?? ''),
      results: root.querySelector('[part="pagination"] p')?.textContent ?? '',
    };
  });
}

/** Waits until the table shows the answer to the request for `days`, and checks it against it. */
async function showsAnswer(page: Page, answers: EventsAnswer[], days: string): Promise<void> {
  let last = '';
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const answer = answers.findLast((candidate) => candidate.query.get('days') === days);
    const table = await shown(page);
    last = JSON.stringify({ answer: answer && { count: answer.count, first: answer.results[0]?.entity_name }, table });
    if (!answer || table.busy !== null) continue;
    const expected = answer.results.map((event) => event.entity_name || '---');
    if (JSON.stringify(table.names) !== JSON.stringify(expected)) continue;
    assert.equal(table.results, `Showing ${answer.results.length} of ${answer.count.toLocaleString('en-US')} results`);
    return;
  }
  assert.fail(`the table never showed the answer for days=${days}: ${last}`);
}

describe('landscape-events-log alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, page] of [
    ['the ESM build', '/__e2e__/events-log-esm.html'],
    ['the script tag', '/__e2e__/events-log-script.html'],
  ] as const) {
    it(`from ${build}: the rows of its days, another choice inside it, the address untouched`, () =>
      withPage(session, page, async ({ page: tab }) => {
        const answers = recordEvents(tab);
        const address = tab.url();
        await signIn(tab, ADMIN);
        await byRole(tab, 'table', 'Events');
        await byRole(tab, 'button', 'Days: 7 days');
        await showsAnswer(tab, answers, '7');
        const first = answers[0]!;
        assert.deepEqual(Object.fromEntries(first.query), { days: '7', limit: '20', offset: '0' });
        assert.ok(first.results.length > 0, 'the last 7 days hold events');

        await (await byRole(tab, 'button', 'Days: 7 days')).click();
        await (await byRole(tab, 'option', '90 days')).click();
        await byRole(tab, 'button', 'Days: 90 days');
        await showsAnswer(tab, answers, '90');
        assert.deepEqual(Object.fromEntries(answers.at(-1)!.query), { days: '90', limit: '20', offset: '0' });
        assert.equal(tab.url(), address);
      }));
  }
});
