/**
 * Run a script from the scripts list (screens §1.6 A): by tags, confirmed with the instances they
 * reach (the Ubuntu ones of the script's access group, against the server's own answer), then ONE
 * ExecuteScript whose query is exactly the tags; by instance names searched in the script's group;
 * the time limit's checks with nothing sent; a scheduled run sent as the UTC time of the time typed
 * in the user's zone; the notice; a refusal with every value kept.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { Instance } from '../../src/api/instances.ts';
import { findNotification, queryAllNotifications, setFieldValue, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, signedInNamespace } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { findPanel, legacyCalls, openRowMenu, openScripts, serverGet, serverScripts, type Page, type Screen, type Script } from './helpers.ts';

/** What the run form offers and previews: Ubuntu instances (those that can run scripts). */
const isUbuntu = (instance: Instance) => instance.distribution_info?.distributor === 'Ubuntu' || (instance.distribution_info?.description ?? '').includes('Ubuntu');

/** The instances of a search as the server lists them (one page holds them all). */
async function serverInstances(ns: SimNamespace, query: string): Promise<Instance[]> {
  const page = await serverGet<Page<Instance>>(ns, `computers?${new URLSearchParams({ query, limit: '1000', offset: '0' })}`);
  expect(page.results.length).to.equal(page.count);
  return page.results;
}

/** The servers' script the cases run: "Ping gateway and DNS", access group `servers`. */
async function serversScript(ns: SimNamespace): Promise<Script> {
  const script = (await serverScripts(ns, { search: 'Ping gateway and DNS' })).results[0]!;
  expect(script.access_group).to.equal('servers');
  return script;
}

