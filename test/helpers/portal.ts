import { fixture, html } from '@open-wc/testing';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { screenOf, waitFor } from './dom.ts';
import { createNamespace, signIn, type SimNamespace } from './simulator.ts';

/** The portal's base path in browser tests; the test page's own address is restored after each test. */
export const TEST_BASE = '/portal-test/';

const original = `${location.pathname}${location.search}`;

/** Where the welcome modal's dismissal is remembered (SPEC §9). */
export const WELCOME_KEY = '_landscape_isWelcomePopupClosed';

/** For a test's beforeEach: a fresh simulator namespace, signed in, the welcome modal already seen. */
export async function signedInNamespace(): Promise<SimNamespace> {
  localStorage.setItem(WELCOME_KEY, 'true');
  const ns = await createNamespace();
  await signIn(ns);
  return ns;
}

/** For a test's afterEach: the test page's own address back, and the welcome modal unseen again. */
export function leavePortal(): void {
  restoreLocation();
  localStorage.removeItem(WELCOME_KEY);
}

/** Puts the browser at a portal path (`/activities?x=1`) before the portal reads it. */
export function visit(portalPath: string, state: unknown = null): void {
  history.replaceState(state, '', `${TEST_BASE.slice(0, -1)}${portalPath}`);
}

/** The current portal path and query, relative to the base path. */
export function currentPortalPath(): string {
  const path = location.pathname.startsWith(TEST_BASE) ? location.pathname.slice(TEST_BASE.length - 1) : location.pathname;
  return `${path}${location.search}`;
}

export function restoreLocation(): void {
  history.replaceState(null, '', original);
}

/**
 * Mounts `<landscape-root><landscape-portal>` at a portal path against a simulator namespace. Full-page
 * navigation (classic dashboard, identity providers, external redirects) is recorded in `visited`
 * from the start, so no test can navigate the test page away. `state` is handed over as history.state.
 */
export async function renderPortal(ns: SimNamespace, portalPath: string, state: unknown = null) {
  visit(portalPath, state);
  const root = document.createElement('landscape-root') as LandscapeRoot;
  root.setAttribute('api-base', ns.apiBase);
  root.setAttribute('legacy-api-base', ns.legacyApiBase);
  const visited: string[] = [];
  root.store.browser = { assign: (url) => visited.push(url) };
  const portal = document.createElement('landscape-portal');
  portal.setAttribute('base-path', TEST_BASE);
  root.append(portal);
  await fixture(html`<div>${root}</div>`);
  return { root, portal, screen: screenOf(portal), visited };
}

/** A signed-in portal at a path in a fresh namespace, once its page's heading (`heading`, the h1) is shown. */
export async function renderPortalPage(portalPath: string, heading: string) {
  const ns = await signedInNamespace();
  const rendered = await renderPortal(ns, portalPath);
  await rendered.screen.findByRole('heading', { level: 1, name: heading });
  return { ns, ...rendered };
}

/** A portal path with its query parameters in one order: a list writes its address in its own. */
function samePath(path: string): string {
  const url = new URL(path, 'http://portal.test');
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Waits until the portal shows the given path (its query parameters in any order). */
export async function waitForPath(portalPath: string): Promise<void> {
  await waitFor(() => {
    if (samePath(currentPortalPath()) !== samePath(portalPath)) throw new Error(`at ${currentPortalPath()}, expected ${portalPath}`);
  });
}
