import type { LocalUser } from '../../../../../api/users.ts';
import { defineListParams, page, pageSize, text } from '../../../../../lib/list-params.ts';
import { USER_TEXTS as T } from './texts.ts';

/** The Users tab's search and paging, over the list the server sent (at most 5,000). */
export const userListParams = defineListParams({
  search: text({ chip: () => T.searchChip }),
  currentPage: page(),
  pageSize: pageSize(),
});

export const isLocked = (user: Pick<LocalUser, 'enabled'>): boolean => user.enabled === false;

export function matchesUser(user: Pick<LocalUser, 'username' | 'name'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  return term === '' || user.username.toLowerCase().includes(term) || (user.name ?? '').toLowerCase().includes(term);
}
