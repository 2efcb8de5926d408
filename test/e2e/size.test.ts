import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipTotal, loadOf, LOADS } from '../../scripts/size.ts';

/**
 * Gzip budgets (level 9, each file as served, summed over what a page downloads), so a regression
 * fails CI. Raise one deliberately, in its own commit, with the reason.
 *
 * Issue 12's targets are 110 KiB for the IIFE and for a lone widget or the portal's activities route
 * all-in. At issue 12 the screens left the IIFE (dist/chunks, loaded beside it) and the element
 * entries (lazy screens), the theme's CSS is registered once and the sign-in form loads only when
 * shown. Measured then, gzip bytes: IIFE 109,122 (was 210,999); a lone landscape-activities by script
 * tag 155,165 (was 210,999), by ESM 140,619 (was 149,266); the portal at /activities 165,411 (was
 * 193,530), at /login 160,944 (168,503), at /profiles/security 202,502 (218,371). What remains above
 * 110 KiB is React with ReactDOM (67 KiB), the store's libraries and the screens themselves.
 */
const KIB = 1024;
const BUDGETS: Readonly<Record<keyof typeof LOADS, number>> = {
  'IIFE alone': 110 * KIB,
  'lone landscape-activities by script tag': 160 * KIB,
  'lone landscape-activities by ESM': 145 * KIB,
  'portal /activities': 170 * KIB,
  'portal /login': 165 * KIB,
  'portal /profiles/security': 205 * KIB,
};
/** `dist/esm/<tag>.js` with its static imports: the element shell and the shared core, no screen. */
const ELEMENT_ENTRY_BUDGET = 100 * KIB;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

async function check(name: string, entries: readonly string[], follow: readonly RegExp[] | undefined, budget: number) {
  const files = await loadOf(entries, follow);
  const gzip = gzipTotal(files);
  console.log(`${name}: ${kib(gzip)} gzip in ${files.length} files (budget ${kib(budget)})`);
  assert.ok(
    gzip <= budget,
    `${name}: ${gzip} bytes gzip exceed the budget of ${budget}:\n${files.map((file) => `  ${file.gzip} ${file.file}`).join('\n')}`,
  );
  return files;
}

describe('gzip budgets', () => {
  for (const [name, { entries, follow }] of Object.entries(LOADS)) {
    test(`${name} stays within ${kib(BUDGETS[name] ?? 0)}`, async () => {
      const files = await check(name, entries, follow, BUDGETS[name] ?? 0);
      // Each load must reach the screen it is named after, or the figure would say nothing.
      for (const pattern of follow ?? []) {
        assert.ok(files.some((file) => pattern.test(path.basename(file.file))), `${name} loads ${pattern}`);
      }
    });
  }

  test(`each dist/esm/<tag>.js with its static imports stays within ${kib(ELEMENT_ENTRY_BUDGET)}`, async () => {
    const tags = (await readdir(path.join(root, 'elements'))).filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file));
    assert.ok(tags.length > 0);
    for (const file of tags) {
      const entry = `dist/esm/${file.replace(/\.ts$/, '.js')}`;
      await check(entry, [entry], [], ELEMENT_ENTRY_BUDGET);
    }
  });

  test('the IIFE carries no screen: a lone widget loads its screen from dist/chunks', async () => {
    const [iife] = await loadOf(['dist/landscape-elements.js']);
    const lone = await loadOf(['dist/landscape-elements.js'], [/^ActivitiesScreen-/]);
    assert.equal(iife?.file, 'dist/landscape-elements.js');
    assert.ok(lone.some((file) => file.file.startsWith('dist/chunks/ActivitiesScreen-')), 'the activities screen is a chunk');
  });
});
