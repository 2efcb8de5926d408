import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { restoreLocation } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn } from './helpers.ts';

const BUSY = 6;
const MANY_USERS = 8;

interface ServerUser {
  username: string;
  name: string | null;
  enabled: boolean;
  primary_gid: number;
}

const usersOf = (ns: SimNamespace, token: string, id: number) => api<{ count: number; results: ServerUser[] }>(ns, token, `users?computer_id=${id}&limit=5000&offset=0`);

describe('instance page: Users tab', () => {
  let ns: SimNamespace;
  let token: string;
  let title: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
    title = (await serverInstance(ns, token, BUSY)).title;
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it('lists the local users, searched here, with the notice when there are more than 5,000', async () => {
    const server = await usersOf(ns, token, BUSY);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=users`, title);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row').length - 1).to.equal(Math.min(20, server.results.length));
    await expect(portal).to.be.accessible();
    await typeInto(screen.getByRole('searchbox', { name: 'Search users' }), 'ubuntu');
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'ubuntu' })).to.have.length(1));

    restoreLocation();
    const many = await serverInstance(ns, token, MANY_USERS);
    const manyCount = (await usersOf(ns, token, MANY_USERS)).count;
    const other = await openPage(ns, `/instances/${MANY_USERS}?tab=users`, many.title);
    expect(await other.screen.findByText(`Fetched 5000 out of ${manyCount.toLocaleString('en-US')} users`)).to.exist;
  });

  it('adds a user: the passphrase masked, checked against its confirmation, one request', async () => {
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=users`, title);
    await screen.findByRole('table', { name: 'Users' });
    screen.getByRole('button', { name: 'Add user' }).click();
    const form = await screen.findByRole('form', { name: 'Add new user' });
    await typeInto(within(form).getByRole('textbox', { name: /Username/ }), 'deploy2');
    await typeInto(within(form).getByRole('textbox', { name: /^Name/ }), 'Deploy Two');
    const [pass, confirm] = within(form).getAllByLabelText(/passphrase/i, { selector: 'input' }) as HTMLInputElement[];
    expect(pass!.type).to.equal('password');
    await typeInto(pass!, 's3cret-Pass');
    await typeInto(confirm!, 'other');
    const primary = within(form).getByRole('combobox', { name: /Primary Group/ }) as HTMLSelectElement;
    primary.value = [...primary.options].find((option) => option.value === 'users')?.value ?? primary.options[1]!.value;
    primary.dispatchEvent(new Event('change', { bubbles: true }));
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Add user' }).click();
    await within(form).findByText('Passwords must match');
    expect(await requests(ns, { method: 'POST' })).to.deep.equal([]);
    confirm!.select();
    await typeInto(confirm!, 's3cret-Pass');
    within(form).getByRole('button', { name: 'Add user' }).click();
    await findNotification(screen, 'You queued user deploy2 to be added.');
    const [post] = await requests(ns, { method: 'POST' });
    expect(post!.path).to.equal('users');
    expect(post!.body).to.include({ username: 'deploy2', name: 'Deploy Two', password: 's3cret-Pass', primary_groupname: primary.value });
    expect(window.location.href).to.not.contain('s3cret');
  });

  it("locks a user once confirmed; a refusal keeps the modal with the server's message", async () => {
    const server = await usersOf(ns, token, BUSY);
    const user = server.results.find((item) => item.enabled && item.username === 'ubuntu') ?? server.results.find((item) => item.enabled)!;
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=users`, title);
    await screen.findByRole('table', { name: 'Users' });
    await typeInto(screen.getByRole('searchbox', { name: 'Search users' }), user.username);
    screen.getByRole('button', { name: 'Search' }).click();
    (await screen.findByRole('checkbox', { name: `Select ${user.username}` })).click();
    screen.getByRole('button', { name: 'Lock' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Lock user ${user.username}` });
    await setOptions(ns, { faults: [{ method: 'POST', path: 'users/lock', status: 400, times: 1, body: { error: 'InvalidParameter', message: 'The user is logged in.' } }] });
    within(dialog).getByRole('button', { name: 'Lock' }).click();
    await within(dialog).findByText('The user is logged in.');
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Lock' }).click();
    await findNotification(screen, `You queued user ${user.username} to be locked.`);
    const [post] = await requests(ns, { method: 'POST' });
    expect([post!.path, post!.body]).to.deep.equal(['users/lock', { computer_ids: [BUSY], usernames: [user.username] }]);
  });

  it("edits a user's groups: exactly what was added and what was removed, by name", async () => {
    const server = await usersOf(ns, token, BUSY);
    const user = server.results.find((item) => item.username === 'ubuntu')!;
    const current = (await api<{ groups: { name: string }[] }>(ns, token, `computers/${BUSY}/users/ubuntu/groups`)).groups.map((group) => group.name);
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=users`, title);
    await screen.findByRole('table', { name: 'Users' });
    await typeInto(screen.getByRole('searchbox', { name: 'Search users' }), 'ubuntu');
    screen.getByRole('button', { name: 'Search' }).click();
    (await screen.findByRole('button', { name: `Edit ${user.username}` })).click();
    const form = await screen.findByRole('form', { name: 'Edit user' });
    const groups = await within(form).findByRole('group', { name: 'Additional Groups' });
    const leave = current[0]!;
    const join = within(groups).getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).checked)!;
    const joinName = join.closest('div')?.querySelector('label')?.textContent ?? '';
    within(groups).getByRole('checkbox', { name: leave }).click();
    join.click();
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Save changes' }).click();
    await findNotification(screen, 'You queued user ubuntu to be updated.');
    const calls = await requests(ns);
    const bulk = calls.filter((call) => call.path === `computers/${BUSY}/usergroups/update_bulk`).map((call) => call.body as { action: string; groupnames: string[] });
    expect(bulk).to.deep.equal([
      { action: 'add', computer_id: BUSY, usernames: ['ubuntu'], groupnames: [joinName] },
      { action: 'remove', computer_id: BUSY, usernames: ['ubuntu'], groupnames: [leave] },
    ]);
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).to.not.have.property('password');
  });
});
