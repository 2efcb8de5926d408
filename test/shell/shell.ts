import { configure, within } from '@testing-library/dom';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal } from '../helpers/portal.ts';
import { createNamespace, signIn, type SimNamespace, type SimulatorOptions } from '../helpers/simulator.ts';

// Every shell test talks HTTP to the simulator; with two test pages on two cores, an answer can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export { WELCOME_KEY } from '../helpers/portal.ts';

/** A signed-in portal at a path, in a fresh simulator namespace. */
export async function openShell(path: string, options: SimulatorOptions = {}) {
  const ns = await createNamespace(options);
  await signIn(ns);
  return { ns, ...(await openShellIn(ns, path)) };
}

/** A signed-in portal at a path in an existing namespace (signed in already). */
export async function openShellIn(ns: SimNamespace, path: string) {
  const rendered = await renderPortal(ns, path);
  const navigation = await rendered.screen.findByRole('navigation', { name: 'Main' });
  return { ...rendered, navigation, nav: within(navigation) };
}

/** Opens every collapsed group of the main navigation. */
export function expandAllGroups(navigation: HTMLElement): void {
  for (const toggle of within(navigation).getAllByRole('button')) {
    if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
  }
}

/** The accessible names of the main navigation's links, in order. */
export function linkNames(navigation: HTMLElement): string[] {
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
}

export function group(navigation: HTMLElement, label: string): HTMLElement {
  return within(navigation).getByRole('button', { name: label });
}

/** Replaces full-page navigation with a list of the addresses the portal asked to go to. */
export function captureNavigation(root: LandscapeRoot): string[] {
  const visited: string[] = [];
  root.store.browser = { assign: (url) => visited.push(url) };
  return visited;
}

/**
 * Waits until every query the shell asked for has its answer, as it has by the time a person clicks.
 * (Signing out before the layout's effects have run, so before its queries are subscribed, leaves
 * the sign-in form on 'Loading...' for good: reported to the lead with the shell.)
 */
export async function settled(root: LandscapeRoot): Promise<void> {
  await waitFor(() => {
    const waiting = root.store.queryClient
      .getQueryCache()
      .findAll()
      // No observer yet: the component that asked has not subscribed (its effects have not run).
      .filter((query) => query.state.status === 'pending' && (query.getObserversCount() === 0 || !query.isDisabled()));
    if (waiting.length > 0) throw new Error(`still loading: ${waiting.map((query) => query.queryHash).join(', ')}`);
  });
}
