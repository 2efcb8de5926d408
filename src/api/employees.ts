import type { ApiClient } from './client.ts';
import { ApiError, MALFORMED_RESPONSE } from './errors.ts';
import { absentOr, isCount, isRecord, isString } from './guards.ts';
import { isInstance, type Instance } from './instances.ts';
import { asPaginated, type Paginated } from './pagination.ts';

/** An employee group an employee is in (only what the screens show). */
export interface EmployeeGroupRef {
  readonly name: string;
}

/** An employee (feature `employee-management`), as the association form shows one. */
export interface Employee {
  readonly id: number;
  readonly name: string;
  readonly email?: string | null;
  readonly is_active?: boolean;
  /** Only with `with_groups=true`; null otherwise. */
  readonly groups?: readonly EmployeeGroupRef[] | null;
}

const isGroupRef = (value: unknown): value is EmployeeGroupRef => isRecord(value) && isString(value['name']);

export function isEmployee(value: unknown): value is Employee {
  if (!isRecord(value) || !isCount(value['id']) || !isString(value['name'])) return false;
  const groups = value['groups'];
  return absentOr(isString)(value['email']) && (groups === null || groups === undefined || (Array.isArray(groups) && groups.every(isGroupRef)));
}

function malformed(): never {
  throw new ApiError(MALFORMED_RESPONSE, 200, 'MalformedResponse');
}

/** How many employees a search shows: the first page is enough to pick from. */
const SEARCH_LIMIT = 20;

export const employeesApi = {
  /** Employees whose name or email contains `search`, with their groups. */
  search: async (api: ApiClient, search: string): Promise<Paginated<Employee>> =>
    asPaginated(await api.request('GET', 'employees', { search, with_groups: true, limit: SEARCH_LIMIT, offset: 0 }), isEmployee),
  get: async (api: ApiClient, id: number): Promise<Employee> => {
    const answer = await api.request<unknown>('GET', `employees/${id}`, { with_computers: false });
    return isEmployee(answer) ? answer : malformed();
  },
  /** Associates the instance with the employee (moving it from another one): the instance. */
  associate: async (api: ApiClient, employeeId: number, instanceId: number): Promise<Instance> => {
    const answer = await api.request<unknown>('POST', `employees/${employeeId}/computers`, { computer_id: instanceId });
    return isInstance(answer) ? answer : malformed();
  },
  disassociate: async (api: ApiClient, employeeId: number, instanceId: number): Promise<void> => {
    await api.request('DELETE', `employees/${employeeId}/computers/${instanceId}`);
  },
};
