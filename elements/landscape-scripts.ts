import type { EmbeddedScriptsProps } from '../src/features/scripts/ScriptsScreen.tsx';
import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's v2 scripts as a widget: search (on the server), the Status filter, each
 * script's details (info, code in a read-only editor, version history), add and edit with a code
 * editor that works offline and attachments, run on instances by tags or names (now or at a time in
 * the user's zone), archive and delete typed to confirm. With the organisation's `script-profiles`
 * feature, a Profiles tab: script profiles that run a script after enrolment, on a date or on a cron
 * schedule in UTC (add, edit, archive typed to confirm, details with the runs). Its list state and
 * tab stay inside the element; the page's address is never read or written.
 *
 * @summary Scripts: write code once and run it across the fleet.
 * @tag landscape-scripts
 * @attr {'scripts' | 'profiles'} tab - The tab shown first, and shown again when the attribute changes: `scripts` (default) or `profiles` (with the `script-profiles` feature; without it, the scripts). Another value is `scripts`.
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @prop {string | undefined} tab - Reflects `tab`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a script archived, deleted, queued to run, a new version; a script profile created, saved, archived).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Scripts".
 * @csspart toolbar - "Add script" ("Add profile" on the Profiles tab).
 * @csspart table - The scripts table (the profiles table on the Profiles tab).
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeScripts = defineElement<EmbeddedScriptsProps>({
  tag: 'landscape-scripts',
  preload: lazyPreload(() => import('../src/features/scripts/script-list-preload.ts'), (module) => module.preloadScriptsWidget),
  component: lazyScreen(
    () => import('../src/features/scripts/ScriptsScreen.tsx'),
    (module) => module.EmbeddedScripts,
  ),
  attributes: { tab: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-scripts': HTMLElement & { tab?: 'scripts' | 'profiles' | undefined };
  }
}
