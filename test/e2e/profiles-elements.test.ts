/**
 * The four profile elements of issue 26 on one page, from the ESM build and by script tag: they sign
 * in with the page's landscape-login, each shows every profile the server answers (its own request),
 * searches inside itself without touching the page's address, and opens a profile's details and its
 * form in its side panel, under the demo's CSP (`default-src 'self'`; withPage fails on a violation).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { HTTPResponse, Page } from 'puppeteer-core';
import { ADMIN, byRole, signIn, startSession, withPage, type Session } from './helpers.ts';

const ELEMENTS = [
  { tag: 'landscape-upgrade-profiles', table: 'Upgrade profiles', answer: /[?&]action=GetUpgradeProfiles(&|$)/ },
  { tag: 'landscape-reboot-profiles', table: 'Reboot profiles', answer: /\/api\/v2\/rebootprofiles(\?|$)/ },
  { tag: 'landscape-removal-profiles', table: 'Removal profiles', answer: /[?&]action=GetRemovalProfiles(&|$)/ },
  { tag: 'landscape-repository-profiles', table: 'Repository profiles', answer: /\/api\/v2\/repositoryprofiles(\?|$)/ },
] as const;

interface Profile {
  readonly id: number;
  readonly title: string;
}

/** Each element's list answer (a bare array or a page), by tag. */
function recordLists(page: Page): Map<string, Profile[]> {
  const answers = new Map<string, Profile[]>();
  page.on('response', (response: HTTPResponse) => {
    if (response.request().method() !== 'GET') return;
    const element = ELEMENTS.find((candidate) => candidate.answer.test(response.url()));
    if (!element) return;
    response.json().then(
      (body: Profile[] | { results: Profile[] }) => answers.set(element.tag, Array.isArray(body) ? body : body.results),
      () => undefined,
    );
  });
  return answers;
}

/** The titles an element's table shows, in order (the first cell's link). */
function titles(page: Page, tag: string) {
  return page.$eval(tag, (element) => [...element.shadowRoot!.querySelectorAll('tbody tr')].map((row) => row.querySelector('td button')?.textContent ?? ''));
}

async function showsEveryProfile(page: Page, answers: Map<string, Profile[]>, tag: string): Promise<Profile[]> {
  let last = '';
  for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const answer = answers.get(tag);
    const shown = await titles(page, tag);
    last = JSON.stringify({ answer: answer?.length, shown });
    // The first page of 20, in the server's order.
    if (answer && JSON.stringify(shown) === JSON.stringify(answer.slice(0, 20).map((profile) => profile.title))) return answer;
  }
  assert.fail(`${tag} never showed the server's profiles: ${last}`);
}

describe('the profile elements alone', { timeout: 120_000 }, () => {
  let session: Session;
  before(async () => {
    session = await startSession();
  });
  after(() => session?.close());

  for (const [build, path] of [
    ['the ESM build', '/__e2e__/profiles-esm.html'],
    ['the script tag', '/__e2e__/profiles-script.html'],
  ] as const) {
    it(`from ${build}: each lists the server's profiles, searches inside itself, opens details and its form`, () =>
      withPage(session, path, async ({ page }) => {
        const answers = recordLists(page);
        const address = page.url();
        await signIn(page, ADMIN);
        for (const { tag, table } of ELEMENTS) {
          await byRole(page, 'table', table);
          const profiles = await showsEveryProfile(page, answers, tag);
          assert.ok(profiles.length > 1, `${tag}: the organisation has profiles`);
        }

        // A search in the upgrade profiles: its rows alone, its chip, the address untouched.
        const upgrades = answers.get('landscape-upgrade-profiles')!;
        const wanted = upgrades[1]!;
        const search = await byRole(page, 'searchbox', 'Search upgrade profiles');
        await search.type(wanted.title);
        await search.press('Enter');
        for (const started = Date.now(); Date.now() - started < 10_000; await new Promise((resolve) => setTimeout(resolve, 100))) {
          if (JSON.stringify(await titles(page, 'landscape-upgrade-profiles')) === JSON.stringify([wanted.title])) break;
        }
        assert.deepEqual(await titles(page, 'landscape-upgrade-profiles'), [wanted.title]);
        await byRole(page, 'button', `Remove Search filter: ${wanted.title}`);
        assert.equal(page.url(), address);

        // The reboot profiles' details, then their form from the details.
        const reboot = answers.get('landscape-reboot-profiles')![0]!;
        await (await byRole(page, 'button', `Open "${reboot.title}" profile details`)).click();
        await byRole(page, 'dialog', reboot.title);
        await (await byRole(page, 'button', `Edit "${reboot.title}" profile`)).click();
        await byRole(page, 'form', `Edit "${reboot.title}" profile`);
        await byRole(page, 'group', 'Days');
        assert.equal(page.url(), address);
      }));
  }
});
