/**
 * The fault battery's shared pieces: the screens and the calls each makes on load (a table, checked
 * against the simulator's request log of a clean load), mounting a screen without a fixture (one page,
 * many cases), reading the text a person sees across shadow roots, and catching uncaught errors.
 */
import { expect } from '@open-wc/testing';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import type { Fault } from '../../demo/server/options.ts';
import { waitFor } from '../helpers/dom.ts';
import { currentPortalPath, restoreLocation, TEST_BASE, visit } from '../helpers/portal.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';
import { WELCOME_KEY } from '../shell/shell.ts';

export interface Call {
  readonly method: string;
  readonly path: string;
}

export interface ScreenCase {
  readonly name: string;
  /** A portal path (`/activities`) or an element's tag name. */
  readonly portal?: string;
  readonly element?: string;
  /** The element's attributes (an element case). */
  readonly attributes?: Readonly<Record<string, string>>;
  readonly options?: SimulatorOptions;
  /** False for screens shown before sign-in (the login element): no session, no 401 case. */
  readonly signedIn?: boolean;
  /** Every call the screen makes on load, as the simulator's faults match them. */
  readonly calls: readonly Call[];
  /** The calls faulted in turn (default: all); the shell's own calls are faulted once, on one screen. */
  readonly faulted?: readonly Call[];
  /**
   * Sign-in calls the screen makes (`login/methods`): their 401 is their own failure, shown like a
   * 500's message, and the session goes on (issue 21).
   */
  readonly signInCalls?: readonly Call[];
  /** Buttons that stay shown and enabled while a faulted call fails (the sign-in methods beside an invitation). */
  readonly usable?: readonly string[];
  /**
   * What shows once a part loaded when the page is idle is in (its calls start then): a clean load
   * has not settled before (the instances list's actions and pending instances' notice).
   */
  readonly readyWhen?: string;
}

/** '401-shown': a 401 on a sign-in call, which must not end the session. */
export type FaultKind = '500' | 'malformed' | 'drop' | '401' | '401-shown';

export const FAULT_KINDS: readonly FaultKind[] = ['500', 'malformed', 'drop'];

export const callName = (call: Call) => `${call.method} ${call.path}`;

/**
 * How the elements say that a call failed without the server's message: the client's own texts for an
 * unreadable answer and an unreachable server, or a screen's "could not be loaded".
 */
const FAILURE_WORDING = /could not|not be reached|not be read|failed/i;

export const serverMessage = (call: Call) => `Server exploded: ${callName(call)}`;

/** The message of a 401 on a sign-in call: the screen shows it as that call's failure. */
export const signInRefusal = (call: Call) => `Not for you: ${callName(call)}`;

/** The kinds whose server message the screen must show, and that message. */
function expectedMessage(call: Call, kind: FaultKind): string | undefined {
  if (kind === '500') return serverMessage(call);
  if (kind === '401-shown') return signInRefusal(call);
  return undefined;
}

export function faultFor(call: Call, kind: FaultKind): Fault {
  const target = { method: call.method, path: call.path };
  if (kind === '500') return { ...target, status: 500, body: { error: 'Boom', message: serverMessage(call) } };
  if (kind === '401') return { ...target, status: 401, body: { error: 'Unauthorized', message: 'Your session has expired.' } };
  if (kind === '401-shown') return { ...target, status: 401, body: { error: 'Unauthorized', message: signInRefusal(call) } };
  if (kind === 'malformed') return { ...target, malformed: true };
  return { ...target, drop: true };
}

/** Text a person sees: text nodes under `node`, through open shadow roots, without style or script. */
export function deepText(node: Node): string {
  let text = '';
  const visit = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) {
      text += current.textContent ?? '';
      return;
    }
    if (current instanceof Element) {
      if (current.localName === 'style' || current.localName === 'script' || current.localName === 'template') return;
      if (current.shadowRoot) visit(current.shadowRoot);
    }
    for (const child of current.childNodes) visit(child);
    if (current instanceof HTMLElement && /^(p|div|li|td|th|h\d|button|span|dd|dt)$/.test(current.localName)) text += ' ';
  };
  visit(node);
  return text.replace(/\s+/g, ' ');
}

