/**
 * Issue 22, point 3: every route change moves focus to the new page's h1, so a screen reader reads the
 * page that came; the first load of a page leaves focus where the browser put it.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, waitForPath } from '../helpers/portal.ts';
import { createNamespace } from '../helpers/simulator.ts';
import { openShell, WELCOME_KEY } from './shell.ts';

/** Focus rests on the page's h1, named `name`. */
async function focusOnHeading(root: ShadowRoot, name: string): Promise<void> {
  await waitFor(() => {
    const active = deepActiveElement();
    expect(active?.localName, `focus on ${active?.outerHTML.slice(0, 80)}`).to.equal('h1');
    expect(active?.textContent).to.equal(name);
    expect(root.contains(active)).to.equal(true);
  });
}

describe('shell: focus after a route change', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => localStorage.setItem(WELCOME_KEY, 'true'));
  afterEach(leavePortal);

  it('choosing a navigation entry moves focus from the sidebar to the new page\'s h1', async () => {
    const { portal, screen, nav } = await openShell('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const activities = nav.getByRole('link', { name: 'Activities' });
    activities.focus();
    await sendKeys({ press: 'Enter' });
    await waitForPath('/activities');
    await focusOnHeading(portal.shadowRoot!, 'Activities');

    // And by pointer.
    nav.getByRole('link', { name: 'Instances' }).click();
    await waitForPath('/instances');
    await focusOnHeading(portal.shadowRoot!, 'Instances');
  });

  it("going back moves focus to the page it returns to", async () => {
    const { portal, screen, nav } = await openShell('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    nav.getByRole('link', { name: 'Activities' }).click();
    await focusOnHeading(portal.shadowRoot!, 'Activities');
    history.back();
    await waitForPath('/overview');
    await focusOnHeading(portal.shadowRoot!, 'Overview');
  });

  it("signing in moves focus to the h1 of the page it leads to", async () => {
    const ns = await createNamespace();
    const { portal, screen } = await renderPortal(ns, '/activities');
    await waitForPath(`/login?redirect-to=${encodeURIComponent('/activities')}`);
    await typeInto(await screen.findByLabelText('Email'), 'admin@example.com');
    await typeInto(screen.getByLabelText('Password'), 'landscape-demo');
    screen.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath('/activities');
    await focusOnHeading(portal.shadowRoot!, 'Activities');
  });

  it('the first load of a page leaves focus alone', async () => {
    const before = document.createElement('button');
    before.textContent = 'host page control';
    document.body.append(before);
    try {
      before.focus();
      const { screen } = await openShell('/activities');
      await screen.findByRole('heading', { level: 1, name: 'Activities' });
      await within(await screen.findByRole('table', { name: 'Activities' })).findAllByRole('row');
      expect(deepActiveElement()).to.equal(before);
    } finally {
      before.remove();
    }
  });
});
