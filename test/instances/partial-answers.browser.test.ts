/**
 * Issue 21, point 1: what a real server may leave out of an instance does not make the whole answer
 * unreadable. A parent or child named only by its id, title and hostname, a cloud-init without its
 * zone, and availability zones sent as `{ id, name }` objects (the public portal's own test data).
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { createNamespace, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { applyChoices, bodyRows, chooseOption, lastListRequest, listAnswer, renderInstances, settledTable, wireInstance } from './helpers.ts';

const MALFORMED = 'The server sent a response that could not be read.';

/** A reference as the API may send it: what names the instance, nothing more. */
const reference = (id: number, title: string) => ({ id, title, hostname: `${title}.example.com` });

/** Each cell's text, the checkbox column left out. */
const cellTexts = (row: HTMLTableRowElement) => [...row.cells].slice(1).map((cell) => cell.textContent);

describe('instances: parts of an answer a server may leave out', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('lists instances whose parent is a reference and whose cloud-init has no zone', async () => {
    const windowsHost = wireInstance(1, { title: 'windows-host', children: [reference(2, 'wsl-ubuntu')] });
    const wsl = wireInstance(2, { title: 'wsl-ubuntu', is_wsl_instance: true, parent: reference(1, 'windows-host') });
    const bare = wireInstance(3, { title: 'bare-cloud', cloud_init: {} });
    await setOptions(ns, { faults: [listAnswer([windowsHost, wsl, bare])] });
    const { screen } = await renderInstances(ns);
    const table = await settledTable(screen);

    expect(screen.queryByText(MALFORMED)).to.equal(null);
    expect(bodyRows(table).map((row) => within(row).getAllByRole('link')[0]!.textContent)).to.deep.equal(['windows-host', 'wsl-ubuntu', 'bare-cloud']);
    // The WSL instance's page is under its host's, read from the reference alone.
    expect(within(bodyRows(table)[1]!).getByRole('link', { name: 'wsl-ubuntu' }).getAttribute('href')).to.equal('/new_dashboard/instances/1/2');
  });

  it('grouped by parent, shows a child the host names only by reference, with --- where nothing was sent', async () => {
    const windowsHost = wireInstance(1, { title: 'windows-host', children: [reference(2, 'wsl-ubuntu'), { id: 3, hostname: 'wsl-debian.example.com' }] });
    await setOptions(ns, { faults: [listAnswer([windowsHost])] });
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await chooseOption(screen, /^Group by/, 'Parent');
    await lastListRequest(ns, 2);
    const table = await settledTable(screen);

    const rows = bodyRows(table);
    expect(rows).to.have.length(3);
    expect(screen.queryByText(MALFORMED)).to.equal(null);
    const [, child, unnamed] = rows;
    // Name (title, then hostname), Status, OS, Tags, Access group, Last ping, Upgrades.
    expect(cellTexts(child!)).to.deep.equal(['wsl-ubuntuwsl-ubuntu.example.com', '---', '---', '---', '---', '---', '---']);
    expect(within(unnamed!).getByRole('link', { name: 'wsl-debian.example.com' }).getAttribute('href')).to.equal('/new_dashboard/instances/1/3');
  });

  it('still refuses a reference that cannot be shown (no id, or no name)', async () => {
    await setOptions(ns, { faults: [listAnswer([wireInstance(2, { parent: { title: 'windows-host' } })])] });
    const { screen } = await renderInstances(ns);
    await screen.findByText(MALFORMED);
  });

  it('offers availability zones the server sends as objects with a name, and filters by that name', async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'computers/availability-zones', status: 200, body: { values: [{ id: 1, name: 'eu-west-1a' }, { id: 2, name: 'us-east-1a' }] } }],
    });
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await applyChoices(screen, 'Availability zone', ['eu-west-1a']);
    expect((await lastListRequest(ns, 2)).query).to.equal('availability-zone:eu-west-1a');
    expect(screen.queryByText(/could not be loaded/)).to.equal(null);
  });
});

describe('instance page: a parent sent as a reference', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('shows the page, its breadcrumb and Parent instance from the reference, and no zone for a cloud-init without one', async () => {
    const wsl = wireInstance(2, { title: 'wsl-ubuntu', is_wsl_instance: true, parent: reference(1, 'windows-host'), cloud_init: {} });
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/2', status: 200, body: wsl }] });
    const { screen } = await renderPortal(ns, '/instances/1/2');
    await screen.findByRole('heading', { level: 1, name: 'wsl-ubuntu' });
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'windows-host' })).to.exist;
    const parent = await screen.findByText((_, element) => element?.localName === 'dt' && element.textContent === 'Parent instance');
    expect(parent.nextElementSibling!.textContent).to.equal('windows-host');
    expect(screen.queryByText((_, element) => element?.localName === 'dt' && element.textContent === 'Availability zone')).to.equal(null);
    await waitFor(() => expect(screen.queryByText(MALFORMED)).to.equal(null));
  });
});
