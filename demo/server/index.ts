/**
 * The Landscape API simulator: a real HTTP implementation of API.md over seeded data, used by the demo
 * server and, as middleware, by the browser tests.
 *
 * Paths it owns:
 * - `/api/v2/…` (REST) and `/api/` (legacy): the `default` namespace, configured by createSimulator();
 * - `/sim/<ns>/api/v2/…` and `/sim/<ns>/api/`: isolated namespaces, one per test;
 * - `/error-reports` and `/sim/<ns>/error-reports`: where the elements POST their error reports
 *   (`error-report-url`): kept in the namespace and handed to `onErrorReport` (the demo prints them);
 * - `/__sim/…`: control endpoints (create namespaces, change options, read the request log and the
 *   error reports, mint tokens).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { applyFault, takeFault } from './faults.ts';
import { ApiError, errorReply, parseJsonBody, readBodyText, writeReply, type Reply } from './http.ts';
import { createNamespace, findUser, issueToken, sessionCookieName, startSession, type Namespace, type RecordedRequest } from './namespace.ts';
import { mergeOptions, validateOptions, type SimulatorOptions } from './options.ts';
import { dispatchLegacy, dispatchRest, legacyParameters, type LegacyActions, type Route } from './router.ts';
import { accessGroupActions } from './routes/access-groups.ts';
import { activityActions, activityRoutes } from './routes/activities.ts';
import { administratorActions, administratorRoutes } from './routes/administrators.ts';
import { alertActions, alertRoutes } from './routes/alerts.ts';
import { authRoutes } from './routes/auth.ts';
import { personRoutes } from './routes/person.ts';
import { employeeRoutes } from './routes/employees.ts';
import { eventRoutes } from './routes/events.ts';
import { identityProviderRoutes } from './routes/identity-providers.ts';
import { instanceActionActions, instanceActionRoutes } from './routes/instance-actions.ts';
import { instanceActions, instanceRoutes } from './routes/instances.ts';
import { kernelRoutes } from './routes/kernel.ts';
import { packageProfileActions, packageProfileRoutes } from './routes/package-profiles.ts';
import { packageActions, packageRoutes } from './routes/packages.ts';
import { pendingInstanceActions } from './routes/pending-instances.ts';
import { preferenceRoutes } from './routes/preferences.ts';
import { processRoutes } from './routes/processes.ts';
import { rebootProfileRoutes } from './routes/reboot-profiles.ts';
import { removalProfileActions } from './routes/removal-profiles.ts';
import { repositoryProfileActions, repositoryProfileRoutes } from './routes/repository-profiles.ts';
import { roleActions } from './routes/roles.ts';
import { scriptProfileRoutes } from './routes/script-profiles.ts';
import { scriptActions, scriptRoutes } from './routes/scripts.ts';
import { securityProfileRoutes } from './routes/security-profiles.ts';
import { snapRoutes } from './routes/snaps.ts';
import { upgradeProfileActions } from './routes/upgrade-profiles.ts';
import { upgradeRoutes } from './routes/upgrades.ts';
import { userRoutes } from './routes/users.ts';
import { usnRoutes } from './routes/usns.ts';
import { wslProfileRoutes } from './routes/wsl-profiles.ts';
import { wslActions, wslRoutes } from './routes/wsl.ts';
import { addManyProfiles } from './profile-seed.ts';
import { keepOnlyGlobalAccessGroup } from './access-groups.ts';
import { ADMIN_EMAIL } from './seed.ts';

export type { Fault, FeatureKey, SimulatorOptions } from './options.ts';
export type { RecordedRequest } from './namespace.ts';

export interface Simulator {
  /** Serves the request when the path is the simulator's and resolves true; otherwise resolves false untouched. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export interface SimulatorHooks {
  /** An error report arrived (one line, for a log), in namespace `ns`. */
  onErrorReport?(line: string, ns: string): void;
}

const ERROR_REPORTS = '/error-reports';
/** A namespace keeps this many error reports, the newest. */
const MAX_ERROR_REPORTS = 1000;

