/**
 * `npm run bench:simulator`: 500 concurrent API requests (activities list, computers search, security
 * profiles, me) against a fresh simulator in its own process on this machine. Prints p50/p95/p99 latency
 * and the error count; exits 1 when any request fails, since the simulator must hold this load.
 * Figures only for time (shared machines are noisy).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const MIX: readonly string[] = [
  'activities?limit=20&offset=0',
  'computers?query=ubuntu&limit=20&offset=0',
  'security-profiles?limit=20&offset=0',
  'me',
];

/** Starts `demo/server/main.ts` on a free port; resolves its base URL and a stop function. */
async function startSimulator(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--port', '0'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once('exit', (code) => reject(new Error(`The simulator exited (${code}) before listening: ${output}`)));
  });
  return { url, stop: () => child.kill() };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const simulator = await startSimulator();
let failed = 0;
try {
  const tokenResponse = await fetch(`${simulator.url}/__sim/default/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com' }),
  });
  const { token } = (await tokenResponse.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  // One request of each kind first, so a wrong path fails loudly instead of being timed.
  for (const call of MIX) {
    const response = await fetch(`${simulator.url}/api/v2/${call}`, { headers });
    if (!response.ok) throw new Error(`GET ${call} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }

  console.log(`\nSimulator under load: ${CONCURRENCY} concurrent API requests (${MIX.join(', ')}), ${ROUNDS} rounds:`);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const errors: string[] = [];
    const start = performance.now();
    const latencies = await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, index) => {
        const call = MIX[index % MIX.length]!;
        const sent = performance.now();
        try {
          const response = await fetch(`${simulator.url}/api/v2/${call}`, { headers });
          await response.json();
          if (!response.ok) errors.push(`GET ${call}: ${response.status}`);
        } catch (error) {
          errors.push(`GET ${call}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`);
        }
        return performance.now() - sent;
      }),
    );
    const total = performance.now() - start;
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `  round ${round}: ${CONCURRENCY} concurrent requests in ${ms(total)}; ` +
        `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}; ` +
        `errors ${errors.length}`,
    );
    for (const error of [...new Set(errors)].slice(0, 5)) console.log(`  ${error}`);
    failed += errors.length;
  }
} finally {
  simulator.stop();
}
if (failed > 0) process.exitCode = 1;
