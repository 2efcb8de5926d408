/**
 * landscape-scripts on a page of its own (issue 25), from the ESM build and by script tag: it signs in
 * with the page's landscape-login, shows the server's first page of active scripts, changes its Status
 * filter inside the element and never touches the page's address, and opens a script's Code tab, where
 * CodeMirror (its own lazy chunk, its CSS an adopted sheet) renders the script under the demo's CSP
 * (`default-src 'self'`) without any violation (withPage fails on one).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface ScriptsAnswer {
  readonly query: URLSearchParams;
  readonly count: number;
  readonly results: readonly { readonly id: number; readonly title: string; readonly interpreter: string; readonly code: string }[];
}

/** Every `GET …/scripts` the page asks, with the server's answer. */
function recordScripts(page: Page): ScriptsAnswer[] {
  const answers: ScriptsAnswer[] = [];
  page.on('response', (response: HTTPResponse) => {
    const url = new URL(response.url());
    if (!/\/api\/v2\/scripts$/.test(url.pathname) || response.request().method() !== 'GET') return;
    response.json().then(
      (body: { count: number; results: ScriptsAnswer['results'] }) => answers.push({ query: url.searchParams, count: body.count, results: body.results }),
      // An answer that is no JSON fails the table's check below.
      () => undefined,
    );
  });
  return answers;
}

/** What the element's table shows: its rows' names, and the pagination's words. */
function shown(page: Page) {
  return page.$eval('landscape-scripts', (element) => {
    const root = element.shadowRoot!;
    const table = root.querySelector('table');
    return {
      busy: table?.getAttribute('aria-busy') ?? null,
      names: [...root.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? ''),
      results: root.querySelector('[part="pagination"] p')?.textContent ?? '',
    };
  });
}

/** Waits until the table shows the answer to the request for `scriptType`, and checks it against it. */
async function showsAnswer(page: Page, answers: ScriptsAnswer[], scriptType: string): Promise<ScriptsAnswer> {
  let last = '';
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const answer = answers.findLast((candidate) => candidate.query.get('script_type') === scriptType);
    const table = await shown(page);
    last = JSON.stringify({ answer: answer && { count: answer.count, first: answer.results[0]?.title }, table });
    if (!answer || table.busy !== null) continue;
    if (JSON.stringify(table.names) !== JSON.stringify(answer.results.map((script) => script.title))) continue;
    assert.equal(table.results, `Showing ${answer.results.length} of ${answer.count.toLocaleString('en-US')} results`);
    return answer;
  }
  assert.fail(`the table never showed the answer for script_type=${scriptType}: ${last}`);
}

/** The code editor of the element's details panel: its lines, and whether CodeMirror's own CSS applies. */
function editor(page: Page) {
  return page.$eval('landscape-scripts', (element) => {
    const root = element.shadowRoot!;
    const content = root.querySelector('.cm-content');
    const gutters = root.querySelector('.cm-gutters');
    return {
      role: content?.getAttribute('role') ?? null,
      lines: [...root.querySelectorAll('.cm-line')].map((line) => line.textContent ?? ''),
      display: root.querySelector('.cm-editor') ? getComputedStyle(root.querySelector('.cm-editor')!).display : null,
      gutterBorder: gutters ? getComputedStyle(gutters).borderRightStyle : null,
      styleElements: root.querySelectorAll('style').length + document.querySelectorAll('style').length,
    };
  });
}

describe('landscape-scripts alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, page] of [
    ['the ESM build', '/__e2e__/scripts-esm.html'],
    ['the script tag', '/__e2e__/scripts-script.html'],
  ] as const) {
    it(`from ${build}: the active scripts, another status inside it, the address untouched; a script's code in CodeMirror under the CSP`, () =>
      withPage(session, page, async ({ page: tab }) => {
        const answers = recordScripts(tab);
        const address = tab.url();
        await signIn(tab, ADMIN);
        await byRole(tab, 'table', 'Scripts');
        const active = await showsAnswer(tab, answers, 'active');
        assert.deepEqual(Object.fromEntries(answers[0]!.query), { script_type: 'active', limit: '20', offset: '0' });
        assert.ok(active.results.length > 0, 'the organisation has active scripts');

        await (await byRole(tab, 'button', 'Status: Active')).click();
        await (await byRole(tab, 'option', 'Archived')).click();
        await byRole(tab, 'button', 'Status: Archived');
        const archived = await showsAnswer(tab, answers, 'archived');
        assert.deepEqual(Object.fromEntries(answers.at(-1)!.query), { script_type: 'archived', limit: '20', offset: '0' });
        assert.equal(tab.url(), address);

        // An archived script's code, then its details' Code tab.
        const script = archived.results.find((candidate) => archived.results.filter((other) => other.title === candidate.title).length === 1)!;
        await (await byRole(tab, 'button', script.title)).click();
        await byRole(tab, 'dialog', script.title);
        await (await byRole(tab, 'tab', 'Code')).click();
        await byRole(tab, 'textbox', 'Code preview');
        let shownEditor = await editor(tab);
        for (const started = Date.now(); shownEditor.lines.length === 0 && Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
          shownEditor = await editor(tab);
        }
        assert.equal(shownEditor.role, 'textbox');
        assert.equal(shownEditor.lines[0], `#!${script.interpreter}`);
        assert.equal(shownEditor.lines[1], script.code.split('\n')[0]);
        // CodeMirror's own sheet is in: laid out as it lays itself out, with no <style> element.
        assert.equal(shownEditor.display, 'flex');
        assert.equal(shownEditor.gutterBorder, 'solid');
        assert.equal(shownEditor.styleElements, 0);
        assert.equal(tab.url(), address);
      }));
  }
});
