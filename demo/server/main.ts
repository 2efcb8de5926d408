/**
 * Runs the API simulator alone, for manual use and benchmarks:
 *
 *   node --import tsx demo/server/main.ts [--port 8001] [--saas] [--feature usg-profiles=off]
 *     [--latency 200] [--fault GET:activities=500] [--fault GET:me=malformed] [--fault GET:about=drop]
 *     [--no-oidc] [--many-profiles]
 *
 * `PORT` in the environment also sets the port. Listens on 127.0.0.1.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { createSimulator } from './index.ts';
import type { Fault, FeatureKey, SimulatorOptions } from './options.ts';
import { FEATURES } from './options.ts';

const DEFAULT_PORT = 8001;

/** `--name=value` and `--name value` both work; returns the value and how many arguments it used. */
function valueOf(argv: string[], index: number): { value: string; used: number } {
  const arg = argv[index]!;
  const eq = arg.indexOf('=');
  if (eq > 0) return { value: arg.slice(eq + 1), used: 1 };
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
  return { value, used: 2 };
}

/** `[METHOD:]path=<status>|malformed|drop`, e.g. `GET:activities=500`, `security-profiles/3:archive=drop`. */
function parseFault(text: string): Fault {
  const eq = text.lastIndexOf('=');
  const target = text.slice(0, eq);
  const effect = text.slice(eq + 1);
  const method = /^([A-Z]+):(.+)$/.exec(target);
  const fault: Fault = method ? { method: method[1]!, path: method[2]! } : { path: target };
  if (eq < 1 || fault.path === '') throw new Error(`--fault ${text}: expected [METHOD:]path=<status>|malformed|drop`);
  if (effect === 'malformed') fault.malformed = true;
  else if (effect === 'drop') fault.drop = true;
  else if (/^[1-5]\d\d$/.test(effect)) fault.status = Number(effect);
  else throw new Error(`--fault ${text}: "${effect}" is not a status code, malformed or drop`);
  return fault;
}

/**
 * Reads the simulator's flags from a command line. Arguments it does not know (such as `--port`, or a
 * host program's own flags) are left alone, so the demo server can pass its whole command line.
 */
export function parseSimulatorArgs(argv: string[]): SimulatorOptions {
  const options: SimulatorOptions = {};
  for (let index = 0; index < argv.length; ) {
    const name = argv[index]!.split('=')[0];
    let used = 1;
    if (name === '--saas') options.selfHosted = false;
    else if (name === '--no-oidc') options.oidcAvailable = false;
    else if (name === '--many-profiles') options.manyProfiles = true;
    else if (name === '--only-global-access-group') options.onlyGlobalAccessGroup = true;
    else if (name === '--latency') {
      const read = valueOf(argv, index);
      used = read.used;
      const latency = Number(read.value);
      if (!Number.isFinite(latency) || latency < 0) throw new Error(`--latency ${read.value}: expected milliseconds`);
      options.latencyMs = latency;
    } else if (name === '--feature') {
      const read = valueOf(argv, index);
      used = read.used;
      const match = /^([\w-]+)=(on|off|true|false)$/.exec(read.value);
      if (!match || !Object.hasOwn(FEATURES, match[1]!)) {
        throw new Error(`--feature ${read.value}: expected one of ${Object.keys(FEATURES).join(', ')} =on|off`);
      }
      options.features = { ...options.features, [match[1] as FeatureKey]: match[2] === 'on' || match[2] === 'true' };
    } else if (name === '--fault') {
      const read = valueOf(argv, index);
      used = read.used;
      options.faults = [...(options.faults ?? []), parseFault(read.value)];
    }
    index += used;
  }
  return options;
}

function parsePort(argv: string[]): number {
  const index = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const text = index >= 0 ? valueOf(argv, index).value : (process.env['PORT'] ?? String(DEFAULT_PORT));
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${text}"`);
  return port;
}

function main(): void {
  const argv = process.argv.slice(2);
  const simulator = createSimulator(parseSimulatorArgs(argv), { onErrorReport: (line) => console.log(line) });
  const server = createServer((req, res) => {
    void simulator.handle(req, res).then((handled) => {
      if (handled) return;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'NotFound', message: `Nothing at ${req.url}. The API is under /api/v2/ and /api/.` }));
    });
  });
  server.listen(parsePort(argv), '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : '?';
    console.log(`Landscape API simulator on http://127.0.0.1:${port}/api/v2/ (legacy: /api/)`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
