import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement } from './define-element.ts';

/**
 * The organisation's General settings as a widget: the organisation title, "Use registration key"
 * with the registration key (masked, can be shown), "Auto register new computers" and, on a
 * self-hosted server, the audit retention period (read-only). "Save changes" is enabled once
 * something changed and sends every value (`PATCH preferences`; switching the key off clears it). A
 * new title shows at once in every organisation selector of the same store.
 *
 * @summary General settings of the current organisation.
 * @tag landscape-org-settings
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (the settings were saved, or why they were not).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "Organisation settings".
 * @csspart notifications - The region of its notifications.
 * @csspart notification - A notification.
 */
export const LandscapeOrgSettings = defineElement<Record<string, never>>({
  tag: 'landscape-org-settings',
  component: lazyScreen(
    () => import('../src/features/org-settings/OrgSettingsScreen.tsx'),
    (module) => module.EmbeddedOrgSettings,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-org-settings': HTMLElement;
  }
}
