/** `npm run size`: raw and gzip bytes of every file in dist/, largest gzip first, with totals. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function measure(file: string): Promise<FileSize> {
  const bytes = await readFile(file);
  return { file: path.relative(root, file), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function distSizes(dir = path.join(root, 'dist')): Promise<FileSize[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(measure));
  return sizes.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

/** Imports of a built file: static ones (loaded before it runs) and lazy ones, as files. */
export interface Imports {
  readonly static: readonly string[];
  readonly lazy: readonly string[];
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;
/** The IIFE names its lazy chunks relative to its own folder (elements/iife-runtime.ts loads them). */
const IIFE_CHUNK = /["'](chunks\/[^"']+\.js)["']/g;

const IIFE = 'landscape-elements.js';

export function importsOf(file: string, code: string): Imports {
  const resolve = (specifier: string | undefined) => path.resolve(path.dirname(file), specifier ?? '');
  const all = (pattern: RegExp) => [...code.matchAll(pattern)].map((match) => resolve(match[1]));
  if (path.basename(file) === IIFE) return { static: [], lazy: all(IIFE_CHUNK) };
  return { static: all(STATIC_IMPORT), lazy: all(DYNAMIC_IMPORT) };
}

/**
 * What a page downloads before `entries` run, and then for the lazy imports it follows: each file
 * in `entries` with its static imports, plus (transitively) every lazy import whose file name
 * matches one of `follow` (e.g. the screen a lone widget shows on connect) with its static imports.
 */
export async function loadOf(entries: readonly string[], follow: readonly RegExp[] = []): Promise<FileSize[]> {
  return Promise.all((await filesLoaded(entries, follow)).map(measure));
}

/** The files of that load (see loadOf), absolute, sorted; the demo's portal page preloads them. */
export async function filesLoaded(entries: readonly string[], follow: readonly RegExp[] = []): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const imports = importsOf(file, await readFile(file, 'utf8'));
    const followed = imports.lazy.filter((lazy) => follow.some((pattern) => pattern.test(path.basename(lazy))));
    for (const next of [...imports.static, ...followed]) await visit(next);
  };
  for (const entry of entries) await visit(path.resolve(root, entry));
  return [...seen].sort();
}

export const gzipTotal = (sizes: readonly FileSize[]): number => sizes.reduce((sum, size) => sum + size.gzip, 0);

/** A load the budgets hold: what the page loads first, and the most JS files it may take. */
export interface Load {
  readonly entries: readonly string[];
  readonly follow?: readonly RegExp[];
  /** Each file is a request: a regression that splits the load into more files fails CI. */
  readonly maxFiles: number;
}

/**
 * The loads the budgets hold (test/e2e/size.test.ts) and `npm run size` prints. A lone widget's
 * initial load is its element plus the screen it shows on connect; the portal's activities route
 * is its page's two scripts (landscape-portal.js holds the shell and the navigation's notice, and
 * imports portal-shared, what the shell shares with pages only the portal shows) and the
 * activities screen with its list's preload. What loads after the first paint (the
 * welcome dialog) or on first use (popups' positioning, the side panel) is left out.
 */
/** The portal's page: the root and the portal element, then the route's screen. */
const PORTAL_PAGE = ['dist/esm/landscape-root.js', 'dist/esm/landscape-portal.js'];

