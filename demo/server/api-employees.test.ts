import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOSTILE, SHOWCASE } from './showcase.ts';
import { call, createTestNamespace, startServer, type TestNamespace, type TestServer } from './test-support.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

interface EmployeeReply {
  id: number;
  name: string;
  email: string;
  issuer: string;
  subject: string;
  is_active: boolean;
  autoinstall_file: null;
  groups: { id: number; group_id: string; name: string; priority: number | null; issuer_id: number }[] | null;
  computers: { id: number; title: string; employee_id: number }[] | null;
}

const get = (ns: TestNamespace, path: string, token = ns.token) => call(ns.rest(path), { token });
const employees = async (ns: TestNamespace, params: Record<string, string>) => (await get(ns, `employees?${new URLSearchParams(params)}`)).body;
const associate = (ns: TestNamespace, employee: number, computer: unknown) =>
  call(ns.rest(`employees/${employee}/computers`), { method: 'POST', token: ns.token, body: { computer_id: computer } });
const disassociate = (ns: TestNamespace, employee: number, computer: number) =>
  call(ns.rest(`employees/${employee}/computers/${computer}`), { method: 'DELETE', token: ns.token });
const employeeOf = async (ns: TestNamespace, id: number): Promise<number | null> => (await get(ns, `computers/${id}`)).body.employee_id;

describe('GET employees', () => {
  it('searches names and emails, with the groups the form shows', async () => {
    const ns = await createTestNamespace(server);
    const page = await employees(ns, { search: 'léa', with_groups: 'true' });
    assert.ok(page.count > 0);
    const first: EmployeeReply = page.results[0];
    assert.deepEqual(Object.keys(first).sort(), ['autoinstall_file', 'computers', 'email', 'groups', 'id', 'is_active', 'issuer', 'name', 'subject']);
    assert.ok(page.results.every((employee: EmployeeReply) => employee.name.toLowerCase().includes('léa')));
    assert.ok(first.groups!.length > 0 && typeof first.groups![0]!.group_id === 'string');
    assert.equal(first.issuer, 'https://acme.okta.com');
    assert.equal(first.computers, null);
    assert.equal((await employees(ns, { search: 'lea.novak@' })).results[0].name, 'Léa Novak');
    assert.equal((await employees(ns, { search: 'Léa' })).results[0].groups, null);
    assert.equal((await employees(ns, { search: 'zzzz' })).count, 0);
  });

  it('has hostile names, inactive employees, and none in an organisation without an identity provider', async () => {
    const ns = await createTestNamespace(server);
    const all = await employees(ns, { limit: '1000' });
    assert.ok(all.count > 500);
    assert.ok(all.results.some((employee: EmployeeReply) => employee.name.startsWith(HOSTILE.html)));
    assert.ok(all.results.some((employee: EmployeeReply) => employee.name === HOSTILE.long));
    assert.ok((await employees(ns, { is_active: 'false' })).count > 10);
    const initech = (await call(ns.rest('switch-account'), { method: 'POST', token: ns.token, body: { account_name: 'initech' } })).body.token;
    assert.equal((await get(ns, 'employees', initech)).body.count, 0);
  });

  it('answers 403 without the employee-management feature and 401 without a token', async () => {
    const ns = await createTestNamespace(server, { features: { 'employee-management': false } });
    const reply = await get(ns, 'employees');
    assert.equal(reply.status, 403);
    assert.equal(reply.body.error, 'FeatureDisabled');
    assert.equal((await get(ns, 'employees/320')).status, 403);
    assert.equal((await call(ns.rest('employees'))).status, 401);
  });
});

describe('GET employees/{id}', () => {
  it('sends the employee with groups and associated instances; 404 for an unknown one', async () => {
    const ns = await createTestNamespace(server);
    const employeeId = await employeeOf(ns, SHOWCASE.withEmployee);
    assert.equal(employeeId, 320);
    const employee: EmployeeReply = (await get(ns, `employees/${employeeId}`)).body;
    assert.equal(employee.name, 'Léa Novak');
    assert.ok(employee.computers!.some((computer) => computer.id === SHOWCASE.withEmployee && computer.employee_id === 320));
    assert.ok(employee.groups!.length > 0);
    const missing = await get(ns, 'employees/99999');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'EmployeeNotFound');
    // globex's employees are not acme's.
    const globexEmployee = (await employees(ns, { limit: '1000' })).results.at(-1).id + 1;
    assert.equal((await get(ns, `employees/${globexEmployee}`)).status, 404);
  });
});

describe('associating an instance with an employee', () => {
  it('POST associates (replacing another employee) and answers the instance; DELETE removes it', async () => {
    const ns = await createTestNamespace(server);
    assert.equal(await employeeOf(ns, 1), null);
    const reply = await associate(ns, 320, 1);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.id, 1);
    assert.equal(reply.body.employee_id, 320);
    assert.equal(await employeeOf(ns, 1), 320);
    assert.equal((await associate(ns, 2, SHOWCASE.withEmployee)).body.employee_id, 2);
    const removed = await disassociate(ns, 2, SHOWCASE.withEmployee);
    assert.equal(removed.status, 204);
    assert.equal(await employeeOf(ns, SHOWCASE.withEmployee), null);
    const listed = await call(ns.rest(`computers?query=id:${SHOWCASE.withEmployee}`), { token: ns.token });
    assert.equal(listed.body.results[0].employee_id, null);
    assert.equal(await employeeOf(await createTestNamespace(server), SHOWCASE.withEmployee), 320);
  });

  it('refuses a missing or unknown instance, an unknown employee, and removing an association that is not there', async () => {
    const ns = await createTestNamespace(server);
    assert.equal((await associate(ns, 320, undefined)).status, 400);
    const missing = await associate(ns, 320, 99_999);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.error, 'InstanceNotFound');
    assert.equal((await associate(ns, 99_999, 1)).status, 404);
    const notThere = await disassociate(ns, 2, SHOWCASE.withEmployee);
    assert.equal(notThere.status, 400);
    assert.equal(notThere.body.error, 'NotAssociated');
    assert.equal((await disassociate(ns, 320, 99_999)).status, 404);
  });
});
