import { lazyScreen } from '../src/ui/lazy-screen.ts';
import { defineElement, lazyPreload } from './define-element.ts';

/**
 * The organisation's WSL profiles as a widget (self-hosted Landscape only; on SaaS the list shows the
 * server's refusal): the image the Windows hosts install as a WSL instance, from the store or from a
 * URL, and its cloud-init file. Search (title, name, description, tags), the instances not compliant
 * and pending (linked), add (a store image or a custom one, cloud-init from a file or typed in a code
 * editor), edit, duplicate, the details and removal typed to confirm. Its list state stays inside the
 * element; the page's address is never read or written.
 *
 * @summary WSL profiles: the WSL instances Windows hosts get.
 * @tag landscape-wsl-profiles
 * @attr {'light' | 'dark'} theme - Forces the light or the dark theme on this element alone (an attribute only, no property). Absent: the theme of its `landscape-root`, else the user's `prefers-color-scheme`.
 * @fires {CustomEvent<{ type: 'positive' | 'negative' | 'information'; title: string; message: string }>} landscape-notify - A notification was shown (a WSL profile added, duplicated, updated, removed).
 * @fires {CustomEvent<{}>} landscape-signed-out - A 401 ended the session.
 * @fires {CustomEvent<{ kind: 'render' | 'request' | 'uncaught' | 'rejection'; message: string; element: string; route?: string; stack?: string; request?: { method: string; path: string; status: number }; time: string }>} landscape-error - Something failed in it (a render, a call without a 4xx, an uncaught error of its code); sampled by the root's `error-sample-rate`, also POSTed to its `error-report-url`.
 * @csspart base - The widget: a landmark named "WSL profiles".
 * @csspart toolbar - "Add WSL profile".
 * @csspart table - The profiles table.
 * @csspart row - A table row.
 * @csspart pagination - The pagination footer.
 * @csspart side-panel - The side panel (details, forms).
 * @csspart notifications - The notification region, fixed in the top layer at the top right, at the bottom on screens under 620px.
 * @csspart notification - A notification card.
 */
export const LandscapeWslProfiles = defineElement({
  tag: 'landscape-wsl-profiles',
  preload: lazyPreload(() => import('../src/features/wsl-profiles/wsl-profile-list-preload.ts'), (module) => module.preloadWslProfiles),
  component: lazyScreen(
    () => import('../src/features/wsl-profiles/WslProfilesScreen.tsx'),
    (module) => module.EmbeddedWslProfiles,
  ),
});

declare global {
  interface HTMLElementTagNameMap {
    'landscape-wsl-profiles': HTMLElement;
  }
}
