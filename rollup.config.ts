// Used by scripts/build.ts (rollup's JS API, under tsx), so it is typed and typechecked with the rest.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { GetManualChunk, LoggingFunction, OutputOptions, RollupLog, RollupOptions } from 'rollup';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import {
  CHUNKS_DIR,
  IIFE_ENTRY,
  loadLazyFromChunks,
  readCoreGraph,
  takeCoreFromIife,
  type CoreGraph,
  type UsedCore,
} from './tools/iife-chunks.ts';
import { groupChunks } from './tools/chunk-groups.ts';
import { vanillaExtractRollup } from './tools/vanilla-extract.ts';

/** `elements/landscape-<tag>.ts` → `{ '<tag>': path }`: new elements need no config change. */
const elementEntries = Object.fromEntries(
  readdirSync('elements')
    .filter((file) => /^landscape-[a-z0-9-]+\.ts$/.test(file))
    .map((file) => [file.slice(0, -'.ts'.length), `elements/${file}`]),
);

const plugins = () => [
  vanillaExtractRollup({ identOption: 'short' }),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  // Terser rather than esbuild's minifier: two compress passes write each chunk about 2.5% smaller
  // gzipped (issue 23, measured per load in the commit that made the switch). The plugin sets
  // `module` for ES output only: on the IIFE it would drop the top-level LandscapeElements global.
  terser({ ecma: 2020, compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true }, format: { comments: false } }),
];