/** Elements matching `selector` under `node`, through open shadow roots. */
export function deepQueryAll(node: Node, selector: string): Element[] {
  const found: Element[] = [];
  const visit = (current: Node) => {
    if (current instanceof Element) {
      if (current.matches(selector)) found.push(current);
      if (current.shadowRoot) visit(current.shadowRoot);
    }
    for (const child of current.childNodes) visit(child);
  };
  visit(node);
  return found;
}

/** Whether an element is rendered (not hidden, not in a closed popover). */
const shown = (element: Element) => element instanceof HTMLElement && element.checkVisibility();

/** The visible alerts and notification cards under `node`, with text. */
export function messages(node: Node): string[] {
  return deepQueryAll(node, '[role="alert"], [part="notification"]')
    .filter(shown)
    .map((element) => deepText(element).trim())
    .filter((text) => text !== '');
}

export function retryButtons(node: Node): HTMLButtonElement[] {
  return deepQueryAll(node, 'button')
    .filter((button): button is HTMLButtonElement => shown(button) && /^(Try again|Retry)$/.test((button.textContent ?? '').trim()));
}

/** Uncaught errors and unhandled rejections while a case runs. */
export function watchUncaught() {
  const caught: string[] = [];
  const onError = (event: ErrorEvent) => caught.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    caught.push(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    caught,
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

export interface Mounted {
  readonly root: LandscapeRoot;
  /** The element whose shadow root shows the screen (the portal or the widget). */
  readonly host: HTMLElement;
  remove(): void;
}

/** Mounts a screen in the page (no fixture: the battery mounts many in one test page). */
export function mountScreen(ns: SimNamespace, screen: ScreenCase, portalPath = screen.portal): Mounted {
  const root = document.createElement('landscape-root') as LandscapeRoot;
  root.setAttribute('api-base', ns.apiBase);
  root.setAttribute('legacy-api-base', ns.legacyApiBase);
  root.setAttribute('portal-url', '/new_dashboard/');
  // Full-page navigation must not take the test page away.
  root.store.browser = { assign: () => undefined };
  let host: HTMLElement;
  if (portalPath !== undefined) {
    localStorage.setItem(WELCOME_KEY, 'true');
    visit(portalPath);
    host = document.createElement('landscape-portal');
    host.setAttribute('base-path', TEST_BASE);
  } else {
    host = document.createElement(screen.element!);
    for (const [name, value] of Object.entries(screen.attributes ?? {})) host.setAttribute(name, value);
  }
  root.append(host);
  const wrapper = document.createElement('div');
  wrapper.append(root);
  document.body.append(wrapper);
  return {
    root,
    host,
    remove() {
      wrapper.remove();
      restoreLocation();
    },
  };
}

const LOADING = /Loading\.\.\.|Loading…/;

/** A clean load has settled: no "Loading..." and no busy region, and the request log stopped growing. */
export async function settled(ns: SimNamespace, mounted: Mounted, readyWhen?: string): Promise<void> {
  let seen = -1;
  await waitFor(
    async () => {
      if (readyWhen !== undefined && deepQueryAll(mounted.host, readyWhen).length === 0) throw new Error(`${readyWhen} not shown yet`);
      const text = deepText(mounted.host);
      if (LOADING.test(text)) throw new Error(`still loading: ${text.slice(0, 300)}`);
      if (deepQueryAll(mounted.host, '[aria-busy="true"]').length > 0) throw new Error('a region is busy');
      const count = (await requests(ns)).length;
      if (count !== seen || count === 0) {
        seen = count;
        throw new Error(`${count} requests so far`);
      }
    },
    { timeout: 10_000, interval: 150 },
  );
}

/** The distinct calls (method + fault path) in the namespace's request log, in first-seen order. */
export async function loggedCalls(ns: SimNamespace): Promise<Call[]> {
  const seen = new Map<string, Call>();
  for (const request of await requests(ns)) {
    const call = { method: request.method, path: request.path };
    if (!seen.has(callName(call))) seen.set(callName(call), call);
  }
  return [...seen.values()];
}

/** How long a case waits for its message, and for recovery after Try again (generous: a loaded CI machine). */
const CASE_WAIT_MS = 6000;

export interface Outcome {
  /** What the screen said (alerts and notifications). */
  readonly shown: string[];
  readonly retried: 'recovered' | 'signed out';
}

/**
 * One case: the fault on one call, the screen loaded; a visible message (the server's for a 500 and
 * for a sign-in call's 401, with the session kept), no endless "Loading...", no uncaught error; then,
 * without the fault, Try again recovers where shown. For 401: the portal goes to /login, an element
 * stops showing its content.
 */
export async function runCase(ns: SimNamespace, screen: ScreenCase, call: Call, kind: FaultKind): Promise<Outcome> {
  await setOptions(ns, { faults: [faultFor(call, kind)] });
  const uncaught = watchUncaught();
  const mounted = mountScreen(ns, screen);
  try {
    if (kind === '401') {
      await waitFor(
        () => {
          if (screen.portal !== undefined) {
            if (!currentPortalPath().startsWith('/login')) throw new Error(`at ${currentPortalPath()}, expected /login; shown: ${deepText(mounted.host).slice(0, 300)}`);
          } else {
            const text = deepText(mounted.host);
            if (LOADING.test(text)) throw new Error(`still loading: ${text.slice(0, 300)}`);
            if (deepQueryAll(mounted.host, 'table, form, [role="alert"]').filter(shown).length > 0) {
              throw new Error(`still shows its content: ${text.slice(0, 300)}`);
            }
          }
        },
        { timeout: CASE_WAIT_MS },
      );
      expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);
      return { shown: [], retried: 'signed out' };
    }
    let shownMessages: string[] = [];
    const expected = expectedMessage(call, kind);
    await waitFor(
      () => {
        shownMessages = messages(mounted.host);
        const text = deepText(mounted.host);
        if (expected !== undefined && !text.includes(expected)) {
          throw new Error(`the server's message "${expected}" is not shown; alerts: ${JSON.stringify(shownMessages)}; text: ${text.slice(0, 400)}`);
        }
        if (shownMessages.length === 0) throw new Error(`no visible message; text: ${text.slice(0, 400)}`);
        // A screen may show notices of its own (a limit reached): the failure needs a message of its own.
        if (expected === undefined && !shownMessages.some((message) => FAILURE_WORDING.test(message))) {
          throw new Error(`no message says the call failed; alerts: ${JSON.stringify(shownMessages)}`);
        }
        if (LOADING.test(text)) throw new Error(`a message and "Loading..." at once: ${text.slice(0, 400)}`);
      },
      { timeout: CASE_WAIT_MS },
    );
    expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);
    if (kind === '401-shown' && screen.portal !== undefined) {
      expect(currentPortalPath(), 'a sign-in call\'s 401 ended the session').to.not.match(/^\/login/);
    }
    for (const name of screen.usable ?? []) {
      const button = deepQueryAll(mounted.host, 'button').find((candidate) => shown(candidate) && (candidate.textContent ?? '').trim() === name);
      expect(button, `no "${name}" button beside the failure`).to.exist;
      expect((button as HTMLButtonElement).disabled || button!.getAttribute('aria-disabled') === 'true', `"${name}" is disabled`).to.equal(false);
    }

    const buttons = retryButtons(mounted.host);
    // The issue asks for a way to retry after every failure: a message alone is not enough.
    if (buttons.length === 0) throw new Error(`no Try again beside the message; shown: ${JSON.stringify(shownMessages)}`);
    await setOptions(ns, { faults: [] });
    const pressed = new Set(buttons);
    for (const button of buttons) button.click();
    await waitFor(
      () => {
        const text = deepText(mounted.host);
        // A part whose call failed after the first press (one call, several parts asking in turn) shows
        // its own Try again later: pressed once too. One pressed that is still shown is a retry that failed.
        const shownNow = retryButtons(mounted.host);
        for (const button of shownNow.filter((candidate) => !pressed.has(candidate))) {
          pressed.add(button);
          button.click();
        }
        if (shownNow.length > 0) throw new Error(`Try again still shown: ${text.slice(0, 400)}`);
        if (LOADING.test(text)) throw new Error(`still loading after Try again: ${text.slice(0, 300)}`);
        if (expected !== undefined && text.includes(expected)) throw new Error('the error is still shown after Try again');
      },
      { timeout: CASE_WAIT_MS },
    );
    expect(uncaught.caught, 'uncaught errors after Try again').to.deep.equal([]);
    return { shown: shownMessages, retried: 'recovered' };
  } finally {
    uncaught.stop();
    mounted.remove();
    await setOptions(ns, { faults: [] });
    // A 401 may end the server session (the client signs out): sign in again for the next case.
    if (kind === '401' && screen.signedIn !== false) await signIn(ns);
  }
}

