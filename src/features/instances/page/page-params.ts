import type { InstanceTab } from './tabs.ts';

/**
 * The parameters each tab keeps in the address besides `tab` (its list state, SPEC §2), so a reload
 * or Back shows the same list. Off its tab they are dropped: the address only says what is shown.
 * Anything else in the address (a host's own parameters) is left alone.
 */
export const TAB_PARAMS: Partial<Record<InstanceTab, readonly string[]>> = {
  // Written out, not read from each tab's list declaration, which comes with the tab's code (a unit
  // test holds them equal).
  activities: ['currentPage', 'fromDate', 'pageSize', 'search', 'status', 'toDate', 'type', 'query'],
  processes: ['search', 'currentPage', 'pageSize'],
  packages: ['search', 'status', 'currentPage', 'pageSize'],
  'security-issues': ['search', 'currentPage', 'pageSize'],
  snaps: ['search', 'currentPage', 'pageSize'],
  wsl: ['search'],
  users: ['search', 'currentPage', 'pageSize'],
};

const TAB = 'tab';

function segmentsOf(search: string): string[] {
  return (search.startsWith('?') ? search.slice(1) : search).split('&').filter((segment) => segment !== '');
}

function nameOf(segment: string): string {
  const [name] = new URLSearchParams(segment).keys();
  return name ?? '';
}

const ownedByTabs = (): Set<string> => new Set(Object.values(TAB_PARAMS).flat());

/** The tab the address asks for (its first `tab`), or null. */
export function requestedTab(search: string): string | null {
  return new URLSearchParams(search).get(TAB);
}

const tabSegment = (tab: InstanceTab): string[] => (tab === 'info' ? [] : [`${TAB}=${tab}`]);

/**
 * The address's query for `tab` shown: one `tab` where the first was (none for Info), the shown
 * tab's own parameters and the host's kept, other tabs' parameters dropped.
 */
export function canonicalSearch(search: string, tab: InstanceTab): string {
  const own = new Set(TAB_PARAMS[tab] ?? []);
  const owned = ownedByTabs();
  const segments: string[] = [];
  let placed = false;
  for (const segment of segmentsOf(search)) {
    const name = nameOf(segment);
    if (name === TAB) {
      if (!placed) segments.push(...tabSegment(tab));
      placed = true;
    } else if (!owned.has(name) || own.has(name)) {
      segments.push(segment);
    }
  }
  if (!placed) segments.push(...tabSegment(tab));
  return segments.length > 0 ? `?${segments.join('&')}` : '';
}

/** The address's query once the user shows `tab`: the host's parameters, then the tab (its list starts afresh). */
export function switchedSearch(search: string, tab: InstanceTab): string {
  const owned = ownedByTabs();
  const segments = segmentsOf(search).filter((segment) => {
    const name = nameOf(segment);
    return name !== TAB && !owned.has(name);
  });
  segments.push(...tabSegment(tab));
  return segments.length > 0 ? `?${segments.join('&')}` : '';
}