function onwarn(warning: RollupLog, warn: LoggingFunction): void {
  // React and jotai ship "use client" directives, meaningless in a bundle.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

/** `…/ActivitiesScreen.tsx` → `ActivitiesScreen`; `…/organisations/index.ts` → `organisations`. */
const chunkName = (id: string): string => {
  const name = path.basename(id).replace(/\..*$/, '');
  return name === 'index' ? path.basename(path.dirname(id)) : name;
};

const PORTAL_SHELL = /\/features\/shell\/Portal\.tsx$/;
/** What the portal starts as it connects (me, about, its route's screen and list): in its element's file too. */
const PORTAL_PRELOAD = /\/features\/shell\/preload\.ts$/;
/** Lazy pages only the portal shows: no element's screen loads them. */
const PORTAL_ONLY = /\/(HubScreen|UnavailableScreen|EnvErrorScreen|OverviewScreen|InstancePage|WelcomeModal|HandleAuthPage)\.tsx$/;
/**
 * The name (chunkName) of the file of what the portal shell shares only with those pages: it leaves
 * the core, which every element loads. Not in landscape-portal.js, whose exports are its own
 * (lazy pages importing from it would make it a facade, one request more).
 */
const PORTAL_SHARED = path.resolve('src/features/shell/portal-shared');
const LOGIN_SCREEN = /\/features\/auth\/LoginScreen\.tsx$/;
/**
 * A list's preload (its request builder and fetch), loaded as the element connects: what it shares
 * with its screen goes with it, so the request leaves before the screen's code arrives.
 */
const LIST_PRELOAD = /\/features\/[^/]+\/[a-z-]+-preload\.ts$/;
/**
 * A form a screen loads on first use (in its side panel), or its dialogs (loaded once the page is
 * idle), does not count towards COMMON: the form code it shares with other forms stays out of the
 * first load of every list.
 */
const ON_FIRST_USE = /(Form|Panel|Dialogs)\.tsx$/;
/** The name (chunkName) of that file: no module of its own, a group. */
const FORMS = path.resolve('src/ui/form/forms');
/** The name (chunkName) of the file of what only forms loaded on first use share. */
const PANEL_FORMS = path.resolve('src/ui/form/panel-forms');
/** Lazy pieces that hold code they share with fewer than COMMON screens, the first that uses it. */
const HOMES = [LIST_PRELOAD, LOGIN_SCREEN, /\/ActivitiesScreen\.tsx$/, /\/SecurityProfilesScreen\.tsx$/, /\/InstancesScreen\.tsx$/];
const COMMON = 4;
/**
 * The screens of the profile types built on the profile kit (src/features/profiles): each its own
 * file, the kit one more file they all load (its chunkName: `profile-kit`).
 */
const PROFILE_SCREEN = /\/features\/(upgrade|reboot|removal|repository|package|wsl)-profiles\/\w+ProfilesScreen\.tsx$/;
const PROFILE_KIT = path.resolve('src/features/profiles/profile-kit');
/**
 * Their lists' preloads count as one preload too: what they share (the profiles' API checks) is a
 * small file of its own (named like a preload: a home, rollup.config.ts HOMES), which the kit loads.
 */
const PROFILE_PRELOAD = /\/features\/(upgrade|reboot|removal|repository|package|wsl)-profiles\/[a-z-]+-preload\.ts$/;
const PROFILE_PRELOADS = path.resolve('src/features/profiles/profiles-preload.ts');
/**
 * What package and WSL profiles alone share (their compliance columns, src/features/profiles/compliance):
 * a file of its own (chunkName `profile-compliance`), which no other profile route loads.
 */
const PROFILE_COMPLIANCE = /\/features\/profiles\/compliance\//;
const COMPLIANCE_TYPES = /\/features\/(package|wsl)-profiles\//;
const PROFILE_COMPLIANCE_CHUNK = path.resolve('src/features/profiles/compliance/profile-compliance');
/** The account's pages (General, API credentials), landscape-account's tabs and their pieces. */
const ACCOUNT_FEATURE = /\/features\/account\//;
/** The name (chunkName) of the file of what they alone share. */
const ACCOUNT_SHARED = path.resolve('src/features/account/account-shared');
/** The tabs (src/ui/tabs) and the name (chunkName) of their file when the instance page and the account share them. */
const TABS_MODULE = /\/src\/ui\/tabs\//;
const TABS_CHUNK = path.resolve('src/ui/tabs/tabs');

/**
 * Where lazy code several pieces use goes (tools/chunk-groups.ts): what the portal shell or COMMON
 * screens use is in the shared core (the shell around every screen, the list UI); the rest goes
 * with the first of HOMES that uses it: the form code (yup) with the sign-in screen, out of the
 * lists' loads (the sign-in screen does not count towards COMMON: what it shares with the forms of
 * three screens is form code, and so is what forms loaded on first use share); the activity list
 * the instance page shows too with the activities screen.
 */
function homeOf(users: readonly string[], id = ''): string | undefined {
  // What only the account's pages and pieces share (their texts, queries, the person's API): a file of
  // its own, not the forms' file (the General page's form would send it there) nor the core.
  if (users.every((user) => ACCOUNT_FEATURE.test(user))) return ACCOUNT_SHARED;
  // The tabs, which the instance page and landscape-account's screen show: a small file of their own.
  // In the account's file the instance page would load it (and what it imports); in the instance
  // page's, the account element would load the instance page.
  if (TABS_MODULE.test(id) && users.some((user) => INSTANCE_PAGE.test(user)) && users.some((user) => ACCOUNT_FEATURE.test(user))) return TABS_CHUNK;
  // The profile types' screens count as one screen, the profile kit's: what several of them alone
  // share (the kit) is a file of its own; what they share with other screens counts once towards
  // COMMON. What one type's screen shares with its forms stays in its own file.
  if (PROFILE_COMPLIANCE.test(id) && users.length > 0 && users.every((user) => COMPLIANCE_TYPES.test(user))) return PROFILE_COMPLIANCE_CHUNK;
  const profileScreens = users.filter((user) => PROFILE_SCREEN.test(user));
  const profilePreloads = users.filter((user) => PROFILE_PRELOAD.test(user));
  if (profileScreens.length > 1 || profilePreloads.length > 1) {
    const others = users.filter((user) => !PROFILE_SCREEN.test(user) && !PROFILE_PRELOAD.test(user));
    const kit = [...(profilePreloads.length > 0 ? [PROFILE_PRELOADS] : []), ...(profileScreens.length > 0 ? [PROFILE_KIT] : [])];
    return others.length === 0 && kit.length === 1 ? kit[0] : homeOf([...kit, ...others], id);
  }
  const tabs = users.filter((user) => INSTANCE_TAB.test(user));
  if (tabs.length > 0) return tabsHomeOf(users, tabs, id);
  // What the portal's instance page and landscape-instance's screen share: the element's file,
  // which the portal's page loads too.
  // What the page shares only with pieces loaded on first use (its Info tab's forms and
  // confirmations, the list's bulk forms) is in the page's file, which it loads at once anyway:
  // in a piece's file, the page would load that piece at once too.
  if (users.every((user) => INSTANCE_PAGE.test(user) || ON_FIRST_USE.test(user)) && users.some((user) => INSTANCE_PAGE.test(user))) {
    return users.find((user) => EMBEDDED_INSTANCE.test(user)) ?? users.find((user) => INSTANCE_PAGE.test(user));
  }
  // What only the portal's shell and its route preload use goes with them, into landscape-portal.js;
  // what it shares only with pages no element shows, into a file the portal alone loads.
  const shell = users.find((id) => PORTAL_SHELL.test(id));
  if (shell && users.every((id) => PORTAL_SHELL.test(id) || PORTAL_PRELOAD.test(id))) return shell;
  if (users.every((id) => PORTAL_SHELL.test(id) || PORTAL_PRELOAD.test(id) || PORTAL_ONLY.test(id))) return PORTAL_SHARED;
  // What one element's screen (and its list's preload) shares only with portal pages and forms
  // stays with that element, in its preload if it uses it (the preload cannot wait for a screen),
  // out of the core every other element loads: the security profiles' texts, which the overview and
  // the instance page show too.
  // The instance page (the portal's, and landscape-instance's screen) shows other elements' pieces
  // (the security profiles covering it): like a portal page, it loads them from their element.
  const own = users.filter((id) => !PORTAL_ONLY.test(id) && !ON_FIRST_USE.test(id) && !INSTANCE_PAGE.test(id));
  if (own.length > 0 && own.length < users.length && new Set(own.map((id) => path.dirname(id))).size === 1 && !own.some((id) => PORTAL_SHELL.test(id))) {
    return own.find((id) => LIST_PRELOAD.test(id)) ?? own[0];
  }
  const screens = users.filter((id) => !LOGIN_SCREEN.test(id) && !ON_FIRST_USE.test(id));
  if (users.some((id) => PORTAL_SHELL.test(id)) || screens.length >= COMMON) return undefined;
  const home = HOMES.map((home) => users.find((id) => home.test(id))).find((id) => id !== undefined);
  // What a form loaded on first use shares only with screens that are no home: a file of form code
  // of their own (`forms`), which the sign-in page does not load.
  // What only such forms use (no screen, no sign-in: a multi-select of tags) is a file of their own,
  // out of the one the sign-in and settings pages load.
  if (home === undefined && users.every((id) => ON_FIRST_USE.test(id))) return PANEL_FORMS;
  if (home === undefined && users.some((id) => ON_FIRST_USE.test(id))) return FORMS;
  return home;
}

/** The instance page's tabs: pieces of that page, loaded as a tab is first shown, not screens of their own. */
const INSTANCE_TAB = /\/features\/instances\/page\/tabs\/(?:[\w-]+\/)?\w+Tab\.tsx$/;
/** The instance page: the portal's route and landscape-instance's screen. */
const INSTANCE_PAGE = /\/features\/instances\/page\/(InstancePage|EmbeddedInstance)\.tsx$/;
const EMBEDDED_INSTANCE = /\/features\/instances\/page\/EmbeddedInstance\.tsx$/;
/** The name (chunkName) of the file of what several tabs share and the page does not load. */
const INSTANCE_TABS = path.resolve('src/features/instances/page/tabs/instance-tabs');
/** The name (chunkName) of the file of small UI the tabs share with screens that are no home of theirs. */
const SHARED_UI = path.resolve('src/ui/shared-ui');

/** Shared UI components (src/ui), as opposed to a feature's code. */
const UI_MODULE = /\/src\/ui\//;

/**
 * Where code an instance page tab uses goes: decided as if the tabs were not there when the page
 * itself uses it (a tab comes after the page, whose files are in by then); otherwise with the tab
 * alone, or in a file the tabs share; shared with other screens, where it would go without the
 * tabs (a feature's code: the Activities tab loads the activities screen's file, which it shows),
 * except a shared UI component that would sit in another screen's file, which a tab would then load
 * whole: those go in the core when, the tabs counted as one screen, COMMON screens use them, else
 * in a small file of shared UI.
 */
function tabsHomeOf(users: readonly string[], tabs: readonly string[], id: string): string | undefined {
  const others = users.filter((user) => !INSTANCE_TAB.test(user));
  const withoutTabs = others.length === 1 ? others[0] : others.length > 1 ? homeOf(others, id) : undefined;
  if (others.some((user) => INSTANCE_PAGE.test(user))) return withoutTabs;
  if (others.length === 0) return tabs.length === 1 ? tabs[0] : INSTANCE_TABS;
  // Form code stays in the forms' file or the sign-in screen's (small, and what a tab's forms load
  // as any form does), list code in a list's preload.
  if (withoutTabs === undefined || !UI_MODULE.test(id) || withoutTabs === FORMS || withoutTabs === PANEL_FORMS || LOGIN_SCREEN.test(withoutTabs) || LIST_PRELOAD.test(withoutTabs)) {
    return withoutTabs;
  }
  // The tabs count as one screen more (the instance page's): UI that COMMON screens use is core.
  const screens = others.filter((user) => !LOGIN_SCREEN.test(user) && !ON_FIRST_USE.test(user)).length + 1;
  return screens >= COMMON ? undefined : SHARED_UI;
}

/** React, jotai's React hooks and the store's: landscape-root starts the store without them. */
const STATE_WITHOUT = /\/node_modules\/(react|react-dom|scheduler|use-sync-external-store)\/|\/node_modules\/jotai\/esm\/react\.mjs$|\/src\/state\/react\.tsx$/;

const chunkGroups = (options: { readonly withState: boolean; readonly core?: string }): GetManualChunk =>
  groupChunks({
    staticEntry: (id) => options.withState && /\/elements\/[^/]+\.ts$/.test(id),
    stateEntry: options.withState ? (id) => id.endsWith('/elements/landscape-root.ts') : undefined,
    notState: (id) => STATE_WITHOUT.test(id),
    homeOf,
    nameOf: chunkName,
    withEntry: (id) =>
      options.withState && (PORTAL_SHELL.test(id) || PORTAL_PRELOAD.test(id)) ? path.resolve('elements/landscape-portal.ts') : undefined,
    core: options.core,
  });

/** dist/esm: one entry per element and the index, shared code in two chunks, screens lazy. */
export const esmConfig: RollupOptions = {
  input: { index: 'elements/index.ts', ...elementEntries },
  plugins: plugins(),
  onwarn,
  output: {
    dir: 'dist/esm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: chunkGroups({ withState: true }),
    sourcemap: true,
  },
};

/** What a React application brings itself: React, ReactDOM and their scheduler, from its own node_modules. */
const HOST_REACT = /^(react|react-dom|scheduler)(\/|$)/;

/**
 * dist/react: dist/esm's entries for React applications. React and ReactDOM are imports the
 * application's bundler resolves (peer dependencies), so the application bundles one React (about
 * 60 KB gzip less than dist/esm, which brings its own).
 */
export const reactConfig: RollupOptions = {
  ...esmConfig,
  plugins: plugins(),
  external: (id) => HOST_REACT.test(id),
  // A grouping of its own: the function remembers what it has seen during one build.
  output: { ...(esmConfig.output as OutputOptions), dir: 'dist/react', manualChunks: chunkGroups({ withState: true }) },
};

/**
 * dist/landscape-elements.js and the screens it loads from dist/chunks/, in three passes (see
 * tools/iife-chunks.ts): the IIFE's core graph, the chunks, then the IIFE.
 */
export const iifeConfigs = {
  coreGraph: (onGraph: (graph: CoreGraph) => void): RollupOptions => ({
    input: 'elements/index.ts',
    plugins: [readCoreGraph(onGraph), ...plugins()],
    onwarn,
  }),
  chunks: (core: CoreGraph, used: UsedCore): RollupOptions => ({
    input: Object.fromEntries([...core.lazy].map((id) => [chunkName(id), id])),
    plugins: [takeCoreFromIife(core, used), ...plugins()],
    onwarn,
    // Entries are only imported by the IIFE: their exports must survive, their names need not, and
    // an entry's file may export more (code it holds for other screens, tools/chunk-groups.ts).
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: `dist/${CHUNKS_DIR}`,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      // The core is in the IIFE: what the screens share beyond it is one `shared` file.
      manualChunks: chunkGroups({ withState: false, core: 'shared' }),
      sourcemap: true,
    },
  }),
  iife: (shared: UsedCore, chunkOf: ReadonlyMap<string, string>): RollupOptions => ({
    input: IIFE_ENTRY,
    plugins: [loadLazyFromChunks(shared, chunkOf, 'elements/index.ts'), ...plugins()],
    onwarn,
    output: {
      file: 'dist/landscape-elements.js',
      format: 'iife',
      // The entry's exports (createPortalStore, element classes) as one global for script-tag pages.
      name: 'LandscapeElements',
    },
  }),
};