const get = (path: string): Call => ({ method: 'GET', path });

/**
 * What every signed-in portal screen asks first (the shell: account and features, the Security
 * badge's profiles). The navigation asks for `about` (WSL, Mirrors) and `login/methods` (Identity
 * providers) only where a group holding those entries is open: on its pages.
 */
const SHELL: readonly Call[] = [get('me'), get('security-profiles')];
/** On a page of the Profiles group (open): WSL's entry depends on `about`. */
const PROFILES_SHELL: readonly Call[] = [get('me'), get('about'), get('security-profiles')];
/** On a page of the Org. settings group (open): Identity providers' entry depends on `login/methods`. */
const SETTINGS_SHELL: readonly Call[] = [get('me'), get('login/methods'), get('security-profiles')];

/** The simulator's seeded invitation, and its summary call. */
const INVITATION = '5f0c1a9e3b7d4c28';
const INVITATION_SUMMARY = get(`invitations/${INVITATION}/summary`);
/** What a failed invitation summary must leave usable: every sign-in method. */
const SIGN_IN_METHODS = ['Sign in', 'Sign in with Okta', 'Sign in with Google', 'Sign in with Ubuntu One'];

/**
 * The screens and the calls each makes on load, read from the simulator's request log of a clean load
 * (the battery's first test per screen checks the table against it). `unauthorized` is the call the
 * 401 case fails (none for a page shown before sign-in).
 */
