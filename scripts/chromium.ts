/**
 * Finds the Chromium the browser and end-to-end tests drive (downloading a browser is not possible here).
 * Order: $CHROME_PATH, then chromium, chromium-browser, google-chrome on the usual paths. When none is
 * found and we are root on Debian/Ubuntu, installs the `chromium` package with apt-get; otherwise fails
 * saying what to install. Run directly (`node --import tsx scripts/chromium.ts`) it prints the path.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Flags for headless Chromium in CI: root needs --no-sandbox; the rest keep it off the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function find(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} is not an executable file.`);
  }
  return candidates.find(isExecutable);
}

function canInstallWithApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let cached: string | undefined;

export function chromiumPath(): string {
  cached ??= find();
  if (cached) return cached;
  if (!canInstallWithApt()) {
    throw new Error(
      'Chromium not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set ' +
        'CHROME_PATH to a Chrome or Chromium executable.',
    );
  }
  console.error('Chromium not found: installing the Debian package `chromium` with apt-get…');
  // apt's output goes to stderr: stdout may be carrying the path to a caller.
  const options = { stdio: ['ignore', 2, 2] as ['ignore', number, number], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update'], options);
  execFileSync('apt-get', ['install', '-y', 'chromium'], options);
  cached = find();
  if (!cached) throw new Error('apt-get installed `chromium` but no executable was found at /usr/bin/chromium.');
  return cached;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(chromiumPath());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
