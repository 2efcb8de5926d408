/**
 * Browser-test access to the API simulator (demo/server), which the test runner serves on the page's
 * own origin. Each test makes its own namespace, so parallel tests never share data, sessions or faults.
 * Runs in the browser: only fetch, and type-only imports from the simulator.
 */
import type { RecordedRequest, SimulatorOptions } from '../../demo/server/index.ts';

export type { RecordedRequest, SimulatorOptions };

export interface SimNamespace {
  id: string;
  /** REST base for `api-base`, e.g. `/sim/<id>/api/v2/`. */
  apiBase: string;
  /** Legacy base for `legacy-api-base`, e.g. `/sim/<id>/api/`. */
  legacyApiBase: string;
}

const DEMO_PASSWORD = 'landscape-demo';
const ADMIN_EMAIL = 'admin@example.com';

async function control(path: string, init: { method: string; body?: unknown }): Promise<Response> {
  const response = await fetch(`/__sim/${path}`, {
    method: init.method,
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    throw new Error(`Simulator control ${init.method} /__sim/${path} failed: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** A fresh, isolated copy of the seeded server. */
export async function createNamespace(options: SimulatorOptions = {}): Promise<SimNamespace> {
  return (await control('namespaces', { method: 'POST', body: options })).json() as Promise<SimNamespace>;
}

/** Merges options into the namespace (`faults` replaces the list; feature flags merge by key). */
export async function setOptions(ns: SimNamespace, options: Partial<SimulatorOptions>): Promise<void> {
  await control(`${ns.id}/options`, { method: 'PUT', body: options });
}

/** The API requests the namespace received, oldest first, optionally only one method and/or path. */
export async function requests(ns: SimNamespace, filter: { method?: string; path?: string } = {}): Promise<RecordedRequest[]> {
  const query = new URLSearchParams();
  if (filter.method !== undefined) query.set('method', filter.method);
  if (filter.path !== undefined) query.set('path', filter.path);
  const response = await control(`${ns.id}/requests?${query}`, { method: 'GET' });
  return response.json() as Promise<RecordedRequest[]>;
}

export async function clearRequests(ns: SimNamespace): Promise<void> {
  await control(`${ns.id}/requests`, { method: 'DELETE' });
}

/** A bearer token for a demo user (in their default organisation), without a browser session. */
export async function tokenFor(ns: SimNamespace, email = ADMIN_EMAIL): Promise<string> {
  const response = await control(`${ns.id}/tokens`, { method: 'POST', body: { email } });
  return ((await response.json()) as { token: string }).token;
}

/**
 * A browser session for a demo user, as a sign-in starts one (the session cookie is set for this
 * page), for the person whom no sign-in form signs in (no password of her own).
 */
export async function startSessionFor(ns: SimNamespace, email: string): Promise<void> {
  const response = await control(`${ns.id}/sessions`, { method: 'POST', body: { email } });
  if (!response.ok) throw new Error(`No session for ${email}: ${response.status}`);
}

/**
 * Signs in with a password as the browser would, so the namespace's session cookie is set for this
 * page; resolves to the auth state. Throws when the credentials are refused.
 */
export async function signIn(ns: SimNamespace, email = ADMIN_EMAIL, password = DEMO_PASSWORD): Promise<unknown> {
  const response = await fetch(`${ns.apiBase}login`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function dropNamespace(ns: SimNamespace): Promise<void> {
  await control(ns.id, { method: 'DELETE' });
}

/** Where the namespace receives error reports: a root's `error-report-url`. */
export const errorReportUrl = (ns: SimNamespace) => `/sim/${ns.id}/error-reports`;

/** The error reports the namespace received, oldest first. */
export async function errorReports(ns: SimNamespace): Promise<unknown[]> {
  return (await control(`${ns.id}/error-reports`, { method: 'GET' })).json() as Promise<unknown[]>;
}
