import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, TEST_BASE, waitForPath } from '../helpers/portal.ts';
import { createNamespace, requests, signIn } from '../helpers/simulator.ts';
import { settled, WELCOME_KEY } from './shell.ts';

async function openNarrow(path: string) {
  const ns = await createNamespace();
  await signIn(ns);
  const rendered = await renderPortal(ns, path);
  const menu = await rendered.screen.findByRole('button', { name: 'Menu' });
  const shadow = rendered.portal.shadowRoot!;
  const panel = () => shadow.getElementById(menu.getAttribute('aria-controls')!)!;
  return { ns, ...rendered, menu, panel, shadow };
}

describe('shell: narrow screens (500px)', () => {
  before(async () => {
    await setViewport({ width: 500, height: 800 });
  });
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => restoreLocation());

  it('hides the navigation behind a Menu button that opens and closes it', async () => {
    const { screen, menu, panel } = await openNarrow('/activities');
    expect(menu.getAttribute('aria-expanded')).to.equal('false');
    expect(panel()).to.exist;
    expect(panel().hidden).to.equal(true);
    expect(screen.queryByRole('navigation', { name: 'Main' })).to.equal(null);
    expect(screen.getByRole('main')).to.exist;

    menu.click();
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('true'));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(panel().contains(navigation)).to.equal(true);
    expect(within(navigation).getByRole('link', { name: 'Activities' }).getAttribute('aria-current')).to.equal('page');

    menu.click();
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('false'));
    expect(panel().hidden).to.equal(true);
    expect(screen.queryByRole('navigation', { name: 'Main' })).to.equal(null);
  });

  it('closes the menu when a link is followed', async () => {
    const { screen, menu } = await openNarrow('/activities');
    menu.click();
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    within(navigation).getByRole('link', { name: 'Scripts' }).click();
    await waitForPath('/scripts');
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('false'));

    // Also the link to the page already shown.
    menu.click();
    const again = await screen.findByRole('navigation', { name: 'Main' });
    within(again).getByRole('link', { name: 'Scripts' }).click();
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('false'));
  });

  it('closes the menu with Escape and returns focus to the Menu button', async () => {
    const { screen, menu, shadow } = await openNarrow('/overview');
    menu.focus();
    await sendKeys({ press: 'Enter' });
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    within(navigation).getByRole('link', { name: 'Instances' }).focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('false'));
    expect(shadow.activeElement).to.equal(menu);
    expect(screen.queryByRole('navigation', { name: 'Main' })).to.equal(null);
  });

  it('collapses the account links into an Account accordion', async () => {
    const { screen, menu } = await openNarrow('/overview');
    menu.click();
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(account.getAttribute('aria-expanded')).to.equal('false');
    expect(screen.queryByRole('link', { name: 'API credentials' })).to.equal(null);
    expect(screen.queryByRole('button', { name: 'Sign out' })).to.equal(null);

    account.click();
    await waitFor(() => expect(account.getAttribute('aria-expanded')).to.equal('true'));
    const links = [
      ['General', 'account/general'],
      ['Alerts', 'account/alerts'],
      ['API credentials', 'account/api-credentials'],
    ];
    const controlled = account.getRootNode() as ShadowRoot;
    const items = within(controlled.getElementById(account.getAttribute('aria-controls')!)!);
    expect(items.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal(
      links.map(([name, path]) => [name, `${TEST_BASE}${path}`]),
    );
    expect(items.getByRole('button', { name: 'Sign out' })).to.exist;
  });

  it('signs out from the accordion', async () => {
    const { ns, root, screen, menu } = await openNarrow('/overview');
    await settled(root);
    menu.click();
    (await screen.findByRole('button', { name: 'Account' })).click();
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitForPath('/login');
    await screen.findByLabelText('Email');
    expect(await requests(ns, { method: 'POST', path: 'logout' })).to.have.length(1);
  });

  it('has no secondary account navigation', async () => {
    const { screen } = await openNarrow('/account/general');
    await screen.findByRole('heading', { level: 1, name: 'General' });
    expect(screen.queryByRole('navigation', { name: 'Account' })).to.equal(null);
  });

  it('is accessible with the menu open', async () => {
    const { portal, screen, menu } = await openNarrow('/overview');
    menu.click();
    (await screen.findByRole('button', { name: 'Account' })).click();
    await screen.findByRole('link', { name: 'API credentials' });
    await expect(portal).to.be.accessible();
  });
});