export const PORTAL_SCREENS: readonly (ScreenCase & { unauthorized?: Call })[] = [
  // `me` answers `{}` when signed out (never 401), so the shell's 401 case is its first bearer call.
  {
    name: 'portal shell (on activities)',
    portal: '/activities',
    calls: [...SHELL, get('activities'), get('computers')],
    faulted: SHELL,
    unauthorized: get('security-profiles'),
  },
  // The activity types only when needed (issue 12): not on a clean load, at once for a type in the address.
  // The page's instances by name (`computers`) are no list of their own: when they fail, the rows say
  // "Instance {id}" without a message (test/activities/instance-names.browser.test.ts).
  {
    name: 'portal activities',
    portal: '/activities',
    calls: [...SHELL, get('activities'), get('computers')],
    faulted: [get('activities')],
    unauthorized: get('activities'),
  },
  {
    name: 'portal activities (a type in the address)',
    portal: '/activities?type=Install+package',
    calls: [...SHELL, get('GetActivityTypes'), get('activities'), get('computers')],
    faulted: [get('GetActivityTypes')],
    unauthorized: get('GetActivityTypes'),
  },
  // The package profiles (every profile at once) and the access groups their column names; and the
  // navigation's `about` failing on a page of the Profiles group (the security profiles screen always
  // shows notices of its own, which a failure without a server message would hide behind).
  {
    name: 'portal package profiles (and the shell on a Profiles page)',
    portal: '/profiles/package',
    calls: [...PROFILES_SHELL, get('packageprofiles'), get('GetAccessGroups')],
    faulted: [get('about'), get('packageprofiles')],
    unauthorized: get('packageprofiles'),
  },
  // WSL profiles (self-hosted: `about` decides before the list is shown).
  {
    name: 'portal WSL profiles',
    portal: '/profiles/wsl',
    calls: [...PROFILES_SHELL, get('child-instance-profiles'), get('GetAccessGroups')],
    faulted: [get('child-instance-profiles')],
    unauthorized: get('child-instance-profiles'),
  },
  { name: 'portal security profiles', portal: '/profiles/security', calls: PROFILES_SHELL, faulted: [get('security-profiles')], unauthorized: get('security-profiles') },
  // The removal, upgrade and reboot profiles: every profile of the type (one call), and the access
  // groups whose titles the Access group column shows; when those fail, the column shows the groups'
  // names without a message (as the scripts list does).
  {
    name: 'portal removal profiles',
    portal: '/profiles/removal',
    calls: [...PROFILES_SHELL, get('GetRemovalProfiles'), get('GetAccessGroups')],
    faulted: [get('GetRemovalProfiles')],
    unauthorized: get('GetRemovalProfiles'),
  },
  {
    name: 'portal upgrade profiles',
    portal: '/profiles/upgrade',
    calls: [...PROFILES_SHELL, get('GetUpgradeProfiles'), get('GetAccessGroups')],
    faulted: [get('GetUpgradeProfiles')],
    unauthorized: get('GetUpgradeProfiles'),
  },
  {
    name: 'portal reboot profiles',
    portal: '/profiles/reboot',
    calls: [...PROFILES_SHELL, get('rebootprofiles'), get('GetAccessGroups')],
    faulted: [get('rebootprofiles')],
    unauthorized: get('rebootprofiles'),
  },
  // Its one call of its own is a sign-in call: a 401 there is shown, the session goes on (the shell's
  // bearer call's 401 is the shell case's).
  {
    name: 'portal identity providers (no OIDC)',
    portal: '/settings/identity-providers',
    options: { oidcAvailable: false },
    calls: SETTINGS_SHELL,
    faulted: [get('login/methods')],
    signInCalls: [get('login/methods')],
  },
  {
    name: 'portal organisation settings General',
    portal: '/settings/general',
    calls: [...SETTINGS_SHELL, get('about'), get('preferences')],
    faulted: [get('login/methods'), get('preferences')],
    unauthorized: get('preferences'),
  },
  {
    name: 'portal /login (an invitation)',
    portal: `/login?invitation_id=${INVITATION}`,
    signedIn: false,
    calls: [get('me'), get('login/methods'), INVITATION_SUMMARY],
    faulted: [INVITATION_SUMMARY],
    usable: SIGN_IN_METHODS,
  },
  // Settings › Roles: the roles and the permission catalogue their summaries are made of; either
  // failing fails the list (with Try again).
  {
    name: 'portal roles',
    portal: '/settings/roles',
    calls: [...SETTINGS_SHELL, get('GetRoles'), get('GetPermissions')],
    faulted: [get('GetRoles'), get('GetPermissions')],
    unauthorized: get('GetRoles'),
  },
  // Settings › Administrators: the administrators and the roles their editors offer; either failing
  // fails the list (with Try again). The Invites tab (in the address): the invitations alone.
  {
    name: 'portal administrators',
    portal: '/settings/administrators',
    calls: [...SETTINGS_SHELL, get('GetAdministrators'), get('GetRoles')],
    faulted: [get('GetAdministrators'), get('GetRoles')],
    unauthorized: get('GetAdministrators'),
  },
  {
    name: 'portal administrators, Invites tab',
    portal: '/settings/administrators?tab=invites',
    calls: [...SETTINGS_SHELL, get('invitations')],
    faulted: [get('invitations')],
    unauthorized: get('invitations'),
  },
  // The events log: one call of its own, the page of events (the Days filter's options need none).
  { name: 'portal events log', portal: '/events-log', calls: [...SHELL, get('events')], faulted: [get('events')], unauthorized: get('events') },
  // The alerts firing now; acme's pending computers fire, so their count is asked too (a failure
  // there keeps the server's sentence).
  {
    name: 'portal alerts',
    portal: '/alerts',
    calls: [...SHELL, get('alerts/summary'), get('GetPendingComputers')],
    faulted: [get('alerts/summary')],
    unauthorized: get('alerts/summary'),
  },
  // Account › Alerts: the alerts with the user's settings, and the organisation's tags (the choices of
  // Enabled for; when they fail, the field offers All instances and the alerts' own tags).
  {
    name: 'portal alert subscriptions',
    portal: '/account/alerts',
    calls: [...SHELL, get('alerts'), get('tags')],
    faulted: [get('alerts')],
    unauthorized: get('alerts'),
  },
  // Account › General: the person, and the deployment (on self-hosted the password can be changed here).
  {
    name: 'portal account general',
    portal: '/account/general',
    calls: [...SHELL, get('about'), get('person')],
    faulted: [get('about'), get('person')],
    unauthorized: get('person'),
  },
  // Account › API credentials: the person's organisations, and their credentials.
  {
    name: 'portal API credentials',
    portal: '/account/api-credentials',
    calls: [...SHELL, get('person'), get('credentials')],
    faulted: [get('person'), get('credentials')],
    unauthorized: get('credentials'),
  },
  // Scripts: the page of scripts, and the access groups whose titles its column shows. When those fail,
  // the column shows the groups' names without a message (as landscape-scripts' case finds).
  {
    name: 'portal scripts',
    portal: '/scripts',
    calls: [...SHELL, get('scripts'), get('GetAccessGroups')],
    faulted: [get('scripts')],
    unauthorized: get('scripts'),
  },
  // The Profiles tab: the page of profiles and the active count (one path, `archived=active&limit=1`
  // for the count), and the limits (Add profile's reason, the limit notice). The active scripts' count
  // (`scripts?script_type=active&limit=1`) only decides the empty state of an organisation without any
  // profile (profiles.md §7.2 steps 3 to 5): acme has profiles, so its failure has nothing to say here
  // (the empty state's own failure, with Try again, is the Profiles tab's test).
  {
    name: 'portal script profiles',
    portal: '/scripts?tab=profiles',
    calls: [...SHELL, get('script-profiles'), get('script-profile-limits'), get('scripts')],
    faulted: [get('script-profiles'), get('script-profile-limits')],
    unauthorized: get('script-profiles'),
  },
  // Access groups: the groups (one call) and each group's instance count as its row comes into view
  // (`computers?query=access-group:{name}&limit=1`, one path): their failure is one message above the
  // table with Try again.
  {
    name: 'portal access groups',
    portal: '/settings/access-groups',
    calls: [...SETTINGS_SHELL, get('GetAccessGroups'), get('computers')],
    faulted: [get('GetAccessGroups'), get('computers')],
    unauthorized: get('GetAccessGroups'),
  },
  {
    name: 'portal overview',
    portal: '/overview',
    calls: [...SHELL, get('computers'), get('activities')],
    faulted: [get('computers'), get('activities')],
    unauthorized: get('computers'),
  },
];

