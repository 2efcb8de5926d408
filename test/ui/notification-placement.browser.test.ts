/**
 * Issue 22, point 4: notifications stand where no primary control is: not over a page's primary
 * actions and filters, not over the brand and the organisation selector beside an open side panel,
 * never over the header's actions (the Menu button on a narrow screen).
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { notify } from '../../src/state/notifications.ts';
import { findNotification } from '../helpers/dom.ts';
import { leavePortal, renderPortalPage } from '../helpers/portal.ts';
import { openFirstDetails } from '../activities/helpers.ts';

const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The card does not cover any of `controls`. */
function coversNone(card: HTMLElement, controls: readonly HTMLElement[]) {
  const box = card.getBoundingClientRect();
  expect(box.height, 'the card is shown').to.be.above(0);
  for (const control of controls) {
    expect(overlap(box, control.getBoundingClientRect()), `the notification covers ${control.outerHTML.slice(0, 100)}`).to.equal(false);
  }
}

/**
 * A notification of the portal's as tall as the real ones get (a title, two sentences, an action),
 * once it is on screen (a frame for the top layer to settle).
 */
async function shownNotice(rendered: Awaited<ReturnType<typeof renderPortalPage>>, message: string) {
  const detail = 'This profile will perform an initial run, apply remediation fixes on associated instances, restart them and generate an audit.';
  notify(
    rendered.root.store,
    { type: 'positive', title: 'Profile created', message: `${message} ${detail}`, actions: [{ label: 'View details', onClick: () => undefined }] },
    rendered.portal,
  );
  const card = await findNotification(rendered.screen, message);
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return card;
}

describe('where notifications stand', () => {
  afterEach(async () => {
    leavePortal();
    await setViewport({ width: 1280, height: 800 });
  });

  it("not over a page's primary action, its search or its filters", async () => {
    await setViewport({ width: 1280, height: 800 });
    const page = await renderPortalPage('/profiles/security', 'Security profiles');
    const main = page.portal.shadowRoot!.querySelector('main')!;
    const add = await within(main).findByRole('button', { name: 'Add security profile' });
    const card = await shownNotice(page, 'Saved.');
    coversNone(card, [
      add,
      within(main).getByRole('searchbox'),
      within(main).getByRole('button', { name: /^Status/ }),
      within(main).getByRole('button', { name: /^Pass rate/ }),
    ]);
  });

  it('beside an open side panel, not over the brand or the organisation selector', async () => {
    await setViewport({ width: 1280, height: 800 });
    const page = await renderPortalPage('/activities', 'Activities');
    const dialog = await openFirstDetails(page.screen);
    const card = await shownNotice(page, 'Saved beside the panel.');
    const navigation = page.portal.shadowRoot!.querySelector('header')!;
    coversNone(card, [
      page.screen.getByRole('button', { name: /^Organisation/ }),
      ...within(navigation).getAllByText('Landscape'),
      within(dialog).getByRole('button', { name: 'Close side panel' }),
    ]);
  });

  it('on a narrow screen, never over the top bar and its Menu button', async () => {
    await setViewport({ width: 500, height: 800 });
    const page = await renderPortalPage('/activities', 'Activities');
    const card = await shownNotice(page, 'Saved on a narrow screen.');
    coversNone(card, [page.screen.getByRole('button', { name: 'Menu' }), page.screen.getByRole('heading', { level: 1, name: 'Activities' })]);
  });
});
