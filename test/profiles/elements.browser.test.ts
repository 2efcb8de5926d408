/**
 * `landscape-removal-profiles`, `landscape-upgrade-profiles` and `landscape-reboot-profiles` alone in
 * a page: the same list with its state kept inside the element (the page's address is never read or
 * written), a list of 200 profiles, the details panel, its notices fired as `landscape-notify`, the
 * row menu by keyboard (Enter opens it on its first item, arrows move and wrap, Escape gives focus
 * back), and the sign-in gate when nobody is signed in; axe on the list, the details and the modal.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { computeAccessibleName } from 'dom-accessibility-api';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { findNotification, recordEvents, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, type SimNamespace } from '../helpers/simulator.ts';
import {
  expectRows,
  findPanel,
  groupTitles,
  legacyCalls,
  rebootListRequests,
  renderElement,
  rowOf,
  serverProfiles,
  signedIn,
  TYPES,
  type AnyProfile,
  type ProfileType,
} from './helpers.ts';

/** The menu items of each type, in order (their accessible names). */
const ITEMS: Record<ProfileType, (title: string) => string[]> = {
  removal: (title) => [`Edit "${title}" profile`, `Remove "${title}" profile`],
  upgrade: (title) => [`Edit "${title}" profile`, `Remove "${title}" upgrade profile`],
  reboot: (title) => [`Edit "${title}" profile`, `Duplicate "${title}" profile`, `Remove "${title}" profile`],
};

/** The phrase a type's removal is typed with (§0.4: the name; reboot profiles have none: the title). */
const phraseOf = (profile: AnyProfile) => `remove ${'name' in profile ? profile.name : profile.title}`;

const focused = () => {
  const active = deepActiveElement();
  return active ? computeAccessibleName(active) : '';
};

for (const type of ['removal', 'upgrade', 'reboot'] as const) {
  const T = TYPES[type];

  describe(T.element, () => {
    let ns: SimNamespace;
    before(async () => {
      ns = await signedIn({ manyProfiles: true });
    });

    it('lists 200 profiles, pages and searches inside the element; the address is never read or written; accessible', async () => {
      const address = location.href;
      const entries = history.length;
      const groups = await groupTitles(ns);
      const server = await serverProfiles(type, ns);
      expect(server).to.have.length(200);
      const { element, screen } = await renderElement(ns, type);
      expect(await screen.findByRole('region', { name: T.heading })).to.exist;
      await expectRows(screen, type, server.slice(0, 20), groups);
      await expect(element).to.be.accessible();
      const size = screen.getByRole('combobox', { name: 'Profiles per page' }) as HTMLSelectElement;
      size.value = '100';
      size.dispatchEvent(new Event('change', { bubbles: true }));
      await expectRows(screen, type, server.slice(0, 100), groups);
      screen.getByRole('button', { name: 'Next page' }).click();
      await expectRows(screen, type, server.slice(100, 200), groups);
      await typeInto(screen.getByRole('searchbox', { name: T.searchLabel }), server[2]!.title);
      await sendKeys({ press: 'Enter' });
      await expectRows(screen, type, [server[2]!], groups);
      within(rowOf(screen.getByRole('table', { name: T.heading }), server[2]!.title)).getByRole('button', { name: `Open "${server[2]!.title}" profile details` }).click();
      const panel = await findPanel(screen, server[2]!.title);
      await within(panel).findByRole('toolbar', { name: `${server[2]!.title} profile actions` });
      await expect(element).to.be.accessible();
      expect(location.href).to.equal(address);
      expect(history.length).to.equal(entries);
    });

    it('is used by keyboard: Enter opens the row menu on its first item, arrows move and wrap, Escape gives focus back; the modal is accessible', async () => {
      const [first] = await serverProfiles(type, ns);
      const { element, screen } = await renderElement(ns, type);
      const button = await screen.findByRole('button', { name: `${first!.title} profile actions` });
      button.focus();
      await sendKeys({ press: 'Enter' });
      const menu = await screen.findByRole('menu', { name: `${first!.title} profile actions` });
      const items = ITEMS[type](first!.title);
      expect(within(menu).getAllByRole('menuitem').map((item) => computeAccessibleName(item))).to.deep.equal(items);
      await waitFor(() => expect(focused()).to.equal(items[0]));
      for (const item of [...items.slice(1), items[0]!]) {
        await sendKeys({ press: 'ArrowDown' });
        await waitFor(() => expect(focused()).to.equal(item));
      }
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => expect(focused()).to.equal(items.at(-1)));
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(menu.isConnected && menu.matches(':popover-open')).to.equal(false));
      await waitFor(() => expect(deepActiveElement()).to.equal(button));
      // The last item (Remove) by keyboard: its modal, typed to confirm, Escape closes it.
      await sendKeys({ press: 'ArrowUp' });
      await waitFor(() => expect(focused()).to.equal(items.at(-1)));
      await sendKeys({ press: 'Enter' });
      const modal = await screen.findByRole('dialog', { name: T.removeTitle });
      await waitFor(() => expect(focused()).to.equal(`Type ${phraseOf(first!)} to confirm`));
      await expect(element).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(modal.isConnected).to.equal(false));
    });

    it('fires landscape-notify for a removal, typed and confirmed with Enter', async () => {
      const server = await serverProfiles(type, ns);
      const profile = server.at(-1)!;
      const { element, screen } = await renderElement(ns, type);
      const notes = recordEvents(element, 'landscape-notify');
      const table = await screen.findByRole('table', { name: T.heading });
      await typeInto(screen.getByRole('searchbox', { name: T.searchLabel }), profile.title);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => rowOf(table, profile.title));
      (await screen.findByRole('button', { name: `${profile.title} profile actions` })).click();
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: ITEMS[type](profile.title).at(-1) }).click();
      const modal = await screen.findByRole('dialog', { name: T.removeTitle });
      await typeInto(within(modal).getByRole('textbox'), phraseOf(profile));
      await sendKeys({ press: 'Enter' });
      await findNotification(screen, T.removed.message(profile.title));
      await waitFor(() => expect(notes).to.deep.equal([{ type: 'positive', title: T.removed.title, message: T.removed.message(profile.title) }]));
      await screen.findByText(T.noMatch(profile.title));
    });
  });

  describe(`${T.element} signed out`, () => {
    it('asks to sign in, and asks for no profiles', async () => {
      const signedOut = await createNamespace();
      const { screen } = await renderElement(signedOut, type);
      await screen.findByText(`Sign in to see the ${type} profiles.`);
      expect(screen.queryByRole('table')).to.equal(null);
      const calls = type === 'reboot' ? await rebootListRequests(signedOut) : await legacyCalls(signedOut, T.listCall.path);
      expect(calls).to.deep.equal([]);
      expect((await requests(signedOut)).map((request) => request.path)).to.not.include('GetAccessGroups');
    });
  });
}
