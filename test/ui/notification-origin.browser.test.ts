/**
 * Several widgets of one store on a page: a notification shows in the notification area of the
 * element whose action raised it (which one is `isShownBy`, unit-tested), and one no element raised
 * in each area.
 */
import { expect, html } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { notify } from '../../src/state/notifications.ts';
import { mount, screenOf, wholeText } from '../helpers/dom.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';

configure({ asyncUtilTimeout: 5000 });

async function renderPage(ns: SimNamespace) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase}>
      <landscape-org-switcher></landscape-org-switcher>
      <landscape-activities></landscape-activities>
    </landscape-root>`,
    'landscape-root',
  );
  const switcher = root.querySelector('landscape-org-switcher')!;
  const activities = root.querySelector('landscape-activities')!;
  return { root, switcher, activities, switcherScreen: screenOf(switcher), activitiesScreen: screenOf(activities) };
}

/** The notification cards an element shows. */
const cards = (element: Element) => [...(element.shadowRoot?.querySelectorAll('[part="notification"]') ?? [])];

describe('notifications of several widgets in one store', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('the switch notice shows in the organisation widget', async () => {
    const { switcher, activitiesScreen, switcherScreen } = await renderPage(ns);
    await activitiesScreen.findAllByRole('checkbox', { name: /^Select / });
    (await switcherScreen.findByRole('button', { name: 'Organisation: Acme Corporation' })).click();
    (await switcherScreen.findByRole('option', { name: 'Globex' })).click();
    const notice = await switcherScreen.findByText(wholeText('You have switched to Globex.'));
    expect(notice.closest('[part="notification"]')).to.not.equal(null);
    expect(cards(switcher)).to.have.length(1);
  });

  it('a notification no element raised shows in each area', async () => {
    const { root, switcher, activities, activitiesScreen } = await renderPage(ns);
    await activitiesScreen.findAllByRole('checkbox', { name: /^Select / });
    notify(root.store, { type: 'information', message: 'Maintenance tonight.' });
    await activitiesScreen.findByText('Maintenance tonight.');
    expect(cards(switcher)).to.have.length(1);
    expect(cards(activities)).to.have.length(1);
  });
});
