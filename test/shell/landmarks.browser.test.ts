/**
 * Keyboard entry and landmarks of the portal: "Skip to main content" comes first, and axe's landmark
 * rules (run over the whole page, none disabled) pass in every state of the shell.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { notify } from '../../src/state/notifications.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation } from '../helpers/portal.ts';
import { createNamespace, signIn } from '../helpers/simulator.ts';
import { landmarkViolations } from './landmarks.ts';
import { openShell, settled, WELCOME_KEY } from './shell.ts';

/** The focused element inside the portal's shadow root. */
const focusedIn = (portal: Element) => portal.shadowRoot!.activeElement;

describe('shell: skip link and landmarks', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(() => restoreLocation());

  for (const width of [1280, 500]) {
    it(`"Skip to main content" is first in the tab order, shows when focused and moves focus to main (${width}px)`, async () => {
      await setViewport({ width, height: 800 });
      const ns = await createNamespace();
      await signIn(ns);
      const { root, portal, screen } = await renderPortal(ns, '/activities');
      await screen.findByRole('heading', { level: 1, name: 'Activities' });
      await settled(root);
      const skip = screen.getByRole('button', { name: 'Skip to main content' });
      // Out of sight until focused.
      expect(skip.getBoundingClientRect().bottom).to.be.at.most(0);
      await sendKeys({ press: 'Tab' });
      expect(focusedIn(portal)).to.equal(skip);
      const shown = skip.getBoundingClientRect();
      expect(shown.top).to.be.at.least(0);
      expect(shown.height).to.be.greaterThan(0);
      await sendKeys({ press: 'Enter' });
      const main = screen.getByRole('main');
      await waitFor(() => expect(focusedIn(portal)).to.equal(main));
      expect(location.hash).to.equal('');
      // The next Tab goes on from the main content, not back to the navigation.
      await sendKeys({ press: 'Tab' });
      expect(main.contains(focusedIn(portal))).to.equal(true);
    });
  }

  it('pass axe landmark rules signed in, wide: brand, organisation selector and footer in landmarks', async () => {
    const { root, portal, screen } = await openShell('/activities');
    await settled(root);
    await screen.findAllByRole('checkbox', { name: /^Select / });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Landscape')).to.exist;
    expect(within(banner).getByRole('button', { name: 'Organisation: Acme Corporation' })).to.exist;
    expect(within(banner).getByText('Share your feedback')).to.exist;
    expect(await landmarkViolations()).to.deep.equal([]);
    await expect(portal).to.be.accessible();
  });

  it('pass axe landmark rules with a notification shown and with the side panel open', async () => {
    const { root, screen } = await openShell('/activities');
    await settled(root);
    notify(root.store, { type: 'positive', message: 'Saved.' });
    await screen.findByText('Saved.');
    expect(await landmarkViolations()).to.deep.equal([]);
    // An activity's summary opens its details.
    const [, firstRow] = await screen.findAllByRole('row');
    within(firstRow!).getAllByRole('button')[0]!.click();
    await screen.findByRole('dialog');
    expect(await landmarkViolations()).to.deep.equal([]);
  });

  it('pass axe landmark rules at 500px, with the menu closed and open', async () => {
    await setViewport({ width: 500, height: 800 });
    const ns = await createNamespace();
    await signIn(ns);
    const { root, screen } = await renderPortal(ns, '/activities');
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await settled(root);
    expect(await landmarkViolations()).to.deep.equal([]);
    screen.getByRole('button', { name: 'Menu' }).click();
    await screen.findByRole('navigation', { name: 'Main' });
    expect(await landmarkViolations({ pageBehind: 'inert' })).to.deep.equal([]);
  });

  it('pass axe landmark rules with the welcome modal open', async () => {
    localStorage.clear();
    const { root, screen } = await openShell('/overview');
    await settled(root);
    await screen.findByRole('dialog');
    expect(await landmarkViolations()).to.deep.equal([]);
  });

  it('pass axe landmark rules on the login page: one main landmark and an h1', async () => {
    const ns = await createNamespace();
    const { portal, screen } = await renderPortal(ns, '/login');
    await screen.findByLabelText('Email');
    expect(screen.getAllByRole('main')).to.have.length(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Landscape');
    expect(await landmarkViolations()).to.deep.equal([]);
    await expect(portal).to.be.accessible();
  });

  it('pass axe landmark rules on a not-found page, signed in', async () => {
    const { root, screen } = await openShell('/no/such/page');
    await settled(root);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(await landmarkViolations()).to.deep.equal([]);
  });

  it('pass axe landmark rules on a not-found page, signed out', async () => {
    const { screen } = await renderPortal(await createNamespace(), '/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(await landmarkViolations()).to.deep.equal([]);
  });
});
