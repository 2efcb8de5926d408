import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { restoreLocation } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, forgetWelcome, openPage, signedIn } from './helpers.ts';

const HOST = 5001;
const HOST_WITHOUT_CHILDREN = 5957;

interface ServerHost {
  title: string;
  children: { id: number; title: string; is_default_child: boolean | null }[];
}

describe('instance page: WSL tab', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it("lists a Windows host's WSL instances from its own answer, linked to their pages", async () => {
    const host = await api<ServerHost>(ns, token, `computers/${HOST}`);
    const { portal, screen } = await openPage(ns, `/instances/${HOST}?tab=wsl`, host.title);
    const table = await screen.findByRole('table', { name: 'WSL instances' });
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.textContent)).to.deep.equal(host.children.map((child) => child.title));
    expect(links[0]!.getAttribute('href')).to.match(new RegExp(`/instances/${HOST}/${host.children[0]!.id}$`));
    await expect(portal).to.be.accessible();
    // The search narrows the host's own list, says so as a chip, and is in the address.
    const wanted = host.children[1]!.title;
    await typeInto(screen.getByRole('searchbox', { name: 'Search WSL instances' }), wanted);
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(within(table).getAllByRole('link').map((link) => link.textContent)).to.deep.equal([wanted]));
    expect(screen.getByRole('button', { name: `Remove Search filter: ${wanted}` })).to.exist;
    expect(new URLSearchParams(window.location.search).get('search')).to.equal(wanted);
  });

  it('sets the default instance once confirmed: the legacy call with the child and its host', async () => {
    const host = await api<ServerHost>(ns, token, `computers/${HOST}`);
    const other = host.children.find((child) => !child.is_default_child)!;
    const { screen } = await openPage(ns, `/instances/${HOST}?tab=wsl`, host.title);
    await screen.findByRole('table', { name: 'WSL instances' });
    screen.getByRole('button', { name: `Actions for ${other.title}` }).click();
    (await screen.findByRole('menuitem', { name: 'Set default instance' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Set default instance' });
    expect(dialog.textContent).to.contain(`Are you sure you want to set ${other.title} as default instance?`);
    await clearRequests(ns);
    within(dialog).getByRole('button', { name: 'Set default' }).click();
    await findNotification(screen, `You queued ${other.title} to be set as the default instance`);
    const [call] = await requests(ns, { path: 'SetDefaultChildComputer' });
    expect(call!.query).to.include({ child_id: String(other.id), parent_id: String(HOST) });
  });

  it('deletes an instance only once its name is typed; a refusal keeps the modal with the server message', async () => {
    const host = await api<ServerHost>(ns, token, `computers/${HOST}`);
    const child = host.children[0]!;
    const { screen } = await openPage(ns, `/instances/${HOST}?tab=wsl`, host.title);
    await screen.findByRole('table', { name: 'WSL instances' });
    screen.getByRole('button', { name: `Actions for ${child.title}` }).click();
    (await screen.findByRole('menuitem', { name: 'Delete instance' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Delete instance' });
    const button = within(dialog).getByRole('button', { name: 'Delete' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').to.equal(true);
    await typeInto(within(dialog).getByRole('textbox'), `delete ${child.title}`);
    await setOptions(ns, { faults: [{ path: 'DeleteChildComputers', status: 409, times: 1, body: { error: 'Conflict', message: 'The host is offline.' } }] });
    await waitFor(() => expect(button.hasAttribute('disabled')).to.equal(false));
    button.click();
    await within(dialog).findByText('The host is offline.');
    await clearRequests(ns);
    button.click();
    await findNotification(screen, `You queued ${child.title} to be deleted.`);
    const [call] = await requests(ns, { path: 'DeleteChildComputers' });
    expect(call!.query).to.include({ 'computer_ids.1': String(child.id) });
    // The host's answer is read again: the deleted instance is gone.
    await waitFor(() => expect(screen.queryByRole('link', { name: child.title })).to.equal(null));
  });

  it('installs an official image, and refuses a reserved custom name before sending', async () => {
    const host = await api<ServerHost>(ns, token, `computers/${HOST}`);
    const { screen } = await openPage(ns, `/instances/${HOST}?tab=wsl`, host.title);
    await screen.findByRole('table', { name: 'WSL instances' });
    screen.getByRole('button', { name: 'Create new instance' }).click();
    const form = await screen.findByRole('form', { name: 'Install new WSL instance' });
    const type = (await within(form).findByRole('combobox', { name: /Instance type/ })) as HTMLSelectElement;
    type.value = '__custom__';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    await typeInto(await within(form).findByRole('textbox', { name: /Instance name/ }), 'Ubuntu-24.04');
    await typeInto(within(form).getByRole('textbox', { name: /Rootfs URL/ }), 'https://example.com/rootfs.tar.gz');
    await clearRequests(ns);
    within(form).getByRole('button', { name: 'Install' }).click();
    await within(form).findByText("Instance name cannot match 'ubuntu', 'ubuntu-preview', or 'ubuntu-<dd>.<dd>'");
    expect(await requests(ns, { method: 'POST' })).to.deep.equal([]);
    type.value = 'Ubuntu-22.04';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    within(form).getByRole('button', { name: 'Install' }).click();
    await findNotification(screen, 'You queued a new WSL instance to be installed');
    const [post] = await requests(ns, { method: 'POST' });
    expect([post!.path, post!.body]).to.deep.equal([`computers/${HOST}/children`, { computer_name: 'Ubuntu-22.04' }]);
  });

  it('says when a host has no WSL instance, and offers to install one', async () => {
    const host = await api<ServerHost>(ns, token, `computers/${HOST_WITHOUT_CHILDREN}`);
    const { screen } = await openPage(ns, `/instances/${HOST_WITHOUT_CHILDREN}?tab=wsl`, host.title);
    expect(await screen.findByRole('heading', { level: 2, name: 'No WSL Instances found' })).to.exist;
    expect(screen.getByRole('link', { name: 'Learn more about Ubuntu WSL (opens in a new tab)' })).to.exist;
    screen.getByRole('button', { name: 'Install new WSL instance' }).click();
    expect(await screen.findByRole('form', { name: 'Install new WSL instance' })).to.exist;
  });
});
