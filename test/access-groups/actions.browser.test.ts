/**
 * Settings › Access groups (screens admin-account.md §3) against the simulator: add (the messages of
 * the file, nothing sent while invalid, `CreateAccessGroup(title, parent)` once per double click, a
 * notice after the server's yes (upstream shows none), the row at once; a refusal kept in the panel
 * with every value), delete (the body says what happens to the instances, the child groups and the
 * profiles before Delete can be pressed; typed `delete {title}`; one request per double click; the
 * notice of §3.3; the list refreshed with the children and the counts moved), the details panel, the
 * hostile title as text, and `landscape-access-groups` alone; axe in each.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, queryNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, waitForPath } from '../helpers/portal.ts';
import { clearRequests, setOptions, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { expectInert } from '../hardening/hostile.ts';
import {
  ACCESS_GROUP_SHOWCASE,
  bodyRows,
  changeCalls,
  facts,
  fieldError,
  findPanel,
  instancesText,
  legacyParams,
  openDelete,
  openList,
  renderElement,
  rowOf,
  rowTexts,
  serverCount,
  serverGroups,
  shownNames,
  signedIn,
  type Screen,
} from './helpers.ts';

async function openAdd(screen: Screen) {
  screen.getAllByRole('button', { name: 'Add access group' })[0]!.click();
  const panel = await findPanel(screen, 'Add access group');
  const form = within(panel);
  const parent = (await form.findByRole('combobox', { name: 'Parent' })) as HTMLSelectElement;
  await waitFor(() => expect(parent.disabled).to.equal(false));
  return {
    panel,
    title: form.getByRole('textbox', { name: 'Title' }) as HTMLInputElement,
    parent,
    submit: form.getByRole('button', { name: 'Add access group' }),
  };
}

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function removeServerSide(ns: SimNamespace, name: string) {
  const token = await tokenFor(ns);
  const response = await fetch(`${ns.legacyApiBase}?${new URLSearchParams({ action: 'RemoveAccessGroup', version: '2011-08-01', name })}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).to.equal(200);
}

describe('access groups: add', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('says the file’s messages and sends nothing while invalid; then CreateAccessGroup once per double click, the notice after the yes, the row at once', async () => {
    const groups = await serverGroups(ns);
    const { portal, screen, table } = await openList(ns);
    const fields = await openAdd(screen);
    // Every group as a parent, in the tree's order, indented by depth; global chosen.
    expect(fields.parent.value).to.equal('global');
    expect([...fields.parent.options].map((option) => option.value)).to.deep.equal(['global', 'servers', 'production', 'staging', 'qa', 'qa-hostile', 'desktops', 'wsl', 'point-of-sale']);
    expect([...fields.parent.options][4]!.textContent).to.equal('\u00A0'.repeat(6) + 'QA and load testing');
    expect(groups).to.have.length(9);
    await expect(portal).to.be.accessible();
    await clearRequests(ns);

    fields.submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required'));
    await typeInto(fields.title, '   ');
    fields.submit.click();
    await waitFor(() => expect(fieldError(fields.title)).to.equal('This field is required'));
    expect(await changeCalls(ns), 'nothing sent while invalid').to.deep.equal([]);

    fields.title.select();
    await typeInto(fields.title, '  Build farm — EU  ');
    choose(fields.parent, 'qa');
    await setOptions(ns, { latencyMs: 300 });
    fields.submit.click();
    fields.submit.click();
    await waitFor(() => expect(fields.submit.getAttribute('aria-busy')).to.equal('true'));
    expect(queryNotification(screen, 'Access group added')).to.equal(null);
    const notice = await findNotification(screen, 'Access group added');
    expect(notice.textContent).to.include('The "Build farm — EU" access group was added under "QA and load testing".');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(fields.panel.isConnected, 'the panel closed').to.equal(false));
    const calls = await changeCalls(ns);
    expect(calls.map((call) => [call.method, call.path, legacyParams(call)]), 'one request for a double click').to.deep.equal([
      ['GET', 'CreateAccessGroup', { title: 'Build farm — EU', parent: 'qa' }],
    ]);
    const made = (await serverGroups(ns)).find((group) => group.title === 'Build farm — EU')!;
    expect(made).to.deep.equal({ name: 'build-farm-eu', title: 'Build farm — EU', parent: 'qa', children: '' });
    // Counted once scrolled into view (the list is taller than the test's window).
    const row = await waitFor(() => rowOf(table, 'build-farm-eu'));
    row.scrollIntoView();
    await waitFor(() => expect(rowTexts(row).slice(0, 4)).to.deep.equal(['Build farm — EU', 'build-farm-eu', '0 instances', 'QA and load testing']));
  });

  it('shows a refusal inside the open panel with every value kept, no notice; the same press then adds', async () => {
    const { screen, portal } = await openList(ns);
    const fields = await openAdd(screen);
    await typeInto(fields.title, 'Canary hosts');
    choose(fields.parent, 'point-of-sale');
    // The parent goes while the form is open: the server refuses it.
    await removeServerSide(ns, 'point-of-sale');
    await clearRequests(ns);
    fields.submit.click();
    await within(fields.panel).findByText('Access group "point-of-sale" does not exist.');
    expect(fields.panel.isConnected).to.equal(true);
    expect(fields.title.value).to.equal('Canary hosts');
    expect(fields.parent.value).to.equal('point-of-sale');
    expect(queryNotification(screen, 'Access group added')).to.equal(null);
    await expect(portal).to.be.accessible();

    // A parent that is there: added.
    await waitFor(() => expect(fields.submit.getAttribute('aria-busy')).to.equal(null));
    choose(fields.parent, 'desktops');
    fields.submit.click();
    await findNotification(screen, 'Access group added');
    expect((await changeCalls(ns)).map((call) => legacyParams(call))).to.deep.equal([
      { title: 'Canary hosts', parent: 'point-of-sale' },
      { title: 'Canary hosts', parent: 'desktops' },
    ]);
  });
});

describe('access groups: delete', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedIn();
  });
  afterEach(leavePortal);

  it('says, before Delete can be pressed, how many instances move to the parent and which child groups go with them; typed; one request per double click; the notice; the list refreshed', async () => {
    const staging = await serverCount(ns, 'staging');
    const servers = await serverCount(ns, 'servers');
    expect(staging).to.be.greaterThan(100);
    const { portal, screen, table } = await openList(ns);
    const modal = await openDelete(screen, 'Staging and development');
    const body = within(modal);
    await body.findByText((_, element) => element?.localName === 'p' && element.textContent === `Removing this access group will affect ${instancesText(staging)}. They will now belong to "Servers".`);
    expect(body.getByText((_, element) => element?.localName === 'p' && element.textContent === 'Its child group will now belong to "Servers", with everything under it:')).to.exist;
    const children = body.getByRole('list', { name: 'Child groups' });
    expect(within(children).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(['QA and load testing']);
    expect(body.getByText((_, element) => element?.localName === 'p' && element.textContent === 'Profiles associated with "Staging and development" will move to its parent group, "Servers".')).to.exist;
    expect(body.getByText((_, element) => element?.localName === 'p' && element.textContent === 'This action is irreversible')).to.exist;
    const field = body.getByRole('textbox', { name: 'Type delete Staging and development to confirm' }) as HTMLInputElement;
    const confirm = body.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(confirm.disabled).to.equal(true);
    await expect(portal).to.be.accessible();
    await typeInto(field, 'delete staging');
    expect(confirm.disabled, 'the name is not the title').to.equal(true);
    field.select();
    await typeInto(field, 'Delete Staging and development');
    expect(confirm.disabled, 'case counts').to.equal(true);
    field.select();
    await typeInto(field, 'delete Staging and development');
    await waitFor(() => expect(confirm.disabled).to.equal(false));

    await setOptions(ns, { faults: [{ path: 'RemoveAccessGroup', status: 403, times: 1, body: { error: 'Forbidden', message: 'You may not remove <b>this</b> group.' } }] });
    await clearRequests(ns);
    confirm.click();
    const refusal = await body.findByText('You may not remove <b>this</b> group.');
    expect(refusal.querySelector('b')).to.equal(null);
    expect(modal.isConnected).to.equal(true);
    expect(field.value).to.equal('delete Staging and development');
    expect(queryNotification(screen, 'You have successfully deleted')).to.equal(null);

    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal(null));
    await setOptions(ns, { latencyMs: 200 });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, 'You have successfully deleted the "Staging and development" access group.');
    expect(notice.textContent).to.include('All entities in this access group will now belong to "Servers".');
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    expect((await changeCalls(ns)).map((call) => [call.path, legacyParams(call)])).to.deep.equal([
      ['RemoveAccessGroup', { name: 'staging' }],
      ['RemoveAccessGroup', { name: 'staging' }],
    ]);
    // The list: staging gone, qa under Servers, Servers counting what staging held.
    await waitFor(() => expect(shownNames(table)).to.not.include('staging'));
    await waitFor(() => expect(rowTexts(rowOf(table, 'qa'))[3]).to.equal('Servers'));
    await waitFor(() => expect(rowTexts(rowOf(table, 'servers'))[2]).to.equal(instancesText(servers + staging)));
  });

  it('a group without instances or children says so; Cancel forgets what was typed; global has no Delete', async () => {
    const { screen, table } = await openList(ns);
    const modal = await openDelete(screen, ACCESS_GROUP_SHOWCASE.long.title);
    await within(modal).findByText('No instance is in this access group.');
    expect(within(modal).queryByRole('list', { name: 'Child groups' })).to.equal(null);
    await typeInto(within(modal).getByRole('textbox'), 'delete');
    within(modal).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(modal.isConnected).to.equal(false));
    const again = await openDelete(screen, ACCESS_GROUP_SHOWCASE.long.title);
    expect((within(again).getByRole('textbox') as HTMLInputElement).value).to.equal('');
    within(again).getByRole('button', { name: 'Cancel' }).click();
    expect(within(rowOf(table, 'global')).queryAllByRole('button').map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Open "Global access" access group details']);
  });

  it('Delete waits for the count; a count that fails says so and still lets the group go', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers', status: 500, body: { error: 'Boom', message: 'No counts today.' } }] });
    const { screen } = await openList(ns);
    const modal = await openDelete(screen, 'WSL instances');
    await within(modal).findByText((_, element) => element?.localName === 'p' && element.textContent === 'The instances in this access group could not be counted. They will now belong to "Acme Corporation desktops". No counts today.');
    await typeInto(within(modal).getByRole('textbox'), 'delete WSL instances');
    await waitFor(() => expect((within(modal).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).to.equal(false));
  });
});

describe('access groups: details', () => {
  afterEach(leavePortal);

  it('shows title, name, parent and children (each opening its own details) and the instances linked; Delete from there closes them', async () => {
    const ns = await signedIn();
    const qa = await serverCount(ns, 'qa');
    const { portal, screen, table } = await openList(ns);
    within(rowOf(table, 'staging')).getByRole('button', { name: 'Open "Staging and development" access group details' }).click();
    const panel = await findPanel(screen, 'Staging and development');
    await waitFor(() => expect(facts(panel)['Instances']).to.match(/^[\d,]+ instances$/));
    expect(facts(panel)).to.deep.include({ Title: 'Staging and development', Name: 'staging', Parent: 'Servers', 'Child groups': 'QA and load testing' });
    await expect(portal).to.be.accessible();
    within(panel).getByRole('button', { name: 'Open "QA and load testing" access group details' }).click();
    const child = await findPanel(screen, 'QA and load testing');
    await waitFor(() => expect(facts(child)['Instances']).to.equal(instancesText(qa)));
    expect(within(child).getByRole('link', { name: instancesText(qa) }).getAttribute('href')).to.match(/\/instances\?accessGroups=qa$/);
    expect(facts(child)['Child groups']).to.equal(ACCESS_GROUP_SHOWCASE.hostile.title);
    expectInert();
    within(child).getByRole('button', { name: 'Delete "QA and load testing" access group' }).click();
    const modal = await screen.findByRole('dialog', { name: 'Deleting QA and load testing access group' });
    await typeInto(within(modal).getByRole('textbox'), 'delete QA and load testing');
    await waitFor(() => expect((within(modal).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).to.equal(false));
    within(modal).getByRole('button', { name: 'Delete' }).click();
    await findNotification(screen, 'You have successfully deleted the "QA and load testing" access group.');
    await waitFor(() => expect(child.isConnected, 'its details closed').to.equal(false));
    await waitFor(() => expect(shownNames(table)).to.not.include('qa'));

    // global: no Delete, no parent, its children.
    within(rowOf(table, 'global')).getByRole('button', { name: 'Open "Global access" access group details' }).click();
    const global = await findPanel(screen, 'Global access');
    expect(within(global).queryByRole('button', { name: /^Delete/ })).to.equal(null);
    expect(facts(global)).to.deep.include({ Parent: '---', 'Child groups': 'ServersAcme Corporation desktops' });
  });
});

describe('access groups: hostile title and the element', () => {
  afterEach(leavePortal);

  it('shows the seeded hostile title as text in the row, the menu, the details, the modal and the notice', async () => {
    const ns = await signedIn();
    const title = ACCESS_GROUP_SHOWCASE.hostile.title;
    const { portal, screen, table } = await openList(ns, '?groupBy=parent');
    const row = rowOf(table, 'qa-hostile');
    expect(rowTexts(row)[0]).to.equal(title);
    expect(row.querySelector('th bdi')!.textContent).to.equal(title);
    expectInert();
    await expect(portal).to.be.accessible();
    within(row).getByRole('button', { name: `Open "${title}" access group details` }).click();
    const panel = await findPanel(screen, title);
    expect(facts(panel)).to.deep.include({ Title: title, Name: 'qa-hostile', Parent: 'QA and load testing' });
    expectInert();
    const modal = await openDelete(screen, title);
    await within(modal).findByText('No instance is in this access group.');
    expectInert();
    await typeInto(within(modal).getByRole('textbox'), `delete ${title}`);
    await waitFor(() => expect((within(modal).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).to.equal(false));
    within(modal).getByRole('button', { name: 'Delete' }).click();
    const notice = await findNotification(screen, `You have successfully deleted the "${title}" access group.`);
    expect(notice.querySelector('img')).to.equal(null);
    expectInert();
  });

  it('landscape-access-groups: the list in its frame with its own Add, the address untouched; a count’s link fires landscape-navigate', async () => {
    const ns = await signedIn();
    const before = `${location.pathname}${location.search}`;
    const { root, element, screen } = await renderElement(ns);
    const navigations = recordEvents(root, 'landscape-navigate');
    expect(await screen.findByRole('region', { name: 'Access groups' })).to.exist;
    const table = await screen.findByRole('table', { name: 'Access groups' });
    await waitFor(() => expect(bodyRows(table)).to.have.length(9));
    const toolbar = screen.getByRole('toolbar', { name: 'Access groups actions' });
    expect(within(toolbar).getByRole('button', { name: 'Add access group' })).to.exist;
    await expect(element).to.be.accessible();
    // Group by and sort stay inside the element.
    screen.getByRole('button', { name: 'Group by: None' }).click();
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Parent' }).click();
    await screen.findByRole('treegrid', { name: 'Access groups' });
    expect(`${location.pathname}${location.search}`).to.equal(before);
    const tree = screen.getByRole('treegrid', { name: 'Access groups' });
    const link = await waitFor(() => within(rowOf(tree, 'qa')).getByRole('link'));
    expect(link.getAttribute('href')).to.equal('/new_dashboard/instances?accessGroups=qa');
    root.addEventListener('landscape-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    await waitFor(() => expect(navigations).to.deep.equal([{ path: '/instances?accessGroups=qa' }]));
    expect(`${location.pathname}${location.search}`).to.equal(before);
    expect(currentPortalPath()).to.equal(before);
    void waitForPath;
  });
});
