/**
 * Employees (screens instance-actions.md §2.10, admin-account.md §4.9): the search the Info tab's
 * "Associate employee" form uses, one employee, and associating an instance with an employee or
 * removing that association. Only with the `employee-management` feature (the namespace's options).
 */
import { employeeIdOf, employeesOf, findEmployee, setEmployeeOf, type Employee } from '../employees.ts';
import { ApiError, badRequest, notFound, ok, paginate, type Params } from '../http.ts';
import type { Organisation, SimData } from '../model.ts';
import { signedIn, type Route, type RouteContext } from '../router.ts';
import { getInstance, serializeInstance, type Included } from './instances.ts';

/** The employee's instances as a list row needs them: alerts for the status, nothing heavy. */
const COMPUTER_FIELDS: Included = { alerts: true, upgrades: false, annotations: false, hardware: false };

/** The organisation, once the caller is known and the feature is on. */
function employeeOrganisation(ctx: RouteContext): Organisation {
  const { org } = signedIn(ctx);
  if (!ctx.ns.options.features['employee-management']) {
    throw new ApiError(403, 'FeatureDisabled', 'Employee management is not enabled for this organisation.');
  }
  return org;
}

function getEmployee(org: Organisation, id: number | string): Employee {
  const employee = findEmployee(org.name, Number(id));
  if (!employee) throw notFound(`Employee ${id} does not exist.`, 'EmployeeNotFound');
  return employee;
}

/**
 * Upstream's Employee: `groups` and `computers` only when asked for (`with_groups`, `with_computers`;
 * else null), `autoinstall_file` null (autoinstall files are not simulated).
 */
function serializeEmployee(data: SimData, org: Organisation, employee: Employee, params: Params, withEverything: boolean) {
  const { organisation: _organisation, groups, ...fields } = employee;
  const wanted = (flag: string) => params.boolean(flag) ?? withEverything;
  return {
    ...fields,
    autoinstall_file: null,
    groups: wanted('with_groups') ? groups : null,
    computers: wanted('with_computers')
      ? org.instances.filter((instance) => employeeIdOf(data, instance.id) === employee.id).map((instance) => serializeInstance(data, org, instance, COMPUTER_FIELDS))
      : null,
  };
}

/** `GET employees?search&is_active&employee_group_ids&with_groups&with_computers&limit&offset`. */
function listEmployees(ctx: RouteContext) {
  const org = employeeOrganisation(ctx);
  const search = (ctx.query.string('search', { trim: true }) ?? '').toLowerCase();
  const active = ctx.query.boolean('is_active');
  const groupIds = ctx.query.integerArray('employee_group_ids') ?? [];
  const found = employeesOf(org.name).filter(
    (employee) =>
      (search === '' || employee.name.toLowerCase().includes(search) || employee.email.toLowerCase().includes(search)) &&
      (active === undefined || employee.is_active === active) &&
      (groupIds.length === 0 || employee.groups.some((group) => groupIds.includes(group.id))),
  );
  return ok(paginate(found, ctx.query, ctx.url, (employee) => serializeEmployee(ctx.ns.data, org, employee, ctx.query, false)));
}

/** `POST employees/{id}/computers {computer_id}` → the instance, now associated (replacing another employee). */
function associate(ctx: RouteContext) {
  const org = employeeOrganisation(ctx);
  const employee = getEmployee(org, ctx.params['id']!);
  const computerId = ctx.body.integer('computer_id');
  if (computerId === undefined) throw badRequest('"computer_id" is required.');
  const instance = getInstance(org, computerId);
  setEmployeeOf(ctx.ns.data, instance.id, employee.id);
  return ok(serializeInstance(ctx.ns.data, org, instance));
}

/** `DELETE employees/{id}/computers/{computer_id}` → 204; the instance must be associated with that employee. */
function disassociate(ctx: RouteContext) {
  const org = employeeOrganisation(ctx);
  const employee = getEmployee(org, ctx.params['id']!);
  const instance = getInstance(org, ctx.params['computer']!);
  if (employeeIdOf(ctx.ns.data, instance.id) !== employee.id) {
    throw badRequest(`Instance ${instance.id} is not associated with employee ${employee.id}.`, 'NotAssociated');
  }
  setEmployeeOf(ctx.ns.data, instance.id, null);
  return { status: 204 };
}

export const employeeRoutes: Route[] = [
  { method: 'GET', pattern: /^employees$/, auth: 'bearer', handle: listEmployees },
  {
    method: 'GET',
    pattern: /^employees\/(?<id>\d+)$/,
    auth: 'bearer',
    handle: (ctx) => {
      const org = employeeOrganisation(ctx);
      return ok(serializeEmployee(ctx.ns.data, org, getEmployee(org, ctx.params['id']!), ctx.query, true));
    },
  },
  { method: 'POST', pattern: /^employees\/(?<id>\d+)\/computers$/, auth: 'bearer', handle: associate },
  { method: 'DELETE', pattern: /^employees\/(?<id>\d+)\/computers\/(?<computer>\d+)$/, auth: 'bearer', handle: disassociate },
];
