import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, TEST_BASE } from '../helpers/portal.ts';
import type { SimNamespace } from '../helpers/simulator.ts';

// Every count travels over HTTP from the simulator; with several test pages sharing two cores, an
// answer can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

export type Screen = Awaited<ReturnType<typeof renderPortal>>['screen'];

/** What a count's number is followed by: for one, and for any other number. */
export interface Words {
  readonly one: string;
  readonly other: string;
}

/** The instance searches the Instances card counts, and the words after each number. */
export const INSTANCE_COUNTS: readonly (Words & { readonly query: string })[] = [
  { query: '', one: 'instance', other: 'instances' },
  { query: 'alert:computer-offline', one: 'offline instance', other: 'offline instances' },
  { query: 'alert:security-upgrades', one: 'instance with security upgrades', other: 'instances with security upgrades' },
  { query: 'alert:package-upgrades', one: 'instance with package upgrades', other: 'instances with package upgrades' },
  { query: 'needs:reboot', one: 'instance requiring a reboot', other: 'instances requiring a reboot' },
];

/** The local date seven days ago, as the activity search takes it. */
export function sevenDaysAgo(): string {
  const date = new Date();
  date.setDate(date.getDate() - 7);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The activity searches the Activities card counts, and the words after each number. */
export const activityCounts = (): readonly (Words & { readonly query: string })[] => [
  { query: 'status:unapproved', one: 'unapproved activity', other: 'unapproved activities' },
  { query: 'status:delivered', one: 'activity in progress', other: 'activities in progress' },
  {
    query: `status:failed created-after:${sevenDaysAgo()}`,
    one: 'failed activity in the last 7 days',
    other: 'failed activities in the last 7 days',
  },
];

/** A bearer token of the admin in another organisation. */
export async function tokenIn(ns: SimNamespace, token: string, account: string): Promise<string> {
  const switched = await fetch(`${ns.apiBase}switch-account`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: account }),
  });
  return ((await switched.json()) as { token: string }).token;
}

/** How many instances or activities a search finds, asked of the simulator directly. */
export async function serverCount(ns: SimNamespace, token: string, resource: 'computers' | 'activities', query: string): Promise<number> {
  const params = new URLSearchParams({ limit: '1', offset: '0' });
  if (query !== '') params.set('query', query);
  const response = await fetch(`${ns.apiBase}${resource}?${params}`, { headers: { authorization: `Bearer ${token}` } });
  const { count } = (await response.json()) as { count: number };
  expect(count).to.be.a('number');
  return count;
}

/** The link's `href` for a portal list filtered by a search. */
export function listHref(list: 'instances' | 'activities', query: string): string {
  const path = `${TEST_BASE}${list}`;
  return query === '' ? path : `${path}?${new URLSearchParams({ query })}`;
}

/** A card: the region named by its heading. */
export function card(screen: Screen, name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** A card once its counts are in (no 'Loading...'). */
export async function loadedCard(screen: Screen, name: string): Promise<ReturnType<typeof within>> {
  const region = await screen.findByRole('region', { name });
  await waitFor(() => expect(within(region).queryByText('Loading...')).to.equal(null));
  return within(region);
}

/** The link named with a count, e.g. '5,466 offline instances'. */
export const countName = (count: number, words: Words) => `${count.toLocaleString('en-US')} ${count === 1 ? words.one : words.other}`;
