/**
 * Runs test files with Node's test runner under tsx (Node 20's --test takes no glob, so callers list the
 * files). Spec output for people; a TAP copy gives the counts, written to $TEST_SUMMARY_FILE for
 * scripts/test.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests, named with their suites, for the closing summary (a CI log keeps only its tail). */
  failures?: string[];
}

const skippedDirs = new Set(['node_modules', 'dist', '.git', '.cache']);

/** Every file under `root` (relative, sorted) whose relative path passes `keep`. */
export async function findFiles(keep: (relative: string) => boolean): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !relative.split(path.sep).some((part) => skippedDirs.has(part)))
    .filter(keep)
    .sort();
}

/** Names the failed tests: a TAP `not ok` whose nested tests (the lines above it, deeper) all passed. */
function tapFailures(tap: string): string[] {
  const failures: string[] = [];
  const deeperFailed: boolean[] = [];
  for (const line of tap.split('\n')) {
    const match = /^( *)(not ok|ok) \d+ - (.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const failed = match[2] === 'not ok';
    if (failed && !deeperFailed[depth + 1]) failures.push(match[3]!);
    deeperFailed[depth] = (deeperFailed[depth] ?? false) || failed;
    deeperFailed.length = depth + 1;
  }
  return failures;
}

function tapCounts(tap: string): Counts {
  // The last summary block covers the whole run.
  const count = (name: string) => Number([...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
    failures: tapFailures(tap),
  };
}

export async function runNodeTests(label: string, files: readonly string[]): Promise<number> {
  if (files.length === 0) {
    console.log(`${label}: no test files`);
    await writeSummary({ passed: 0, failed: 0, skipped: 0 });
    return 0;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'landscape-tests-'));
  const tapFile = path.join(dir, 'report.tap');
  try {
    const code = await new Promise<number>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--test',
          // Also each file's limit: test/e2e/package.test.ts packs, installs and compiles the package
          // (about 40 s alone, over 60 s once beside a build on two busy cores).
          '--test-timeout=180000',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${tapFile}`,
          ...files,
        ],
        { cwd: root, stdio: 'inherit' },
      );
      child.on('error', reject);
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    const counts = tapCounts(await readFile(tapFile, 'utf8').catch(() => ''));
    // A crash before any result still has to count as a failure.
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    await writeSummary(counts);
    return code;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function writeSummary(counts: Counts): Promise<void> {
  if (process.env.TEST_SUMMARY_FILE) await writeFile(process.env.TEST_SUMMARY_FILE, JSON.stringify(counts));
}
