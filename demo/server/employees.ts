/**
 * Employees (feature `employee-management`): the people who signed in through an organisation's
 * identity provider, their employee groups, and the instance each is associated with.
 *
 * Derived once per process from the seed: every person a desktop or Windows PC is named after
 * ("Olivia Smith's laptop") is an employee of that organisation, in the groups of their machines'
 * department tags, and is associated with about three in four of those machines (stableUnit of the
 * instance id). Organisations without an identity provider (initech) have none. Nothing is drawn
 * from the seeded generators, so no seeded record changed. A namespace's associations are kept over
 * this base in `SimData.employeeAssignments`.
 */
import { seedData } from './data.ts';
import type { SimData } from './model.ts';
import { Random, stableUnit } from './random.ts';
import { HOSTILE } from './showcase.ts';

export interface EmployeeGroup {
  id: number;
  group_id: string;
  name: string;
  /** null: no priority set (the default). */
  priority: number | null;
  issuer_id: number;
}

export interface Employee {
  id: number;
  organisation: string;
  name: string;
  email: string;
  issuer: string;
  subject: string;
  is_active: boolean;
  groups: EmployeeGroup[];
}

interface Directory {
  /** By organisation name, sorted by name (code units). */
  byOrganisation: Map<string, Employee[]>;
  byId: Map<number, Employee>;
  /** Instance id → employee id, before any namespace's change. */
  assignments: Map<number, number>;
}

/** "Olivia Smith's laptop", "Sean O'Brien's Windows PC". */
const OWNED = /^(.+)'s (?:laptop|workstation|Windows PC)$/;
const ASSOCIATED_SHARE = 0.75;
const INACTIVE_SHARE = 0.08;

const ascii = (text: string): string => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
const byName = (a: { name: string }, b: { name: string }): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** An opaque id as an identity provider issues them (`00u1x0f8xq6z2c0`). */
function opaqueId(key: string, prefix: string, length: number): string {
  const rng = new Random(key);
  let text = prefix;
  while (text.length < length) text += rng.int(0, 35).toString(36);
  return text;
}

let directory: Directory | undefined;

function buildDirectory(): Directory {
  const byOrganisation = new Map<string, Employee[]>();
  const byId = new Map<number, Employee>();
  const assignments = new Map<number, number>();
  let nextEmployee = 1;
  let nextGroup = 1;
  for (const org of seedData().organisations) {
    const provider = org.oidcProviders[0];
    if (!provider) continue;
    const people = new Map<string, { instances: number[]; departments: Set<string> }>();
    for (const instance of org.instances) {
      const name = instance.is_wsl_instance ? undefined : OWNED.exec(instance.title)?.[1];
      if (name === undefined) continue;
      const person = people.get(name) ?? { instances: [], departments: new Set<string>() };
      person.instances.push(instance.id);
      // Desktops are tagged [laptop|desktop|windows, department].
      if (instance.tags[1] !== undefined) person.departments.add(instance.tags[1]);
      people.set(name, person);
    }
    const groups = new Map<string, EmployeeGroup>();
    for (const department of [...new Set([...people.values()].flatMap((person) => [...person.departments]))].sort()) {
      groups.set(department, {
        id: nextGroup++,
        group_id: opaqueId(`employee-group:${org.name}:${department}`, '', 16),
        name: department[0]!.toUpperCase() + department.slice(1),
        priority: null,
        issuer_id: provider.id,
      });
    }
    const domain = `${org.name}.example.com`;
    const drafts: (Omit<Employee, 'id'> & { instances: number[] })[] = [...people].map(([name, person]) => {
      const [first, ...rest] = name.split(' ');
      return {
        organisation: org.name,
        name,
        email: `${ascii(first!)}.${ascii(rest.join(''))}@${domain}`,
        issuer: provider.configuration.issuer,
        subject: opaqueId(`employee-subject:${org.name}:${name}`, '00u', 15),
        is_active: stableUnit(`employee-active:${org.name}:${name}`) >= INACTIVE_SHARE,
        groups: [...person.departments].sort().map((department) => groups.get(department)!),
        instances: person.instances,
      };
    });
    if (org.name === 'acme') {
      // Hostile names for the employee search and card: markup with an RTL override, and 10,000 characters.
      for (const [name, local] of [[`${HOSTILE.html} ${HOSTILE.rtl} ${HOSTILE.zeroWidth}`, 'hostile'], [HOSTILE.long, 'long-name']] as const) {
        drafts.push({ organisation: org.name, name, email: `${local}@${domain}`, issuer: provider.configuration.issuer, subject: opaqueId(`employee-subject:${local}`, '00u', 15), is_active: true, groups: [], instances: [] });
      }
    }
    const employees = drafts.sort(byName).map(({ instances, ...fields }): Employee => {
      const employee: Employee = { id: nextEmployee++, ...fields };
      byId.set(employee.id, employee);
      for (const instanceId of instances) {
        if (stableUnit(`employee:${instanceId}`) < ASSOCIATED_SHARE) assignments.set(instanceId, employee.id);
      }
      return employee;
    });
    byOrganisation.set(org.name, employees);
  }
  return { byOrganisation, byId, assignments };
}

function employeeDirectory(): Directory {
  directory ??= buildDirectory();
  return directory;
}

export function employeesOf(organisation: string): readonly Employee[] {
  return employeeDirectory().byOrganisation.get(organisation) ?? [];
}

/** The organisation's employee `id`, or undefined. */
export function findEmployee(organisation: string, id: number): Employee | undefined {
  const employee = employeeDirectory().byId.get(id);
  return employee?.organisation === organisation ? employee : undefined;
}

/** The employee associated with an instance in this namespace (`employee_id`), or null. */
export function employeeIdOf(data: SimData, instanceId: number): number | null {
  const changed = data.employeeAssignments?.get(instanceId);
  if (changed !== undefined) return changed;
  return employeeDirectory().assignments.get(instanceId) ?? null;
}

export function setEmployeeOf(data: SimData, instanceId: number, employeeId: number | null): void {
  data.employeeAssignments ??= new Map();
  data.employeeAssignments.set(instanceId, employeeId);
}
