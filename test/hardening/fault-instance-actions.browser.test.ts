/**
 * Fault battery, instance actions (the Info tab's Edit, Restart, Remove from Landscape, Sanitize, and
 * the employee search of Associate employee; the instances list's Assign access group, Assign tags,
 * Upgrade and the pending instances' Approve): each call fails once per fault kind while the user
 * acts. Each case: a visible message (the server's for a 500), what was typed kept, nothing uncaught,
 * and the same action succeeds once the fault is gone.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { waitForPath } from '../helpers/portal.ts';
import { requests, setOptions } from '../helpers/simulator.ts';
import { describeCall, expectFailureShown, legacyGet, openInstance, openInstanceList, PAIRS, selectRows, serverGet } from './action-battery.ts';
import { deepText, FAULT_KINDS, faultFor, messages, tally } from './helpers.ts';

configure({ asyncUtilTimeout: 5000 });

const BATTERY = 'fault battery, instance actions';

// At the file's end: every call's cases counted.
after(() => console.log(`${BATTERY}: ${tally.tried} cases tried, ${tally.held} held`));

/** The Ubuntu server the cases act on (Linux: every action offered), and a desktop without an employee. */
const SERVER = 1;
const WITHOUT_EMPLOYEE = 4304;

const EDIT = { method: 'PUT', path: `computers/${SERVER}` };
describeCall(BATTERY, EDIT, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Edit' }).click();
  const form = await screen.findByRole('form', { name: 'Edit instance' });
  const title = within(form).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement;
  const typed = `edited-after-${kind}`;
  title.select();
  await typeInto(title, typed);
  await setOptions(ns, { faults: [faultFor(EDIT, kind)] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await expectFailureShown(form, EDIT, kind, uncaught);
  expect(form.isConnected, 'the form closed').to.equal(true);
  expect(title.value).to.equal(typed);
  expect(deepText(portal)).to.not.contain('Instance updated');

  await setOptions(ns, { faults: [] });
  within(form).getByRole('button', { name: 'Save changes' }).click();
  await findNotification(screen, 'Instance updated');
  await screen.findByRole('heading', { level: 1, name: typed });
  expect((await requests(ns, EDIT)).at(-1)!.body).to.deep.equal({ title: typed });
});

const RESTART = { method: 'GET', path: 'RebootComputers' };
describeCall(BATTERY, RESTART, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Restart' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Restart instance' });
  await setOptions(ns, { faults: [faultFor(RESTART, kind)] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await expectFailureShown(dialog, RESTART, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('to be restarted');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Restart' }).click();
  await findNotification(screen, `You queued "${instance.title}" to be restarted`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
});

const REMOVE = { method: 'GET', path: 'RemoveComputers' };
describeCall(BATTERY, REMOVE, async ({ ns, token, kind, uncaught }) => {
  // Each case removes an instance of its own: the first of the list still there, after the server above.
  const list = await serverGet<{ results: Instance[] }>(ns, token, 'computers?limit=10&offset=0');
  const instance = list.results.find((item) => item.id !== SERVER && !item.is_wsl_instance)!;
  const { portal, screen, bar } = await openInstance(ns, instance.id, instance.title);
  bar.getByRole('button', { name: 'Remove from Landscape' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Remove instance from Landscape' });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `remove ${instance.title}`);
  const remove = within(dialog).getByRole('button', { name: 'Remove' });
  await waitFor(() => expect(remove.hasAttribute('disabled')).to.equal(false));
  await setOptions(ns, { faults: [faultFor(REMOVE, kind)] });
  remove.click();
  await expectFailureShown(dialog, REMOVE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value).to.equal(`remove ${instance.title}`);
  expect(deepText(portal)).to.not.contain('You have successfully removed');
  await screen.findByRole('heading', { level: 1, name: instance.title });

  await setOptions(ns, { faults: [] });
  remove.click();
  await waitForPath('/instances');
  await findNotification(screen, `You have successfully removed ${instance.title} from Landscape.`);
  expect((await fetch(`${ns.apiBase}computers/${instance.id}`, { headers: { authorization: `Bearer ${token}` } })).status).to.equal(404);
});

const SANITIZE = { method: 'POST', path: `computers/${SERVER}/sanitize` };
describeCall(BATTERY, SANITIZE, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${SERVER}`);
  const { portal, screen, bar } = await openInstance(ns, SERVER, instance.title);
  bar.getByRole('button', { name: 'Sanitize' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Sanitize instance' });
  const field = within(dialog).getByRole('textbox') as HTMLInputElement;
  await typeInto(field, `sanitize ${instance.title}`);
  const sanitize = within(dialog).getByRole('button', { name: 'Sanitize' });
  await waitFor(() => expect(sanitize.hasAttribute('disabled')).to.equal(false));
  await setOptions(ns, { faults: [faultFor(SANITIZE, kind)] });
  sanitize.click();
  await expectFailureShown(dialog, SANITIZE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(field.value).to.equal(`sanitize ${instance.title}`);
  expect(deepText(portal)).to.not.contain('initiated Sanitization');

  await setOptions(ns, { faults: [] });
  sanitize.click();
  await findNotification(screen, `You have successfully initiated Sanitization for ${instance.title}`);
  await waitFor(() => expect(dialog.isConnected).to.equal(false));
  expect((await requests(ns, SANITIZE)).at(-1)!.body).to.deep.equal({ computer_title: instance.title });
});

const SEARCH = { method: 'GET', path: 'employees' };
describeCall(BATTERY, SEARCH, async ({ ns, token, kind, uncaught }) => {
  const instance = await serverGet<Instance>(ns, token, `computers/${WITHOUT_EMPLOYEE}`);
  const employee = (await serverGet<{ results: { name: string }[] }>(ns, token, 'employees?search=Aisha&limit=1&offset=0')).results[0]!;
  const { screen, bar } = await openInstance(ns, WITHOUT_EMPLOYEE, instance.title);
  bar.getByRole('button', { name: 'Associate employee' }).click();
  const form = await screen.findByRole('form', { name: `Associate employee with ${instance.title}` });
  const search = within(form).getByRole('searchbox', { name: 'Employee' }) as HTMLInputElement;
  await setOptions(ns, { faults: [faultFor(SEARCH, kind)] });
  await typeInto(search, employee.name);
  await expectFailureShown(form, SEARCH, kind, uncaught);
  expect(deepText(form), 'a failed search is not "none found"').to.not.contain('No employees found');
  expect(within(form).getByText('The employees could not be searched.', { exact: false })).to.exist;
  expect(search.value).to.equal(employee.name);

  // The same search again: the field emptied (the failure goes with it), then the name typed anew.
  await setOptions(ns, { faults: [] });
  search.select();
  await typeInto(search, employee.name.slice(0, 1));
  await waitFor(() => expect(messages(form)).to.deep.equal([]));
  search.select();
  await typeInto(search, employee.name);
  const found = await within(form).findByRole('group', { name: 'Employees found' });
  expect(within(found).getByRole('button', { name: new RegExp(`^${employee.name}`) })).to.exist;
  expect(deepText(form)).to.not.contain('could not be searched');
});

const ACCESS_GROUP = { method: 'GET', path: 'ChangeComputersAccessGroup' };
describeCall(BATTERY, ACCESS_GROUP, async ({ ns, token, kind, uncaught }) => {
  const ids = PAIRS[kind];
  const instances = await Promise.all(ids.map((id) => serverGet<Instance>(ns, token, `computers/${id}`)));
  const groups = await legacyGet<{ name: string; title: string }[]>(ns, token, 'GetAccessGroups');
  // A group none of them is in, other than the one the form starts on.
  const target = groups.find((group) => group.name !== 'global' && instances.every((instance) => instance.access_group !== group.name))!;
  const { portal, screen, table, bar } = await openInstanceList(ns);
  await selectRows(table, instances.map((instance) => instance.title));
  bar.getByRole('button', { name: 'Assign access group' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Assign access group' });
  const field = (await within(panel).findByRole('combobox', { name: 'Access group' })) as HTMLSelectElement;
  field.value = target.name;
  field.dispatchEvent(new Event('change', { bubbles: true }));
  await setOptions(ns, { faults: [faultFor(ACCESS_GROUP, kind)] });
  within(panel).getByRole('button', { name: 'Assign' }).click();
  await expectFailureShown(panel, ACCESS_GROUP, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect(field.value, 'the group picked').to.equal(target.name);
  expect(deepText(portal)).to.not.contain('Access group changed');

  await setOptions(ns, { faults: [] });
  within(panel).getByRole('button', { name: 'Assign' }).click();
  await findNotification(screen, `Access group for 2 instances successfully changed to ${target.title}`);
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  expect((await requests(ns, ACCESS_GROUP)).at(-1)!.query).to.include({ query: `id:${ids[0]} OR id:${ids[1]}`, access_group: target.name });
  for (const id of ids) expect((await serverGet<Instance>(ns, token, `computers/${id}`)).access_group).to.equal(target.name);
});

const ADD_TAGS = { method: 'GET', path: 'AddTagsToComputers' };
describeCall(BATTERY, ADD_TAGS, async ({ ns, token, kind, uncaught }) => {
  const ids = PAIRS[kind];
  const instances = await Promise.all(ids.map((id) => serverGet<Instance>(ns, token, `computers/${id}`)));
  const profiles = (await serverGet<{ results: { tags: string[] }[] }>(ns, token, 'security-profiles?status=active&limit=100&offset=0')).results;
  const tags = (await serverGet<{ results: string[] }>(ns, token, 'tags?limit=1000&offset=0')).results;
  // A tag neither has, of no active profile (no confirmation on the way).
  const tag = tags.find((name) => instances.every((instance) => !instance.tags.includes(name)) && !profiles.some((profile) => profile.tags.includes(name)))!;
  const { portal, screen, table, bar } = await openInstanceList(ns);
  await selectRows(table, instances.map((instance) => instance.title));
  bar.getByRole('button', { name: 'Assign tags' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Assign tags' });
  const tagTable = await within(panel).findByRole('table', { name: 'Tags' });
  await waitFor(() => expect(tagTable.getAttribute('aria-busy')).to.not.equal('true'));
  const box = within(tagTable).getByRole('checkbox', { name: tag }) as HTMLInputElement;
  box.click();
  await waitFor(() => expect(box.checked).to.equal(true));
  await setOptions(ns, { faults: [faultFor(ADD_TAGS, kind)] });
  within(panel).getByRole('button', { name: 'Assign' }).click();
  await expectFailureShown(panel, ADD_TAGS, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect((within(tagTable).getByRole('checkbox', { name: tag }) as HTMLInputElement).checked, 'the tag picked').to.equal(true);
  expect(deepText(portal)).to.not.contain('Tags assigned');

  await setOptions(ns, { faults: [] });
  within(panel).getByRole('button', { name: 'Assign' }).click();
  await findNotification(screen, 'Tags successfully assigned to 2 instances');
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  expect((await requests(ns, ADD_TAGS)).at(-1)!.query).to.include({ query: `id:${ids[0]} OR id:${ids[1]}`, 'tags.1': tag });
  for (const id of ids) expect((await serverGet<Instance>(ns, token, `computers/${id}`)).tags).to.include(tag);
});

const UPGRADE = { method: 'POST', path: 'computers/upgrade-packages' };
describeCall(BATTERY, UPGRADE, async ({ ns, token, kind, uncaught }) => {
  // Instances with upgrades of the first page, two per kind (an upgrade that went through used theirs).
  const page = await serverGet<{ results: Instance[] }>(ns, token, 'computers?limit=20&offset=0&root_only=true&with_alerts=true&with_upgrades=true');
  const offered = page.results.filter((instance) => (instance.upgrades?.regular ?? 0) + (instance.upgrades?.security ?? 0) > 0);
  const index = FAULT_KINDS.indexOf(kind);
  const instances = offered.slice(2 * index, 2 * index + 2);
  expect(instances).to.have.length(2);
  const left = (await serverGet<{ results: { id: number; name: string }[] }>(ns, token, `computers/${instances[0]!.id}/packages?upgrade=true&limit=5&offset=0`)).results[0]!;
  const { portal, screen, table, bar } = await openInstanceList(ns);
  await selectRows(table, instances.map((instance) => instance.title));
  bar.getByRole('button', { name: 'Upgrade' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Upgrades' });
  // A package of the first instance left out, in its own list.
  (await within(panel).findByRole('button', { name: `Show the packages of ${instances[0]!.title}` })).click();
  const box = (await within(panel).findByRole('checkbox', { name: left.name })) as HTMLInputElement;
  box.click();
  await waitFor(() => expect(box.checked).to.equal(false));
  await setOptions(ns, { faults: [faultFor(UPGRADE, kind)] });
  within(panel).getByRole('button', { name: 'Upgrade' }).click();
  await expectFailureShown(panel, UPGRADE, kind, uncaught);
  expect(panel.isConnected, 'the panel closed').to.equal(true);
  expect((within(panel).getByRole('checkbox', { name: left.name }) as HTMLInputElement).checked, 'the package left out').to.equal(false);
  expect(deepText(portal)).to.not.contain('You queued packages to be upgraded');

  await setOptions(ns, { faults: [] });
  within(panel).getByRole('button', { name: 'Upgrade' }).click();
  await findNotification(screen, 'Packages on 2 instances will be upgraded and are queued in Activities');
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  expect((await requests(ns, UPGRADE)).at(-1)!.body).to.deep.equal({
    computers: [
      { id: instances[0]!.id, exclude_packages: [left.id] },
      { id: instances[1]!.id, exclude_packages: [] },
    ],
  });
});

const APPROVE = { method: 'GET', path: 'AcceptPendingComputers' };
describeCall(BATTERY, APPROVE, async ({ ns, token, kind, uncaught }) => {
  // Each kind approves the first instance still pending (one that went through is no longer).
  const [pending] = await legacyGet<{ id: number; title: string }[]>(ns, token, 'GetPendingComputers');
  expect(pending, 'a pending instance left').to.exist;
  const { portal, screen } = await openInstanceList(ns);
  const notice = await findNotification(screen, 'Pending instances');
  within(notice).getByRole('button', { name: 'Review Pending Instances' }).click();
  const panel = await screen.findByRole('dialog', { name: 'Review Pending Instances' });
  const review = await within(panel).findByRole('table', { name: 'Pending instances' });
  await waitFor(() => expect(review.getAttribute('aria-busy')).to.not.equal('true'));
  within(review).getByRole('checkbox', { name: `Toggle ${pending!.title} instance` }).click();
  const approve = within(panel).getByRole('button', { name: 'Approve' });
  await waitFor(() => expect(approve.getAttribute('aria-disabled')).to.equal(null));
  approve.click();
  await within(panel).findByRole('combobox', { name: 'Access group' });
  within(panel).getByRole('button', { name: 'Approve' }).click();
  const dialog = await screen.findByRole('dialog', { name: 'Approve pending instances' });
  await setOptions(ns, { faults: [faultFor(APPROVE, kind)] });
  within(dialog).getByRole('button', { name: 'Approve' }).click();
  await expectFailureShown(dialog, APPROVE, kind, uncaught);
  expect(dialog.isConnected, 'the modal closed').to.equal(true);
  expect(deepText(portal)).to.not.contain('You have approved');

  await setOptions(ns, { faults: [] });
  within(dialog).getByRole('button', { name: 'Approve' }).click();
  await findNotification(screen, 'You have approved 1 pending instance');
  await waitFor(() => expect(panel.isConnected).to.equal(false));
  expect((await requests(ns, APPROVE)).at(-1)!.query).to.include({ 'computer_ids.1': String(pending!.id), access_group: 'global' });
  const left = await legacyGet<{ id: number }[]>(ns, token, 'GetPendingComputers');
  expect(left.map((item) => item.id)).to.not.include(pending!.id);
});
