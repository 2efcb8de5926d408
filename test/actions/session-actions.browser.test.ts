import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { announcedAs, recordEvents, waitFor, wholeText } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, setOptions } from '../helpers/simulator.ts';
import { captureNavigation, openShell, settled, WELCOME_KEY } from '../shell/shell.ts';

const LATENCY_MS = 400;

describe('session actions in the portal', () => {
  beforeEach(() => localStorage.setItem(WELCOME_KEY, 'true'));
  afterEach(() => {
    localStorage.removeItem(WELCOME_KEY);
    restoreLocation();
  });

  it('Sign out: a double-click sends one logout, and the button says so while it runs', async () => {
    const { ns, root, screen } = await openShell('/activities');
    await settled(root);
    await setOptions(ns, { latencyMs: LATENCY_MS });
    await clearRequests(ns);
    const button = screen.getByRole('button', { name: 'Sign out' });
    button.click();
    button.click();
    await waitFor(() => expect(button.textContent).to.equal('Signing out...'));
    expect(button.getAttribute('aria-busy')).to.equal('true');
    button.click();
    await waitForPath('/login');
    await screen.findByLabelText('Email');
    expect(await requests(ns, { path: 'logout' })).to.have.length(1);
  });

  it('Switch to classic dashboard: a double-click asks once, and it stays busy while the page leaves', async () => {
    const { ns, root, screen } = await openShell('/activities');
    const visited = captureNavigation(root);
    await setOptions(ns, { latencyMs: LATENCY_MS });
    await clearRequests(ns);
    const button = screen.getByRole('button', { name: 'Switch to classic dashboard' });
    button.click();
    button.click();
    await waitFor(() => expect(button.textContent).to.equal('Opening the classic dashboard...'));
    expect(button.getAttribute('aria-busy')).to.equal('true');
    await waitFor(() => expect(visited).to.deep.equal(['/classic/']), { timeout: 5000 });
    button.click();
    expect(await requests(ns, { path: 'classic_dashboard_url' })).to.have.length(1);
    expect(button.getAttribute('aria-busy')).to.equal('true');
  });

  it('Organisation: arrows move without switching; Enter switches and a notice confirms it', async () => {
    const { ns, root, screen, navigation } = await openShell('/activities');
    await settled(root);
    const switched = recordEvents(root, 'landscape-account-switched');
    const sidebar = navigation.closest('[part="navigation"]') as HTMLElement;
    const dropdown = within(sidebar).getByRole('button', { name: 'Organisation: Acme Corporation' });
    await clearRequests(ns);
    dropdown.focus();
    await sendKeys({ press: 'ArrowDown' });
    const listbox = await within(sidebar).findByRole('listbox', { name: 'Organisation' });
    await sendKeys({ press: 'ArrowDown' });
    const globex = within(listbox).getByRole('option', { name: 'Globex' });
    await waitFor(() => expect(listbox.getAttribute('aria-activedescendant')).to.equal(globex.id));
    // A switch is busy from the moment it starts (same event): not busy now means none started.
    expect(dropdown.closest('[aria-busy]')?.getAttribute('aria-busy')).to.equal('false');
    expect(await requests(ns, { path: 'switch-account' })).to.have.length(0);
    expect(switched).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    const notice = await screen.findByText(wholeText('You have switched to Globex.'));
    expect(announcedAs(notice)).to.equal('polite');
    expect(switched).to.deep.equal([{ account: 'globex' }]);
    expect(dropdown.getAttribute('aria-label')).to.equal('Organisation: Globex');
    expect(await requests(ns, { path: 'switch-account' })).to.have.length(1);
  });

  it('Organisation: a switch closes the side panel showing an item of the previous organisation', async () => {
    const { root, screen, navigation } = await openShell('/activities');
    await settled(root);
    const table = await screen.findByRole('table', { name: 'Activities' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr button').length).to.be.greaterThan(0));
    const opener = table.querySelector<HTMLButtonElement>('tbody tr button')!;
    opener.click();
    await screen.findByRole('dialog', { name: opener.textContent! });
    const sidebar = navigation.closest('[part="navigation"]') as HTMLElement;
    within(sidebar).getByRole('button', { name: 'Organisation: Acme Corporation' }).click();
    (await within(sidebar).findByRole('option', { name: 'Globex' })).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await screen.findByText(wholeText('You have switched to Globex.'));
  });
});
