import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { notificationAtom, notify } from '../../src/state/notifications.ts';
import { openSidePanel, sidePanelAtom } from '../../src/state/side-panel.ts';
import { waitFor } from '../helpers/dom.ts';
import { renderPortal, restoreLocation, waitForPath } from '../helpers/portal.ts';
import { createNamespace, signIn } from '../helpers/simulator.ts';

const WELCOME_KEY = '_landscape_isWelcomePopupClosed';

describe('portal side panel and notifications across paths', () => {
  beforeEach(() => localStorage.setItem(WELCOME_KEY, 'true'));
  afterEach(() => {
    restoreLocation();
    localStorage.removeItem(WELCOME_KEY);
  });

  it('a path change closes the side panel and clears the notification', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, portal, screen } = await renderPortal(ns, '/scripts');
    await screen.findByRole('heading', { level: 1, name: 'Scripts' });
    openSidePanel(root.store, { title: 'Details', body: 'Panel body' }, portal);
    await screen.findByRole('dialog', { name: 'Details' });
    notify(root.store, { type: 'information', message: 'Something to know' });
    await screen.findByText('Something to know');
    screen.getByRole('link', { name: 'Events log' }).click();
    await waitForPath('/events-log');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Details' })).to.equal(null));
    expect(root.store.jotai.get(sidePanelAtom)).to.equal(null);
    expect(root.store.jotai.get(notificationAtom)).to.equal(null);
    expect(screen.queryByText('Something to know')).to.equal(null);
  });

  it('keeps the notification on the way to /login', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, screen } = await renderPortal(ns, '/scripts');
    await screen.findByRole('heading', { level: 1, name: 'Scripts' });
    notify(root.store, { type: 'negative', message: 'Your session is about to end' });
    (await screen.findByRole('button', { name: 'Sign out' })).click();
    await waitForPath('/login');
    expect(root.store.jotai.get(notificationAtom)?.message).to.equal('Your session is about to end');
  });

  it('shows an opened side panel and a notification accessibly', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const { root, portal, screen } = await renderPortal(ns, '/scripts');
    await screen.findByRole('heading', { level: 1, name: 'Scripts' });
    notify(root.store, { type: 'positive', message: 'Saved' });
    openSidePanel(root.store, { title: 'Details', subtitle: 'More', body: 'Panel body' }, portal);
    await screen.findByRole('dialog', { name: 'Details' });
    await expect(portal).to.be.accessible();
  });
});