/**
 * The instances list's actions, loaded once the list is idle after its first paint with the pending
 * instances' notice, which asks `GetPendingComputers` then.
 */
const INSTANCE_ACTIONS = '[role="toolbar"][aria-label="Instance actions"]';

/** The counts beside an Ubuntu instance's tabs: its security notices and its Livepatch fixes. */
const BADGES = [get('usns'), get('computers/1/livepatch/info')];

export const INSTANCE_SCREENS: readonly (ScreenCase & { unauthorized: Call })[] = [
  {
    name: 'portal instances',
    portal: '/instances',
    calls: [...SHELL, get('computers'), get('GetAccessGroups'), get('computers/availability-zones'), get('tags'), get('GetPendingComputers')],
    faulted: [get('computers'), get('GetAccessGroups'), get('computers/availability-zones'), get('tags'), get('GetPendingComputers')],
    unauthorized: get('computers'),
    readyWhen: INSTANCE_ACTIONS,
  },
  {
    name: 'portal instance page',
    portal: '/instances/1',
    calls: [...SHELL, get('computers/1'), get('GetAccessGroups'), get('computers'), ...BADGES],
    faulted: [get('computers/1'), get('GetAccessGroups'), get('computers')],
    unauthorized: get('computers/1'),
  },
  {
    name: 'portal instance page, Kernel tab',
    portal: '/instances/1?tab=kernel',
    calls: [...SHELL, get('computers/1'), get('computers/1/livepatch/kernel'), ...BADGES],
    faulted: [get('computers/1/livepatch/kernel'), get('computers/1/livepatch/info')],
    unauthorized: get('computers/1/livepatch/kernel'),
  },
  {
    name: 'portal instance page, Security issues tab',
    portal: '/instances/1?tab=security-issues',
    calls: [...SHELL, get('computers/1'), ...BADGES],
    faulted: [get('usns')],
    unauthorized: get('usns'),
  },
  {
    name: 'portal instance page, Packages tab',
    portal: '/instances/1?tab=packages',
    calls: [...SHELL, get('computers/1'), get('computers/1/packages'), ...BADGES],
    faulted: [get('computers/1/packages')],
    unauthorized: get('computers/1/packages'),
  },
  {
    name: 'portal instance page, Snaps tab',
    portal: '/instances/1?tab=snaps',
    calls: [...SHELL, get('computers/1'), get('computers/1/snaps/installed'), ...BADGES],
    faulted: [get('computers/1/snaps/installed')],
    unauthorized: get('computers/1/snaps/installed'),
  },
  {
    name: 'portal instance page, Users tab',
    portal: '/instances/1?tab=users',
    calls: [...SHELL, get('computers/1'), get('users'), ...BADGES],
    faulted: [get('users')],
    unauthorized: get('users'),
  },
  {
    name: 'portal instance page, Processes tab',
    portal: '/instances/1?tab=processes',
    calls: [...SHELL, get('computers/1'), get('computers/1/processes'), ...BADGES],
    faulted: [get('computers/1/processes')],
    unauthorized: get('computers/1/processes'),
  },
];