/** One line for a log: what failed, where, and the call when it was one. */
export function errorReportLine(report: unknown): string {
  const value = (typeof report === 'object' && report !== null ? report : {}) as Record<string, unknown>;
  const text = (field: string) => (typeof value[field] === 'string' ? (value[field] as string) : '?');
  const request = value['request'] as { method?: unknown; path?: unknown; status?: unknown } | undefined;
  const call = request && typeof request === 'object' ? ` (${String(request.method)} ${String(request.path)} → ${String(request.status)})` : '';
  const route = typeof value['route'] === 'string' ? ` at ${value['route']}` : '';
  return `[error report] ${text('kind')} in <${text('element')}>${route}: ${text('message').split('\n')[0]!.slice(0, 300)}${call}`;
}

const ROUTES: readonly Route[] = [
  ...authRoutes,
  ...identityProviderRoutes,
  ...preferenceRoutes,
  ...activityRoutes,
  ...securityProfileRoutes,
  ...instanceRoutes,
  ...instanceActionRoutes,
  ...processRoutes,
  ...packageRoutes,
  ...upgradeRoutes,
  ...snapRoutes,
  ...kernelRoutes,
  ...usnRoutes,
  ...userRoutes,
  ...wslRoutes,
  ...employeeRoutes,
  ...eventRoutes,
  ...scriptRoutes,
  ...scriptProfileRoutes,
  ...rebootProfileRoutes,
  ...repositoryProfileRoutes,
  ...packageProfileRoutes,
  ...wslProfileRoutes,
  ...alertRoutes,
  ...personRoutes,
  ...administratorRoutes,
];

const LEGACY_ACTIONS: LegacyActions = {
  ...activityActions,
  ...instanceActions,
  ...instanceActionActions,
  ...pendingInstanceActions,
  ...packageActions,
  ...wslActions,
  ...scriptActions,
  ...upgradeProfileActions,
  ...removalProfileActions,
  ...repositoryProfileActions,
  ...packageProfileActions,
  ...alertActions,
  ...roleActions,
  ...accessGroupActions,
  ...administratorActions,
};

const DEFAULT_NAMESPACE = 'default';
const REST_BASE = '/api/v2/';
const LEGACY_BASE = '/api/';
/** The request log keeps the most recent requests only, so a long demo session cannot grow it forever. */
const MAX_RECORDED_REQUESTS = 10_000;

const apiBases = (id: string) =>
  id === DEFAULT_NAMESPACE
    ? { apiBase: REST_BASE, legacyApiBase: LEGACY_BASE }
    : { apiBase: `/sim/${id}${REST_BASE}`, legacyApiBase: `/sim/${id}${LEGACY_BASE}` };