export const LOADS: Readonly<Record<string, Load>> = {
  'IIFE alone': { entries: ['dist/landscape-elements.js'], maxFiles: 1 },
  'lone landscape-activities by script tag': {
    entries: ['dist/landscape-elements.js'],
    follow: [/^ActivitiesScreen-/],
    maxFiles: 4,
  },
  'lone landscape-activities by ESM': {
    entries: ['dist/esm/landscape-activities.js'],
    follow: [/^ActivitiesScreen-/],
    maxFiles: 5,
  },
  'portal /activities': {
    entries: ['dist/esm/landscape-root.js', 'dist/esm/landscape-portal.js'],
    follow: [/^ActivitiesScreen-/],
    maxFiles: 7,
  },
  'portal /login': {
    entries: ['dist/esm/landscape-root.js', 'dist/esm/landscape-portal.js'],
    follow: [/^LoginScreen-/],
    maxFiles: 6,
  },
  'portal /profiles/security': {
    entries: ['dist/esm/landscape-root.js', 'dist/esm/landscape-portal.js'],
    follow: [/^SecurityProfilesScreen-/],
    maxFiles: 8,
  },
  // Every other route, and every element alone (issue 23): a new screen may not grow their loads.
  'portal /overview': { entries: PORTAL_PAGE, follow: [/^OverviewScreen-/], maxFiles: 11 },
  'portal /instances': { entries: PORTAL_PAGE, follow: [/^InstancesScreen-/], maxFiles: 7 },
  'portal /instances/{id}': { entries: PORTAL_PAGE, follow: [/^InstancePage-/], maxFiles: 10 },
  'portal /settings/identity-providers': { entries: PORTAL_PAGE, follow: [/^IdentityProvidersScreen-/], maxFiles: 11 },
  'portal /events-log': { entries: PORTAL_PAGE, follow: [/^EventsLogScreen-/], maxFiles: 8 },
  'portal /scripts': { entries: PORTAL_PAGE, follow: [/^ScriptsScreen-/], maxFiles: 9 },
  'portal /settings/general': { entries: PORTAL_PAGE, follow: [/^OrgSettingsScreen-/], maxFiles: 8 },
  'portal hub page (/profiles, /settings, …)': { entries: PORTAL_PAGE, follow: [/^HubScreen-/], maxFiles: 6 },
  'portal page not built yet': { entries: PORTAL_PAGE, follow: [/^UnavailableScreen-/], maxFiles: 6 },
  'portal page of the other deployment (env-error)': { entries: PORTAL_PAGE, follow: [/^EnvErrorScreen-/], maxFiles: 6 },
  'lone landscape-instances by ESM': { entries: ['dist/esm/landscape-instances.js'], follow: [/^InstancesScreen-/], maxFiles: 5 },
  'lone landscape-security-profiles by ESM': {
    entries: ['dist/esm/landscape-security-profiles.js'],
    follow: [/^SecurityProfilesScreen-/],
    maxFiles: 6,
  },
  'lone landscape-identity-providers by ESM': {
    entries: ['dist/esm/landscape-identity-providers.js'],
    follow: [/^IdentityProvidersScreen-/],
    maxFiles: 9,
  },
  'lone landscape-org-settings by ESM': { entries: ['dist/esm/landscape-org-settings.js'], follow: [/^OrgSettingsScreen-/], maxFiles: 6 },
  'lone landscape-login by ESM': { entries: ['dist/esm/landscape-login.js'], follow: [/^LoginScreen-/], maxFiles: 4 },
  'lone landscape-org-switcher by ESM': { entries: ['dist/esm/landscape-org-switcher.js'], maxFiles: 3 },
  'lone landscape-instance by ESM': { entries: ['dist/esm/landscape-instance.js'], follow: [/^EmbeddedInstance-/], maxFiles: 8 },
  'lone landscape-events-log by ESM': { entries: ['dist/esm/landscape-events-log.js'], follow: [/^EventsLogScreen-/], maxFiles: 6 },
  'lone landscape-scripts by ESM': { entries: ['dist/esm/landscape-scripts.js'], follow: [/^ScriptsScreen-/], maxFiles: 7 },
  'portal /profiles/upgrade': { entries: PORTAL_PAGE, follow: [/^UpgradeProfilesScreen-/], maxFiles: 9 },
  'portal /profiles/reboot': { entries: PORTAL_PAGE, follow: [/^RebootProfilesScreen-/], maxFiles: 9 },
  'portal /profiles/removal': { entries: PORTAL_PAGE, follow: [/^RemovalProfilesScreen-/], maxFiles: 9 },
  'portal /profiles/repositories': { entries: PORTAL_PAGE, follow: [/^RepositoryProfilesScreen-/], maxFiles: 9 },
  'lone landscape-upgrade-profiles by ESM': { entries: ['dist/esm/landscape-upgrade-profiles.js'], follow: [/^UpgradeProfilesScreen-/], maxFiles: 7 },
  'lone landscape-reboot-profiles by ESM': { entries: ['dist/esm/landscape-reboot-profiles.js'], follow: [/^RebootProfilesScreen-/], maxFiles: 7 },
  'lone landscape-removal-profiles by ESM': { entries: ['dist/esm/landscape-removal-profiles.js'], follow: [/^RemovalProfilesScreen-/], maxFiles: 7 },
  'lone landscape-repository-profiles by ESM': { entries: ['dist/esm/landscape-repository-profiles.js'], follow: [/^RepositoryProfilesScreen-/], maxFiles: 7 },
  'portal /profiles/package': { entries: PORTAL_PAGE, follow: [/^PackageProfilesScreen-/], maxFiles: 10 },
  'lone landscape-package-profiles by ESM': { entries: ['dist/esm/landscape-package-profiles.js'], follow: [/^PackageProfilesScreen-/], maxFiles: 8 },
  'portal /profiles/wsl': { entries: PORTAL_PAGE, follow: [/^WslProfilesScreen-/], maxFiles: 10 },
  'lone landscape-wsl-profiles by ESM': { entries: ['dist/esm/landscape-wsl-profiles.js'], follow: [/^WslProfilesScreen-/], maxFiles: 8 },
  'portal /alerts': { entries: PORTAL_PAGE, follow: [/^AlertsScreen-/], maxFiles: 8 },
  'portal /account/alerts': { entries: PORTAL_PAGE, follow: [/^AlertSubscriptionsScreen-/], maxFiles: 8 },
  'lone landscape-alerts by ESM': { entries: ['dist/esm/landscape-alerts.js'], follow: [/^AlertsScreen-/], maxFiles: 6 },
  'portal /account/general': { entries: PORTAL_PAGE, follow: [/^AccountGeneralScreen-/], maxFiles: 9 },
  'portal /account/api-credentials': { entries: PORTAL_PAGE, follow: [/^ApiCredentialsScreen-/], maxFiles: 8 },
  'lone landscape-account by ESM': { entries: ['dist/esm/landscape-account.js'], follow: [/^AccountScreen-/, /^AccountGeneralScreen-/], maxFiles: 9 },
  'portal /settings/roles': { entries: PORTAL_PAGE, follow: [/^RolesScreen-/], maxFiles: 8 },
  'lone landscape-roles by ESM': { entries: ['dist/esm/landscape-roles.js'], follow: [/^RolesScreen-/], maxFiles: 6 },
  'portal /settings/access-groups': { entries: PORTAL_PAGE, follow: [/^AccessGroupsScreen-/], maxFiles: 8 },
  'lone landscape-access-groups by ESM': { entries: ['dist/esm/landscape-access-groups.js'], follow: [/^AccessGroupsScreen-/], maxFiles: 6 },
  'portal /settings/administrators': { entries: PORTAL_PAGE, follow: [/^AdministratorsScreen-/], maxFiles: 8 },
  'lone landscape-administrators by ESM': { entries: ['dist/esm/landscape-administrators.js'], follow: [/^AdministratorsScreen-/], maxFiles: 6 },
};

