/**
 * The package and WSL profile elements of issue 27 on one page, from the ESM build and by script tag:
 * they sign in with the page's landscape-login, each shows the profiles the server answers (its own
 * request), the package profiles' details page a profile's 2,000 constraints on the server, its
 * constraints editor opens from there, and a WSL profile's details show its compliance, under the
 * demo's CSP (`default-src 'self'`; withPage fails on a violation). The page's address never changes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

interface Profile {
  readonly id: number;
  readonly title: string;
}

/** The list answers (package: `{ result }`; WSL: a page) and the constraints pages asked for. */
function record(page: Page) {
  const lists = new Map<string, Profile[]>();
  const constraintPages: string[] = [];
  page.on('response', (response: HTTPResponse) => {
    if (response.request().method() !== 'GET') return;
    const url = new URL(response.url());
    if (/\/api\/v2\/packageprofiles\/[^/]+\/constraints$/.test(url.pathname)) constraintPages.push(url.search);
    const tag = url.pathname.endsWith('/api/v2/packageprofiles') ? 'landscape-package-profiles' : url.pathname.endsWith('/api/v2/child-instance-profiles') ? 'landscape-wsl-profiles' : null;
    if (!tag) return;
    response.json().then(
      (body: { result?: Profile[]; results?: Profile[] }) => lists.set(tag, body.result ?? body.results ?? []),
      () => undefined,
    );
  });
  return { lists, constraintPages };
}

/** The titles an element's profiles table shows, in order (the first cell's button). */
function titles(page: Page, tag: string) {
  return page.$eval(tag, (element) => [...element.shadowRoot!.querySelectorAll('tbody tr')].map((row) => row.querySelector('td button')?.textContent ?? ''));
}

async function until(check: () => Promise<boolean>, what: () => Promise<string>): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (await check()) return;
  }
  assert.fail(await what());
}

describe('the package and WSL profile elements alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/package-wsl-esm.html'],
    ['the script tag', '/__e2e__/package-wsl-script.html'],
  ] as const) {
    it(`from ${build}: each lists the server's profiles; constraints page on the server; WSL details`, () =>
      withPage(session, path, async ({ page }) => {
        const { lists, constraintPages } = record(page);
        const address = page.url();
        await signIn(page, ADMIN);
        for (const [tag, table] of [
          ['landscape-package-profiles', 'Package profiles'],
          ['landscape-wsl-profiles', 'WSL profiles'],
        ] as const) {
          await byRole(page, 'table', table);
          await until(
            async () => {
              const answer = lists.get(tag);
              return !!answer && answer.length > 1 && JSON.stringify(await titles(page, tag)) === JSON.stringify(answer.slice(0, 20).map((profile) => profile.title));
            },
            async () => `${tag} never showed the server's profiles: ${JSON.stringify(await titles(page, tag))}`,
          );
        }

        // The 2,000 constraints of "Staging image: every package pinned": 20 a page, the next asked of the server.
        const staging = lists.get('landscape-package-profiles')!.find((profile) => profile.title === 'Staging image: every package pinned');
        assert.ok(staging, 'the seed has the profile with 2,000 constraints');
        await (await byRole(page, 'button', `Open "${staging.title}" profile details`)).click();
        const details = await byRole(page, 'dialog', staging.title);
        const constraints = await byRole(page, 'table', 'Package constraints');
        await until(
          async () => (await constraints.$$('tbody tr')).length === 20 && constraintPages.some((search) => /offset=0/.test(search)),
          async () => `the first page of constraints: ${JSON.stringify(constraintPages)}`,
        );
        // The details' own pages (the list has its own Next page).
        const next = await details.waitForSelector('::-p-aria([name="Next page"][role="button"])', { visible: true });
        await next!.click();
        await until(
          async () => constraintPages.some((search) => /offset=20/.test(search)),
          async () => `the second page was not asked for: ${JSON.stringify(constraintPages)}`,
        );
        await (await byRole(page, 'button', `Change package constraints of "${staging.title}"`)).click();
        await byRole(page, 'table', `Change "${staging.title}" profile's constraints`);
        await byRole(page, 'button', 'Add constraints');

        // A WSL profile's details: its image and its compliance counts.
        const wsl = lists.get('landscape-wsl-profiles')![0]!;
        await (await byRole(page, 'button', `Open "${wsl.title}" profile details`)).click();
        await byRole(page, 'dialog', wsl.title);
        assert.equal(page.url(), address);
      }));
  }
});
