/**
 * Issue 22, point 1: a side panel's form with changes is not thrown away by one key too many. × and
 * Escape ask "Discard changes?" (Keep editing the default), other content in the panel and leaving
 * the page (a link, Back) ask the same; a form without changes closes at once.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { waitFor } from '../helpers/dom.ts';
import { currentPortalPath, leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { field, openRowMenu, renderIdentityProviders, retype } from '../identity-providers/helpers.ts';

type Screen = Awaited<ReturnType<typeof renderIdentityProviders>>['screen'];

async function openEdit(screen: Screen, name: string): Promise<HTMLElement> {
  within(await openRowMenu(screen, name)).getByRole('menuitem', { name: `Edit ${name} provider` }).click();
  const panel = await screen.findByRole('dialog', { name: `Edit ${name} provider` });
  await within(panel).findByRole('form');
  return panel;
}

const discardDialog = (screen: Screen) => screen.queryByRole('dialog', { name: 'Discard changes?' });

describe('a side panel with changes', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('closes at once without changes; with them, × and Escape ask, Keep editing (the default) keeps them', async () => {
    const { screen } = await renderIdentityProviders(ns);
    let panel = await openEdit(screen, 'Okta');
    within(panel).getByRole('button', { name: 'Close side panel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(discardDialog(screen)).to.equal(null);

    panel = await openEdit(screen, 'Okta');
    await retype(field(panel, 'Name'), 'Okta staff');
    await sendKeys({ press: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    const keep = within(ask).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(deepActiveElement()).to.equal(keep));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(discardDialog(screen)).to.equal(null));
    expect(field(panel, 'Name').value).to.equal('Okta staff');
    expect(panel.isConnected).to.equal(true);

    // Escape in the question keeps editing too.
    within(panel).getByRole('button', { name: 'Close side panel' }).click();
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(discardDialog(screen)).to.equal(null));
    expect(field(panel, 'Name').value).to.equal('Okta staff');

    within(panel).getByRole('button', { name: 'Close side panel' }).click();
    within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });

  it('asks before other content replaces the form, and after Discard shows it', async () => {
    const { screen } = await renderIdentityProviders(ns);
    const panel = await openEdit(screen, 'Okta');
    await retype(field(panel, 'Client ID'), 'changed-client');
    within(await openRowMenu(screen, 'Google')).getByRole('menuitem', { name: 'Edit Google provider' }).click();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(screen.getByRole('dialog', { name: 'Edit Okta provider' })).to.exist;
    within(ask).getByRole('button', { name: 'Discard changes' }).click();
    await screen.findByRole('dialog', { name: 'Edit Google provider' });
  });
});

describe('leaving the page with a side panel that has changes', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(leavePortal);

  /** The portal on the security profiles page, its first profile's Edit open and changed. */
  async function changedEdit() {
    const rendered = await renderPortal(ns, '/activities');
    await rendered.screen.findByRole('heading', { level: 1, name: 'Activities' });
    const navigation = await rendered.screen.findByRole('navigation', { name: 'Main' });
    within(navigation).getByRole('button', { name: 'Profiles' }).click();
    (await within(navigation).findByRole('link', { name: /^Security/ })).click();
    await waitForPath('/profiles/security');
    const screen = rendered.screen;
    const menu = (await screen.findAllByRole('button', { name: / profile actions$/ }))[0]!;
    menu.click();
    within(await screen.findByRole('menu')).getAllByRole('menuitem', { name: /^Edit / })[0]!.click();
    const panel = await screen.findByRole('dialog', { name: /^Edit / });
    const name = (await within(panel).findByRole('textbox', { name: 'Profile name' })) as HTMLInputElement;
    name.focus();
    name.select();
    await sendKeys({ type: 'Renamed before leaving' });
    return { ...rendered, navigation, panel, name };
  }

  it('a navigation entry asks first: Keep editing stays on the page, Discard goes', async () => {
    const { screen, navigation, panel, name } = await changedEdit();
    within(navigation).getByRole('link', { name: 'Instances' }).click();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(currentPortalPath()).to.equal('/profiles/security');
    within(ask).getByRole('button', { name: 'Keep editing' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).to.equal(null));
    expect(currentPortalPath()).to.equal('/profiles/security');
    expect(panel.isConnected && name.value).to.equal('Renamed before leaving');

    within(navigation).getByRole('link', { name: 'Instances' }).click();
    within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard changes' }).click();
    await waitForPath('/instances');
    await screen.findByRole('heading', { level: 1, name: 'Instances' });
  });

  it('Escape that closes a dropdown inside the form closes only the dropdown', async () => {
    const { screen, panel } = await changedEdit();
    const tags = within(panel).getByRole('combobox', { name: 'Tags' });
    tags.focus();
    await sendKeys({ type: 'p' });
    await within(panel).findByRole('listbox');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(within(panel).queryByRole('listbox')).to.equal(null));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).to.equal(null);
    expect(panel.isConnected).to.equal(true);
    // The next Escape is the panel's: it asks, the form having changes.
    await sendKeys({ press: 'Escape' });
    await screen.findByRole('dialog', { name: 'Discard changes?' });
  });

  it('Back asks first, and stays; Discard then goes back', async () => {
    const { screen, name } = await changedEdit();
    history.back();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(currentPortalPath()).to.equal('/profiles/security');
    expect(name.value).to.equal('Renamed before leaving');
    within(ask).getByRole('button', { name: 'Discard changes' }).click();
    await waitForPath('/activities');
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
  });
});