export const ELEMENT_SCREENS: readonly (ScreenCase & { unauthorized?: Call })[] = [
  {
    name: 'landscape-activities',
    element: 'landscape-activities',
    calls: [get('me'), get('activities'), get('computers')],
    faulted: [get('me'), get('activities')],
    unauthorized: get('activities'),
  },
  { name: 'landscape-security-profiles', element: 'landscape-security-profiles', calls: [get('me'), get('security-profiles')], unauthorized: get('security-profiles') },
  {
    name: 'landscape-instances',
    element: 'landscape-instances',
    calls: [get('me'), get('computers'), get('GetAccessGroups'), get('computers/availability-zones'), get('tags'), get('GetPendingComputers')],
    unauthorized: get('computers'),
    readyWhen: INSTANCE_ACTIONS,
  },
  { name: 'landscape-events-log', element: 'landscape-events-log', attributes: { days: '7' }, calls: [get('me'), get('events')], unauthorized: get('events') },
  { name: 'landscape-account', element: 'landscape-account', calls: [get('me'), get('about'), get('person')], faulted: [get('me'), get('about'), get('person')], unauthorized: get('person') },
  {
    name: 'landscape-account (API credentials tab)',
    element: 'landscape-account',
    attributes: { tab: 'api-credentials' },
    calls: [get('me'), get('person'), get('credentials')],
    faulted: [get('person'), get('credentials')],
    unauthorized: get('credentials'),
  },
  { name: 'landscape-roles', element: 'landscape-roles', calls: [get('me'), get('GetRoles'), get('GetPermissions')], unauthorized: get('GetRoles') },
  { name: 'landscape-administrators', element: 'landscape-administrators', calls: [get('me'), get('GetAdministrators'), get('GetRoles')], unauthorized: get('GetAdministrators') },
  {
    name: 'landscape-administrators (Invites tab)',
    element: 'landscape-administrators',
    attributes: { tab: 'invites' },
    calls: [get('me'), get('invitations')],
    unauthorized: get('invitations'),
  },
  { name: 'landscape-alerts', element: 'landscape-alerts', calls: [get('me'), get('alerts/summary'), get('GetPendingComputers')], faulted: [get('me'), get('alerts/summary')], unauthorized: get('alerts/summary') },
  // The access groups only give titles for the names the list shows: without them, it shows the names.
  { name: 'landscape-scripts', element: 'landscape-scripts', calls: [get('me'), get('scripts'), get('GetAccessGroups')], faulted: [get('me'), get('scripts')], unauthorized: get('scripts') },
  // As the portal's Profiles tab (the active scripts' count left out for the same reason), and the
  // account (`me`), which the element asks for itself (landscape-scripts' case faults it too).
  {
    name: 'landscape-scripts (profiles tab)',
    element: 'landscape-scripts',
    attributes: { tab: 'profiles' },
    calls: [get('me'), get('script-profiles'), get('script-profile-limits'), get('scripts')],
    faulted: [get('me'), get('script-profiles'), get('script-profile-limits')],
    unauthorized: get('script-profiles'),
  },
  // As the portal's profile screens, and the account (`me`), which each element asks for itself.
  {
    name: 'landscape-removal-profiles',
    element: 'landscape-removal-profiles',
    calls: [get('me'), get('GetRemovalProfiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('GetRemovalProfiles')],
    unauthorized: get('GetRemovalProfiles'),
  },
  {
    name: 'landscape-upgrade-profiles',
    element: 'landscape-upgrade-profiles',
    calls: [get('me'), get('GetUpgradeProfiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('GetUpgradeProfiles')],
    unauthorized: get('GetUpgradeProfiles'),
  },
  {
    name: 'landscape-reboot-profiles',
    element: 'landscape-reboot-profiles',
    calls: [get('me'), get('rebootprofiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('rebootprofiles')],
    unauthorized: get('rebootprofiles'),
  },
  {
    name: 'landscape-package-profiles',
    element: 'landscape-package-profiles',
    calls: [get('me'), get('packageprofiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('packageprofiles')],
    unauthorized: get('packageprofiles'),
  },
  {
    name: 'landscape-wsl-profiles',
    element: 'landscape-wsl-profiles',
    calls: [get('me'), get('child-instance-profiles'), get('GetAccessGroups')],
    faulted: [get('me'), get('child-instance-profiles')],
    unauthorized: get('child-instance-profiles'),
  },
  {
    name: 'landscape-access-groups',
    element: 'landscape-access-groups',
    calls: [get('me'), get('GetAccessGroups'), get('computers')],
    faulted: [get('me'), get('GetAccessGroups'), get('computers')],
    unauthorized: get('GetAccessGroups'),
  },
  { name: 'landscape-org-settings', element: 'landscape-org-settings', calls: [get('me'), get('preferences'), get('about')], unauthorized: get('preferences') },
  // No bearer call on load: the 401 case is its sign-in call's, which keeps the session.
  {
    name: 'landscape-identity-providers (no OIDC)',
    element: 'landscape-identity-providers',
    options: { oidcAvailable: false },
    calls: [get('me'), get('login/methods')],
    signInCalls: [get('login/methods')],
  },
  // Shown before sign-in: no session to end; a 401 on login/methods is shown like any failure.
  { name: 'landscape-login', element: 'landscape-login', signedIn: false, calls: [get('me'), get('login/methods')], signInCalls: [get('login/methods')] },
  {
    name: 'landscape-login (an invitation)',
    element: 'landscape-login',
    attributes: { 'invitation-id': INVITATION },
    signedIn: false,
    calls: [get('me'), get('login/methods'), INVITATION_SUMMARY],
    faulted: [INVITATION_SUMMARY],
    usable: SIGN_IN_METHODS,
  },
];

/** Cases tried and held in one battery file, printed at its end (the closing note quotes them). */
export const tally = { tried: 0, held: 0, failed: [] as string[] };

/**
 * The battery for a list of screens: per screen, the table checked against a clean load, then every
 * (call, fault) case and the 401 case. One namespace per screen, reused across its cases (faults are
 * replaced per case; a 401 case signs in again).
 */
export function describeBattery(title: string, screens: readonly (ScreenCase & { unauthorized?: Call })[]): void {
  describe(title, () => {
    after(() => {
      console.log(`fault battery, ${title}: ${tally.tried} cases tried, ${tally.held} held`);
      if (tally.failed.length > 0) console.log(`  failed: ${tally.failed.join('; ')}`);
    });

    for (const screen of screens) {
      describe(screen.name, () => {
        let ns: SimNamespace;
        before(async () => {
          ns = await createNamespace(screen.options ?? {});
          if (screen.signedIn !== false) await signIn(ns);
        });

        it('the table lists exactly the calls of a clean load', async () => {
          await clearRequests(ns);
          const mounted = mountScreen(ns, screen);
          try {
            await settled(ns, mounted, screen.readyWhen);
            // The session was opened by signIn before the load: not the screen's call.
            const logged = (await loggedCalls(ns)).map(callName).filter((name) => name !== 'POST login').sort();
            expect(logged).to.deep.equal(screen.calls.map(callName).sort());
          } finally {
            mounted.remove();
          }
        });

        const cases: [Call, FaultKind][] = (screen.faulted ?? screen.calls).flatMap((call) => FAULT_KINDS.map((kind): [Call, FaultKind] => [call, kind]));
        if (screen.unauthorized) cases.push([screen.unauthorized, '401']);
        for (const call of screen.signInCalls ?? []) cases.push([call, '401-shown']);
        for (const [call, kind] of cases) {
          const labels: Partial<Record<FaultKind, string>> = {
            '401': `401 on ${callName(call)}: signed out`,
            '401-shown': `401 on ${callName(call)}: shown, still signed in`,
          };
          const label = labels[kind] ?? `${kind} on ${callName(call)}`;
          it(label, async function () {
            // Two waits of CASE_WAIT_MS at most, plus the load and the sign-in after a 401.
            this.timeout(3 * CASE_WAIT_MS);
            tally.tried += 1;
            try {
              await runCase(ns, screen, call, kind);
            } catch (error) {
              tally.failed.push(`${screen.name} / ${label}`);
              throw error;
            }
            tally.held += 1;
          });
        }
      });
    }
  });
}