const bytes = (n: number): string => n.toLocaleString('en-US');

function table(sizes: readonly FileSize[]): string {
  const total = (label: string, subset: readonly FileSize[]) => [
    `${label} (${subset.length} files)`,
    bytes(subset.reduce((sum, size) => sum + size.raw, 0)),
    bytes(subset.reduce((sum, size) => sum + size.gzip, 0)),
  ];
  const totals = [total('total .js', sizes.filter((size) => size.file.endsWith('.js'))), total('total', sizes)];
  const rows = [
    ['file', 'raw bytes', 'gzip bytes'],
    ...sizes.map((size) => [size.file, bytes(size.raw), bytes(size.gzip)]),
    ...totals,
  ];
  const width = (column: number) => Math.max(...rows.map((row) => row[column]?.length ?? 0));
  const line = (row: string[]) =>
    `${row[0]?.padEnd(width(0))}  ${row[1]?.padStart(width(1))}  ${row[2]?.padStart(width(2))}`;
  const rule = '-'.repeat(width(0) + width(1) + width(2) + 4);
  return [line(rows[0] ?? []), rule, ...rows.slice(1, -2).map(line), rule, ...rows.slice(-2).map(line)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = await distSizes().catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    console.error('No dist/ yet: run `npm run build` first.');
    process.exit(1);
  });
  console.log(table(sizes));
  console.log('\ninitial loads (sum of each file\'s gzip bytes)');
  const tags = sizes.map((size) => /^dist\/esm\/(landscape-[a-z-]+)\.js$/.exec(size.file)?.[1]).filter((tag) => tag !== undefined);
  const loads: [string, FileSize[]][] = [];
  for (const tag of tags.sort()) loads.push([`dist/esm/${tag}.js with its static imports`, await loadOf([`dist/esm/${tag}.js`])]);
  for (const [name, { entries, follow }] of Object.entries(LOADS)) loads.push([name, await loadOf(entries, follow)]);
  const width = Math.max(...loads.map(([name]) => name.length));
  for (const [name, files] of loads) {
    const most = LOADS[name]?.maxFiles;
    console.log(`${name.padEnd(width)}  ${bytes(gzipTotal(files)).padStart(9)}  (${files.length} files${most ? `, at most ${most}` : ''})`);
  }
}
