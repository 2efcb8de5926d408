import { expect } from '@open-wc/testing';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { unavailable, type renderActivities } from '../activities/helpers.ts';

export type Screen = Awaited<ReturnType<typeof renderActivities>>['screen'];

interface ActivityRow {
  readonly id: number;
  readonly summary: string;
  readonly actions?: Partial<Record<'approvable' | 'cancelable' | 'reappliable' | 'revertable', boolean>>;
}

/** Activities straight from the simulator (not through the widget), newest first. */
export async function fetchActivities(ns: SimNamespace, query: string, limit = 100): Promise<ActivityRow[]> {
  const params = new URLSearchParams({ query, limit: String(limit), offset: '0' });
  const response = await fetch(`${ns.apiBase}activities?${params}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  return ((await response.json()) as { results: ActivityRow[] }).results;
}

/** The first `count` activities the query finds that carry the flag. */
export async function activitiesWith(ns: SimNamespace, query: string, flag: keyof NonNullable<ActivityRow['actions']>, count = 1) {
  const found = (await fetchActivities(ns, query)).filter((activity) => activity.actions?.[flag]).slice(0, count);
  if (found.length < count) throw new Error(`fewer than ${count} activities with ${flag} for ${query}`);
  return found;
}

/** Approves activities behind the widget's back, as another administrator would. */
export async function approveElsewhere(ns: SimNamespace, id: number): Promise<void> {
  const params = new URLSearchParams({ action: 'ApproveActivities', version: '2011-08-01', query: `id:${id}` });
  const response = await fetch(`${ns.legacyApiBase}?${params}`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  if (!response.ok) throw new Error(`approving ${id} failed: ${response.status}`);
}

/** Searches the widget for exactly these activities and waits until the table shows them all. */
export async function showOnly(screen: Screen, ids: readonly number[]): Promise<HTMLTableElement> {
  const table = (await screen.findByRole('table', { name: 'Activities' })) as HTMLTableElement;
  await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), ids.map((id) => `id:${id}`).join(' OR '));
  screen.getByRole('button', { name: 'Search' }).click();
  await waitFor(() => {
    expect(table.getAttribute('aria-busy')).to.not.equal('true');
    expect(table.querySelectorAll('tbody tr')).to.have.length(ids.length);
  });
  return table;
}

/** Selects every row shown and waits until the action's button is available. */
export async function selectAllFor(screen: Screen, action: string): Promise<HTMLButtonElement> {
  (screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).click();
  const button = screen.getByRole('button', { name: action }) as HTMLButtonElement;
  await waitFor(() => expect(unavailable(button)).to.equal(false));
  return button;
}
