/**
 * Issue 22, point 2: what covers the page keeps focus in front of it. While the narrow screen's menu
 * is open, or a side panel covers a narrow screen, the page behind is inert; Escape closes either
 * wherever focus is, the menu returning focus to its button.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { deepActiveElement } from '../../src/ui/focus.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortalPage } from '../helpers/portal.ts';
import { openFirstDetails } from '../activities/helpers.ts';

/** The portal at a path, once its page (in the layout) is shown; gives its main region too. */
async function openPortal(path: string, heading: string) {
  const rendered = await renderPortalPage(path, heading);
  const shadow = rendered.portal.shadowRoot!;
  return { ...rendered, shadow, main: shadow.querySelector('main')! };
}

/** Whether `element` is inert (itself or through an ancestor in its shadow root). */
const inert = (element: Element) => element.closest('[inert]') !== null;

/** Focus on nothing: the body, as after a click on an empty part of the page. */
function focusNothing() {
  deepActiveElement()?.blur();
  expect(document.activeElement).to.equal(document.body);
}

describe('overlays on narrow screens (500px)', () => {
  before(async () => {
    await setViewport({ width: 500, height: 800 });
  });
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(leavePortal);

  it('the open menu makes the page behind inert, Tab stays out of it, and Escape from anywhere closes it', async () => {
    const { screen, shadow, main } = await openPortal('/activities', 'Activities');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(inert(main)).to.equal(false);
    menu.click();
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(inert(main)).to.equal(true));
    expect(inert(shadow.querySelector('button')!), 'the skip link').to.equal(true);
    expect(inert(navigation)).to.equal(false);

    // From the menu's last control, Tab does not reach a link of the page behind it.
    const panel = shadow.getElementById(menu.getAttribute('aria-controls')!)!;
    const controls = [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter((control) => control.checkVisibility());
    controls.at(-1)!.focus();
    await sendKeys({ press: 'Tab' });
    const next = deepActiveElement();
    expect(next === null || !main.contains(next), `Tab reached ${next?.outerHTML.slice(0, 80)}`).to.equal(true);

    focusNothing();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).to.equal('false'));
    expect(shadow.activeElement).to.equal(menu);
    expect(inert(main)).to.equal(false);
  });

  it('a side panel makes the page behind inert while it covers it, and Escape from anywhere closes it', async () => {
    const { screen, shadow, main } = await openPortal('/activities', 'Activities');
    await openFirstDetails(screen);
    await waitFor(() => expect(inert(main)).to.equal(true));
    expect(inert(shadow.querySelector('header')!), 'the top bar').to.equal(true);
    focusNothing();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(inert(main)).to.equal(false);
  });
});

describe('a side panel beside the page (1280px)', () => {
  afterEach(leavePortal);

  it('leaves the page usable, and Escape closes it with focus in the page, but not after a dropdown used it', async () => {
    const { screen, main } = await openPortal('/activities', 'Activities');
    await openFirstDetails(screen);
    expect(inert(main)).to.equal(false);

    // A dropdown of the page, opened beside the panel: its Escape closes only the dropdown.
    within(main).getByRole('button', { name: /^Status/ }).focus();
    await sendKeys({ press: 'Enter' });
    await screen.findByRole('listbox');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    expect(screen.queryByRole('dialog')).to.not.equal(null);

    within(main).getByRole('searchbox').focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
  });
});
