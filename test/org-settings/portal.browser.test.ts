import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { clearRequests, requests, type SimNamespace } from '../helpers/simulator.ts';
import { formOf, patchBodies, replaceText } from './helpers.ts';

describe('portal settings/general', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  it('is the General page under Organisation settings; a saved title shows in the sidebar selector at once', async () => {
    const { portal, screen } = await renderPortal(ns, '/settings/general');
    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).to.exist;
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Organisation settings' })).to.exist;
    const fields = await formOf(screen);
    expect(fields.title.value).to.equal('Acme Corporation');
    const selector = await screen.findByRole('button', { name: 'Organisation: Acme Corporation' });
    await expect(portal).to.be.accessible();

    await clearRequests(ns);
    await replaceText(fields.title, 'Acme Ltd');
    fields.save.click();
    await findNotification(screen, 'The changes to Acme Ltd are saved.');
    await waitFor(() => expect(selector.getAttribute('aria-label')).to.equal('Organisation: Acme Ltd'));
    expect(await patchBodies(ns)).to.deep.equal([{ title: 'Acme Ltd', registration_password: 'acme-fleet-key', auto_register_new_computers: true }]);
    expect(await requests(ns, { path: 'me' })).to.deep.equal([]);
    await waitForPath('/settings/general');
    await expect(portal).to.be.accessible();
  });

  it('is reached from the side navigation', async () => {
    const { screen } = await renderPortal(ns, '/overview');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const orgSettings = within(navigation).getByRole('button', { name: /Org\. settings/ });
    if (orgSettings.getAttribute('aria-expanded') !== 'true') orgSettings.click();
    (await within(navigation).findByRole('link', { name: 'General' })).click();
    await waitForPath('/settings/general');
    await formOf(screen);
  });
});
