import { atomWithQuery } from 'jotai-tanstack-query';
import { employeesApi } from '../../../api/employees.ts';
import { accountQuery } from '../../../state/account.ts';

/** The employees' keys, after the organisation (`accountQuery`). */
export const employeeKeys = {
  all: ['employees'] as const,
  search: (search: string) => ['employees', 'search', search] as const,
  detail: (id: number) => ['employees', 'detail', id] as const,
};

/** Employees matching a search of three characters or more (none asked for below). */
export const createEmployeeSearchAtom = (search: string) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, employeeKeys.search(search), (store) => employeesApi.search(store.api, search));
    return { ...query, enabled: query.enabled && search.length >= 3 };
  });

/** The employee an instance is associated with; no request without one. */
export const createEmployeeAtom = (id: number | null) =>
  atomWithQuery((get) => {
    const query = accountQuery(get, employeeKeys.detail(id ?? 0), (store) => employeesApi.get(store.api, id ?? 0));
    return { ...query, enabled: query.enabled && id !== null };
  });