/** The reply `serve` gives, or the error reply of the ApiError it throws. */
async function replyOf(serve: () => Promise<Reply>): Promise<Reply> {
  try {
    return await serve();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return errorReply(error);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readJson(text: string): unknown {
  try {
    return parseJsonBody(text);
  } catch {
    return text;
  }
}

export function createSimulator(options: SimulatorOptions = {}, hooks: SimulatorHooks = {}): Simulator {
  const problem = validateOptions(options);
  if (problem) throw new Error(`Invalid simulator options: ${problem}`);
  const namespaces = new Map<string, Namespace>([[DEFAULT_NAMESPACE, createNamespace(DEFAULT_NAMESPACE, options)]]);

  async function serveApi(ns: Namespace, apiPath: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const bodyText = await readBodyText(req);
    const legacy = apiPath === LEGACY_BASE;
    // A legacy POST carries its parameters in a form body (router.ts legacyParameters): read them now,
    // so the request log and the faults see the action even when only the body names it.
    let legacyParams: URLSearchParams | ApiError | undefined;
    if (legacy) {
      try {
        legacyParams = legacyParameters(method, req.headers['content-type'], bodyText, url);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        legacyParams = error;
      }
    }
    let path = legacy
      ? ((legacyParams instanceof URLSearchParams ? legacyParams : url.searchParams).get('action') ?? '')
      : apiPath.slice(REST_BASE.length);
    try {
      path = decodeURIComponent(path);
    } catch {
      // keep the raw path; it will not match a route and answers 404
    }
    const record: RecordedRequest = {
      method,
      path,
      api: legacy ? 'legacy' : 'rest',
      query: Object.fromEntries(url.searchParams),
      // A legacy form body stays the raw text (`new URLSearchParams(body)` reads it back); JSON is parsed.
      body: bodyText === '' ? null : legacy ? bodyText : readJson(bodyText),
      authorization: req.headers.authorization !== undefined,
    };
    ns.requests.push(record);
    if (ns.requests.length > MAX_RECORDED_REQUESTS) ns.requests.shift();

    if (ns.options.latencyMs > 0) await sleep(ns.options.latencyMs);
    const fault = takeFault(ns, method, path);
    if (fault) {
      applyFault(fault, res);
      return;
    }
    let reply: Reply;
    try {
      if (legacyParams instanceof ApiError) throw legacyParams;
      reply = legacy
        ? await dispatchLegacy(ns, LEGACY_ACTIONS, { req, method, url, body: undefined, legacyParams })
        : await dispatchRest(ns, ROUTES, path, { req, method, url, body: parseJsonBody(bodyText) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = errorReply(error);
    }
    writeReply(res, reply);
  }

  /** An element's error report: JSON, kept in the namespace (its newest MAX_ERROR_REPORTS). */
  async function receiveErrorReport(ns: Namespace, req: IncomingMessage): Promise<Reply> {
    if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
      return { ...errorReply(new ApiError(405, 'MethodNotAllowed', 'Error reports are POSTed.')), headers: { allow: 'POST' } };
    }
    let report: unknown;
    try {
      report = parseJsonBody(await readBodyText(req));
    } catch {
      throw new ApiError(400, 'InvalidJson', 'An error report is a JSON object.');
    }
    if (typeof report !== 'object' || report === null || Array.isArray(report)) throw new ApiError(400, 'InvalidJson', 'An error report is a JSON object.');
    ns.errorReports.push(report);
    if (ns.errorReports.length > MAX_ERROR_REPORTS) ns.errorReports.shift();
    hooks.onErrorReport?.(errorReportLine(report), ns.id);
    return { status: 204 };
  }

  async function serveControl(segments: string[], req: IncomingMessage, url: URL): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const readBody = async (): Promise<unknown> => parseJsonBody(await readBodyText(req)) ?? {};
    const notAllowed = (allowed: string): Reply => ({
      ...errorReply(new ApiError(405, 'MethodNotAllowed', `${method} is not allowed here. Use ${allowed}.`)),
      headers: { allow: allowed },
    });
    const readOptions = async (): Promise<SimulatorOptions> => {
      const body = await readBody();
      const problem = validateOptions(body);
      if (problem) throw new ApiError(400, 'InvalidOptions', problem);
      return body as SimulatorOptions;
    };

    const [first, second] = segments;
    if (first === 'namespaces' && segments.length === 1) {
      if (method !== 'POST') return notAllowed('POST');
      const id = randomBytes(6).toString('hex');
      namespaces.set(id, createNamespace(id, await readOptions()));
      return { status: 201, body: { id, ...apiBases(id) } };
    }
    const ns = first === undefined ? undefined : namespaces.get(first);
    if (!ns) throw new ApiError(404, 'UnknownNamespace', `There is no simulator namespace "${first ?? ''}".`);

    if (segments.length === 1) {
      if (method !== 'DELETE') return notAllowed('DELETE');
      // The default namespace is reset instead (a fresh demo), the others are discarded.
      if (ns.id === DEFAULT_NAMESPACE) namespaces.set(ns.id, createNamespace(ns.id, options));
      else namespaces.delete(ns.id);
      return { status: 204 };
    }
    if (segments.length !== 2) throw new ApiError(404, 'NotFound', 'Unknown control endpoint.');
    switch (second) {
      case 'options':
        if (method !== 'PUT') return notAllowed('PUT');
        ns.options = mergeOptions(ns.options, await readOptions());
        if (ns.options.manyProfiles) addManyProfiles(ns.data);
        if (ns.options.onlyGlobalAccessGroup) keepOnlyGlobalAccessGroup(ns.data);
        return { status: 200, body: ns.options };
      case 'requests': {
        if (method === 'DELETE') {
          ns.requests = [];
          return { status: 204 };
        }
        if (method !== 'GET') return notAllowed('GET, DELETE');
        const wantedMethod = url.searchParams.get('method')?.toUpperCase();
        const wantedPath = url.searchParams.get('path');
        return {
          status: 200,
          body: ns.requests.filter(
            (request) => (!wantedMethod || request.method === wantedMethod) && (wantedPath === null || request.path === wantedPath),
          ),
        };
      }
      case 'error-reports':
        if (method === 'DELETE') {
          ns.errorReports = [];
          return { status: 204 };
        }
        if (method !== 'GET') return notAllowed('GET, DELETE');
        return { status: 200, body: ns.errorReports };
      case 'tokens': {
        if (method !== 'POST') return notAllowed('POST');
        const body = await readBody();
        const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : ADMIN_EMAIL;
        const user = findUser(ns, (candidate) => candidate.email === email);
        if (!user) throw new ApiError(400, 'UnknownUser', `There is no demo user "${String(email)}".`);
        return { status: 200, body: { token: issueToken(ns, user, user.accounts[0]!, null).token } };
      }
      case 'sessions': {
        // A browser session for a demo user, as a sign-in would start: for the person without a
        // password, whom no sign-in form can sign in (the identity providers sign Ada in).
        if (method !== 'POST') return notAllowed('POST');
        const body = await readBody();
        const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : ADMIN_EMAIL;
        const user = findUser(ns, (candidate) => candidate.email === email);
        if (!user) throw new ApiError(400, 'UnknownUser', `There is no demo user "${String(email)}".`);
        const session = startSession(ns, user);
        return {
          status: 200,
          body: { token: session.token },
          headers: { 'set-cookie': `${sessionCookieName(ns)}=${session.id}; Path=/; HttpOnly; SameSite=Lax` },
        };
      }
      default:
        throw new ApiError(404, 'NotFound', 'Unknown control endpoint.');
    }
  }

  /** Any failure that is not an ApiError is a bug in the simulator: answer 500 rather than hang. */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    try {
      return await route(req, res);
    } catch (error) {
      console.error('[simulator]', error);
      if (!res.headersSent) {
        writeReply(res, { status: 500, body: { error: 'InternalError', message: 'The simulator failed to handle this request.' } });
      }
      return true;
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const path = url.pathname;

    if (path.startsWith('/__sim/')) {
      writeReply(res, await replyOf(() => serveControl(path.slice('/__sim/'.length).split('/').filter(Boolean), req, url)));
      return true;
    }

    let ns: Namespace | undefined;
    let apiPath = path;
    const scoped = /^\/sim\/([^/]+)(\/.*)$/.exec(path);
    if (scoped) {
      ns = namespaces.get(scoped[1]!);
      apiPath = scoped[2]!;
      if (!ns) {
        writeReply(res, errorReply(new ApiError(404, 'UnknownNamespace', `There is no simulator namespace "${scoped[1]}".`)));
        return true;
      }
    } else if (path.startsWith(REST_BASE) || path === LEGACY_BASE || path === ERROR_REPORTS) {
      ns = namespaces.get(DEFAULT_NAMESPACE);
    } else {
      return false;
    }
    if (ns && apiPath === ERROR_REPORTS) {
      writeReply(res, await replyOf(() => receiveErrorReport(ns, req)));
      return true;
    }
    if (!ns || !(apiPath.startsWith(REST_BASE) || apiPath === LEGACY_BASE)) {
      writeReply(res, errorReply(new ApiError(404, 'NotFound', `There is no API endpoint at "${path}".`)));
      return true;
    }
    try {
      await serveApi(ns, apiPath, req, res, url);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      writeReply(res, errorReply(error));
    }
    return true;
  }

  return { handle };
}
