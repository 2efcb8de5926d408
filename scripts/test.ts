/**
 * `npm test`: typecheck → unit → build → browser → e2e, then one summary. Every stage runs even after a
 * failure (one run shows every problem), except e2e, which needs the build. Exits non-zero on any failure;
 * a failed stage without test counts (typecheck, build, a crash) counts as one failure in the totals.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Counts } from './node-tests.ts';
import { root } from './node-tests.ts';

interface Stage {
  readonly name: string;
  readonly args: readonly string[];
  readonly hasCounts: boolean;
  readonly needs?: string;
}

const tsx = ['--import', 'tsx'];
const stages: readonly Stage[] = [
  { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '-p', '.', '--noEmit'], hasCounts: false },
  { name: 'unit', args: [...tsx, 'scripts/test-unit.ts'], hasCounts: true },
  { name: 'build', args: [...tsx, 'scripts/build.ts'], hasCounts: false },
  { name: 'browser', args: [...tsx, 'node_modules/@web/test-runner/dist/bin.js'], hasCounts: true },
  { name: 'e2e', args: [...tsx, 'scripts/test-e2e.ts'], hasCounts: true, needs: 'build' },
];

interface Result {
  readonly stage: string;
  readonly status: 'ok' | 'FAILED' | 'skipped';
  readonly seconds: number;
  readonly counts?: Counts;
}

function run(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runStage(stage: Stage, summaryFile: string): Promise<Result> {
  console.log(`\n=== ${stage.name} ===`);
  const start = performance.now();
  await rm(summaryFile, { force: true });
  const code = await run(stage.args, { ...process.env, TEST_SUMMARY_FILE: summaryFile });
  const seconds = (performance.now() - start) / 1000;
  let counts: Counts | undefined;
  if (stage.hasCounts) {
    counts = await readFile(summaryFile, 'utf8')
      .then((text) => JSON.parse(text) as Counts)
      .catch(() => undefined);
  }
  return { stage: stage.name, status: code === 0 ? 'ok' : 'FAILED', seconds, ...(counts ? { counts } : {}) };
}

const dir = await mkdtemp(path.join(tmpdir(), 'landscape-test-'));
const results: Result[] = [];
const started = performance.now();
try {
  for (const stage of stages) {
    const blocker = results.find((result) => result.stage === stage.needs && result.status !== 'ok');
    if (blocker) {
      console.log(`\n=== ${stage.name} === skipped: ${blocker.stage} failed`);
      results.push({ stage: stage.name, status: 'skipped', seconds: 0 });
      continue;
    }
    results.push(await runStage(stage, path.join(dir, `${stage.name}.json`)));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n=== summary ===');
for (const result of results) {
  const { counts } = result;
  passed += counts?.passed ?? 0;
  skipped += counts?.skipped ?? 0;
  failed += counts?.failed ?? 0;
  if (result.status !== 'ok' && !counts?.failed) failed += 1;
  const detail = counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : '';
  console.log(`${result.stage.padEnd(10)} ${result.status.padEnd(8)} ${result.seconds.toFixed(1).padStart(6)} s  ${detail}`);
}
const failures = results.flatMap((result) => (result.counts?.failures ?? []).map((name) => `${result.stage}: ${name}`));
if (failures.length > 0) {
  console.log('failed tests:');
  for (const name of failures.slice(0, 40)) console.log(`  ✘ ${name}`);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
}
console.log(`total${' '.repeat(15)}${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
console.log(`# pass ${passed}`);
console.log(`# fail ${failed}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