/** The list searching the script, its Run form open from its row's menu. */
async function openRun(ns: SimNamespace, script: Script) {
  const rendered = await openScripts(ns, `/scripts?${new URLSearchParams({ search: script.title })}`);
  const menu = await openRowMenu(rendered.screen, script.title);
  within(menu).getByRole('menuitem', { name: `Run script ${script.title}` }).click();
  const panel = await findPanel(rendered.screen, `Run "${script.title}" script`);
  const form = await within(panel).findByRole('form', { name: `Run "${script.title}" script` });
  const field = (name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
  return {
    ...rendered,
    panel,
    form,
    username: field('Run as user'),
    timeLimit: within(form).getByRole('spinbutton', { name: 'Time limit (seconds)' }) as HTMLInputElement,
    submit: () => within(form).getByRole('button', { name: 'Run script' }).click(),
  };
}

/** Picks the options of a combobox (Tags, Instances) by typing part of each and clicking it. */
async function pick(form: HTMLElement, combobox: string, choices: readonly { typed: string; option: string }[]) {
  const input = within(form).getByRole('combobox', { name: combobox }) as HTMLInputElement;
  for (const { typed, option } of choices) {
    await typeInto(input, typed);
    const listbox = await within(form).findByRole('listbox', { name: combobox });
    (await within(listbox).findByRole('option', { name: option })).click();
    await within(form).findByRole('button', { name: `Remove ${option}` });
  }
}

const executes = (ns: SimNamespace) => legacyCalls(ns, 'ExecuteScript');

/** The field's error message (what describes it ending in -error). */
function errorOf(field: HTMLElement): string {
  const root = field.getRootNode() as ShadowRoot;
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id.endsWith('-error'))
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The confirmation by tags: its title, and the instances it lists. */
async function tagsConfirmation(screen: Screen, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const list = await within(dialog).findByRole('list', { name: 'Instances' });
  return { dialog, shown: within(list).getAllByRole('listitem').map((item) => item.textContent) };
}

describe('Run a script from the list', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('runs on one tag: the confirmation lists the Ubuntu instances of the access group with it, then ONE ExecuteScript for tag:x; accessible', async () => {
    const script = await serversScript(ns);
    const tagged = await serverInstances(ns, 'access-group-recursive:servers (tag:backup)');
    const ubuntu = tagged.filter(isUbuntu);
    expect(ubuntu.length, 'some, not all, of them Ubuntu').to.be.within(1, tagged.length - 1);
    const { portal, screen, panel, form, username, timeLimit, submit } = await openRun(ns, script);
    expect(within(form).getByRole('radio', { name: 'Tags' })).to.have.property('checked', true);
    expect(username.value).to.equal('root');
    expect(timeLimit.value).to.equal('300');
    expect(within(form).getByRole('radio', { name: 'As soon as possible' })).to.have.property('checked', true);
    await expect(portal).to.be.accessible();
    // No tag: refused, nothing asked or sent.
    await clearRequests(ns);
    submit();
    await within(form).findByText('At least one tag is required.');
    expect(await executes(ns)).to.deep.equal([]);

    await pick(form, 'Tags', [{ typed: 'backup', option: 'backup' }]);
    await clearRequests(ns);
    submit();
    const { dialog, shown } = await tagsConfirmation(screen, `Run ${script.title} script on backup tag`);
    expect(dialog.textContent).to.contain('This script will run on the following instances, which are associated with the selected tag.');
    expect(shown).to.deep.equal(ubuntu.map((instance) => instance.title));
    const previews = await requests(ns, { method: 'GET', path: 'computers' });
    expect(previews.map((request) => request.query['query'])).to.deep.equal(['access-group-recursive:servers (tag:backup)']);
    expect(await executes(ns)).to.deep.equal([]);

    await setOptions(ns, { latencyMs: 300 });
    const confirm = within(dialog).getByRole('button', { name: 'Run script' });
    confirm.click();
    confirm.click();
    const notice = await findNotification(screen, 'Script execution queued');
    expect(notice.textContent).to.contain(`"${script.title}" script queued to execute successfully`);
    await setOptions(ns, { latencyMs: 0 });
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await executes(ns);
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.deep.equal({
      action: 'ExecuteScript',
      version: '2011-08-01',
      query: 'tag:backup',
      script_id: String(script.id),
      username: 'root',
      time_limit: '300',
    });
    expect(queryAllNotifications(screen, 'Script execution queued')).to.have.length(1);
  });

  it("passes axe with the tags' confirmation open", async () => {
    const script = await serversScript(ns);
    const { portal, screen, form, submit } = await openRun(ns, script);
    await pick(form, 'Tags', [{ typed: 'backup', option: 'backup' }]);
    submit();
    await tagsConfirmation(screen, `Run ${script.title} script on backup tag`);
    await expect(portal).to.be.accessible();
  });

  it('runs on two tags: "on 2 tags", the instances of either, and the query tag:a OR tag:b', async () => {
    const script = await serversScript(ns);
    const tagged = (await serverInstances(ns, 'access-group-recursive:servers (tag:mail OR tag:vpn)')).filter(isUbuntu);
    const { screen, form, submit } = await openRun(ns, script);
    await pick(form, 'Tags', [
      { typed: 'mail', option: 'mail' },
      { typed: 'vpn', option: 'vpn' },
    ]);
    await clearRequests(ns);
    submit();
    const { dialog, shown } = await tagsConfirmation(screen, `Run ${script.title} script on 2 tags`);
    expect(dialog.textContent).to.contain('This script will run on the following instances, which are associated with the selected tags.');
    expect(shown).to.deep.equal(tagged.map((instance) => instance.title));
    within(dialog).getByRole('button', { name: 'Run script' }).click();
    await findNotification(screen, `"${script.title}" script queued to execute successfully`);
    const [call] = await executes(ns);
    expect(call!.query['query']).to.equal('tag:mail OR tag:vpn');
  });

  it('runs on two instances chosen by name among the Ubuntu ones of the access group: id:a OR id:b', async () => {
    const script = await serversScript(ns);
    const search = 'k8s-node-prod-apse1';
    const found = (await serverInstances(ns, `access-group-recursive:servers (${search})`)).filter(isUbuntu).slice(0, 50);
    expect(found.length).to.be.at.least(2);
    const [first, second] = found as [Instance, Instance];
    const { screen, panel, form, username, submit } = await openRun(ns, script);
    within(form).getByRole('radio', { name: 'Instance names' }).click();
    const input = await within(form).findByRole('combobox', { name: 'Instances' });
    await clearRequests(ns);
    await typeInto(input, search);
    const listbox = await within(form).findByRole('listbox', { name: 'Instances' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(found.map((instance) => instance.title)));
    // The search went to the server, within the script's access group.
    const searches = (await requests(ns, { method: 'GET', path: 'computers' })).map((request) => request.query['query']);
    expect(searches.at(-1)).to.equal(`access-group-recursive:servers (${search})`);
    within(listbox).getByRole('option', { name: first.title }).click();
    await within(form).findByRole('button', { name: `Remove ${first.title}` });
    within(listbox).getByRole('option', { name: second.title }).click();
    await within(form).findByRole('button', { name: `Remove ${second.title}` });
    username.select();
    await typeInto(username, 'landscape');
    await clearRequests(ns);
    submit();
    // No confirmation by names: sent at once.
    await findNotification(screen, `"${script.title}" script queued to execute successfully`);
    await waitFor(() => expect(panel.isConnected).to.equal(false));
    const calls = await executes(ns);
    expect(calls).to.have.length(1);
    expect(calls[0]!.query).to.include({ query: `id:${first.id} OR id:${second.id}`, script_id: String(script.id), username: 'landscape', time_limit: '300' });
    expect(calls[0]!.query).to.not.have.property('deliver_after');
  });

  it('refuses an empty, zero, fractional or non-numeric time limit with its message; nothing is sent', async () => {
    const script = await serversScript(ns);
    const { screen, form, timeLimit, submit } = await openRun(ns, script);
    await pick(form, 'Tags', [{ typed: 'backup', option: 'backup' }]);
    const cases: [string, string][] = [
      ['', 'Enter the time limit in seconds.'],
      ['0', 'The time limit must be at least 1 second.'],
      ['1.5', 'Enter a whole number of seconds.'],
      ['abc', 'Enter the time limit in seconds.'],
    ];
    await clearRequests(ns);
    for (const [typed, message] of cases) {
      timeLimit.select();
      await typeInto(timeLimit, typed === '' ? '1' : typed);
      if (typed === '') setFieldValue(timeLimit, '');
      submit();
      await waitFor(() => expect(errorOf(timeLimit), `"${typed}"`).to.equal(message));
      expect(screen.queryByRole('dialog', { name: `Run ${script.title} script on backup tag` }), 'no confirmation').to.equal(null);
    }
    expect(await executes(ns)).to.deep.equal([]);
    expect(await requests(ns, { method: 'GET', path: 'computers' })).to.deep.equal([]);
    // A whole number goes through.
    timeLimit.select();
    await typeInto(timeLimit, '45');
    submit();
    const { dialog } = await tagsConfirmation(screen, `Run ${script.title} script on backup tag`);
    within(dialog).getByRole('button', { name: 'Run script' }).click();
    await findNotification(screen, 'Script execution queued');
    expect((await executes(ns))[0]!.query['time_limit']).to.equal('45');
  });

  it("sends a scheduled run as the UTC time of the time typed in the user's zone; a past time is refused first", async () => {
    const script = await serversScript(ns);
    const { root, screen, form, submit } = await openRun(ns, script);
    root.setAttribute('time-zone', 'Asia/Tokyo');
    within(form).getByRole('radio', { name: 'Instance names' }).click();
    const target = (await serverInstances(ns, 'access-group-recursive:servers (k8s-node-prod-apse1)')).find(isUbuntu)!;
    await pick(form, 'Instances', [{ typed: target.title, option: target.title }]);
    within(form).getByRole('radio', { name: 'Scheduled' }).click();
    const time = (await within(form).findByRole('textbox', { name: /Scheduled time/ })) as HTMLInputElement;
    expect(within(form).getByText(/In your time zone, Asia\/Tokyo\./)).to.exist;
    await clearRequests(ns);
    setFieldValue(time, '01/01/2020, 09:30');
    submit();
    await within(form).findByText('The scheduled time must be in the future.');
    expect(await executes(ns)).to.deep.equal([]);

    setFieldValue(time, '12/31/2030, 09:30');
    submit();
    await findNotification(screen, 'Script execution queued');
    const [call] = await executes(ns);
    // 09:30 in Tokyo (UTC+9) is 00:30 UTC.
    expect(call!.query).to.include({ query: `id:${target.id}`, deliver_after: '2030-12-31T00:30:00Z' });
  });

  it("keeps the form, its values and the server's message when the run is refused; nothing said", async () => {
    const script = await serversScript(ns);
    const target = (await serverInstances(ns, 'access-group-recursive:servers (k8s-node-prod-apse1)')).find(isUbuntu)!;
    const { screen, panel, form, username, timeLimit, submit } = await openRun(ns, script);
    within(form).getByRole('radio', { name: 'Instance names' }).click();
    await pick(form, 'Instances', [{ typed: target.title, option: target.title }]);
    username.select();
    await typeInto(username, 'deploy');
    timeLimit.select();
    await typeInto(timeLimit, '600');
    await setOptions(ns, { faults: [{ path: 'ExecuteScript', status: 400, times: 1, body: { error: 'NoComputers', message: 'None of the selected instances can run this script.' } }] });
    submit();
    expect(await within(form).findByText('None of the selected instances can run this script.')).to.exist;
    expect(panel.isConnected).to.equal(true);
    expect(username.value).to.equal('deploy');
    expect(timeLimit.value).to.equal('600');
    expect(within(form).getByRole('button', { name: `Remove ${target.title}` })).to.exist;
    expect(within(form).getByRole('radio', { name: 'Instance names' })).to.have.property('checked', true);
    expect(queryAllNotifications(screen, 'Script execution queued')).to.have.length(0);
    submit();
    await findNotification(screen, 'Script execution queued');
    const calls = await executes(ns);
    expect(calls).to.have.length(2);
    expect(calls[1]!.query).to.include({ query: `id:${target.id}`, username: 'deploy', time_limit: '600' });
  });

  it("keeps the tags' confirmation open with the server's message when the run is refused", async () => {
    const script = await serversScript(ns);
    const { screen, panel, form, submit } = await openRun(ns, script);
    await pick(form, 'Tags', [{ typed: 'backup', option: 'backup' }]);
    submit();
    const { dialog } = await tagsConfirmation(screen, `Run ${script.title} script on backup tag`);
    await setOptions(ns, { faults: [{ path: 'ExecuteScript', status: 500, times: 1, body: { error: 'Boom', message: 'The activity queue is full.' } }] });
    within(dialog).getByRole('button', { name: 'Run script' }).click();
    expect(await within(dialog).findByText('The activity queue is full.')).to.exist;
    expect(dialog.isConnected).to.equal(true);
    expect(panel.isConnected).to.equal(true);
    expect(queryAllNotifications(screen, 'Script execution queued')).to.have.length(0);
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(dialog.isConnected).to.equal(false));
    // The tag is still chosen.
    expect(within(form).getByRole('button', { name: 'Remove backup' })).to.exist;
  });
});
