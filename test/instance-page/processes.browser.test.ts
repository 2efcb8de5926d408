import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, serverInstance, signedIn, type Screen } from './helpers.ts';

const BUSY = 6;
const NO_PROCESSES = 13;
const WINDOWS_HOST = 5001;

interface ServerProcess {
  pid: number;
  name: string;
}

const processesOf = (ns: SimNamespace, token: string, id: number, query = '') =>
  api<{ count: number; results: ServerProcess[] }>(ns, token, `computers/${id}/processes?limit=20&offset=0${query}`);

/** The rows' commands, once the table shows rows. */
async function shownCommands(screen: Screen): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Processes' });
  await waitFor(() => expect(table.getAttribute('aria-busy')).to.not.equal('true'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[1]!.textContent ?? '');
}

function selectRow(screen: Screen, process: ServerProcess): void {
  screen.getByRole('checkbox', { name: `Select process ${process.name} (PID ${process.pid})` }).click();
}

describe('instance page: Processes tab', () => {
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

  it('lists the processes, searched and paged on the server, the state in the address', async () => {
    const server = await processesOf(ns, token, BUSY);
    const searched = await processesOf(ns, token, BUSY, '&search=kworker');
    await clearRequests(ns);
    const { portal, screen } = await openPage(ns, `/instances/${BUSY}?tab=processes`, title);
    expect(await shownCommands(screen)).to.deep.equal(server.results.map((process) => process.name));
    const headers = within(screen.getByRole('table', { name: 'Processes' })).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1)).to.deep.equal(['Command', 'State', 'VM size', 'CPU (%)', 'PID', 'Started at', 'Group']);
    expect(screen.getByRole('checkbox', { name: 'Toggle all processes' })).to.exist;
    await expect(portal).to.be.accessible();

    await typeInto(screen.getByRole('searchbox', { name: 'Search processes' }), 'kworker');
    screen.getByRole('button', { name: 'Search' }).click();
    await waitForPath(`/instances/${BUSY}?tab=processes&search=kworker`);
    await waitFor(async () => expect(await shownCommands(screen)).to.deep.equal(searched.results.map((process) => process.name)));
    const calls = await requests(ns, { method: 'GET', path: `computers/${BUSY}/processes` });
    expect(calls.map((call) => call.query['search'])).to.deep.equal([undefined, 'kworker']);
    // Another tab starts afresh: the search is not the Info tab's.
    screen.getByRole('tab', { name: 'Info' }).click();
    await waitForPath(`/instances/${BUSY}`);
  });

  it('ends the selected processes once confirmed: one request, the queued notice, its activity', async () => {
    const server = await processesOf(ns, token, BUSY);
    const [first, second] = server.results.slice(2, 4) as [ServerProcess, ServerProcess];
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=processes`, title);
    await shownCommands(screen);
    // Nothing selected: unavailable, with the reason.
    const end = screen.getByRole('button', { name: 'End process' });
    expect(end.getAttribute('aria-disabled')).to.equal('true');
    selectRow(screen, first);
    selectRow(screen, second);
    await waitFor(() => expect(end.getAttribute('aria-disabled')).to.equal(null));
    await clearRequests(ns);
    await setOptions(ns, { latencyMs: 300 });
    end.click();
    const dialog = await screen.findByRole('dialog', { name: 'End 2 processes' });
    expect(dialog.textContent).to.contain(`"${title}"`);
    const confirm = within(dialog).getByRole('button', { name: 'End process' });
    confirm.click();
    confirm.click();
    await findNotification(screen, 'You queued 2 processes to be ended.');
    await setOptions(ns, { latencyMs: 0 });
    const posts = await requests(ns, { method: 'POST' });
    expect(posts.map((post) => [post.path, post.body])).to.deep.equal([['processes/terminate', { computer_id: BUSY, pids: [first.pid, second.pid] }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End 2 processes' })).to.equal(null));
    // The list is read again: the ended processes are gone.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `Select process ${first.name} (PID ${first.pid})` })).to.equal(null));
    expect(screen.queryByRole('checkbox', { name: `Select process ${second.name} (PID ${second.pid})` })).to.equal(null);
    // "View details" opens the queued activity.
    const notice = await findNotification(screen, 'You queued 2 processes to be ended.');
    within(notice).getByRole('button', { name: 'View details' }).click();
    const panel = await screen.findByRole('dialog', { name: /Terminate processes/ });
    expect(panel.textContent).to.contain(String(first.pid));
  });

  it("keeps the modal and the selection when the server refuses, with the server's message", async () => {
    const server = await processesOf(ns, token, BUSY);
    const process = server.results[3]!;
    const { screen } = await openPage(ns, `/instances/${BUSY}?tab=processes`, title);
    await shownCommands(screen);
    selectRow(screen, process);
    await setOptions(ns, {
      faults: [{ method: 'POST', path: 'processes/kill', status: 400, times: 1, body: { error: 'InvalidParameter', message: 'Process 4242 is not running.' } }],
    });
    screen.getByRole('button', { name: 'Kill process' }).click();
    const dialog = await screen.findByRole('dialog', { name: `Kill process ${process.name}` });
    within(dialog).getByRole('button', { name: 'Kill process' }).click();
    await within(dialog).findByText('Process 4242 is not running.');
    expect(screen.getByRole('dialog', { name: `Kill process ${process.name}` })).to.equal(dialog);
    within(dialog).getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect((screen.getByRole('checkbox', { name: `Select process ${process.name} (PID ${process.pid})` }) as HTMLInputElement).checked).to.equal(true);
  });

  it('says when nothing runs at all', async () => {
    const instance = await serverInstance(ns, token, NO_PROCESSES);
    const { portal, screen } = await openPage(ns, `/instances/${NO_PROCESSES}?tab=processes`, instance.title);
    expect(await screen.findByRole('heading', { level: 2, name: 'No processes running' })).to.exist;
    expect(screen.queryByRole('table')).to.equal(null);
    await expect(portal).to.be.accessible();
  });

  it("acts on a WSL instance's own processes on its page", async () => {
    const host = await api<{ children: { id: number }[] }>(ns, token, `computers/${WINDOWS_HOST}`);
    const child = await serverInstance(ns, token, host.children[0]!.id);
    const server = await processesOf(ns, token, child.id);
    const { screen } = await openPage(ns, `/instances/${WINDOWS_HOST}/${child.id}?tab=processes`, child.title);
    await shownCommands(screen);
    selectRow(screen, server.results[0]!);
    await clearRequests(ns);
    screen.getByRole('button', { name: 'End process' }).click();
    const dialog = await screen.findByRole('dialog', { name: `End process ${server.results[0]!.name}` });
    within(dialog).getByRole('button', { name: 'End process' }).click();
    await findNotification(screen, `You queued process ${server.results[0]!.name} to be ended.`);
    const [post] = await requests(ns, { method: 'POST', path: 'processes/terminate' });
    expect(post!.body).to.deep.equal({ computer_id: child.id, pids: [server.results[0]!.pid] });
  });
});
