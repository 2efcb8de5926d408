import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { renderPortal, restoreLocation } from '../helpers/portal.ts';
import { createNamespace, signIn } from '../helpers/simulator.ts';
import { openShell, WELCOME_KEY } from './shell.ts';

/** The main navigation's top-level entries (SPEC §2), each drawn with an icon. */
const TOP_LEVEL = ['Overview', 'Instances', 'Activities', 'Scripts', 'Events log', 'Profiles', 'Repositories', 'Org. settings', 'Help'];

/**
 * The decorative picture inside a control or label: present, hidden from assistive technology,
 * not focusable, and actually drawn at a visible size.
 */
function decorativeIcon(owner: Element): SVGSVGElement {
  const icons = owner.querySelectorAll('svg');
  expect(icons.length, `pictures in "${owner.textContent}"`).to.be.greaterThan(0);
  const icon = icons[0]!;
  expect(icon.getAttribute('aria-hidden'), `aria-hidden of the icon in "${owner.textContent}"`).to.equal('true');
  expect(icon.getAttribute('focusable')).to.equal('false');
  const box = icon.getBoundingClientRect();
  expect(box.width, `icon width in "${owner.textContent}"`).to.be.at.least(12);
  expect(box.height, `icon height in "${owner.textContent}"`).to.be.at.least(12);
  return icon;
}

/** The icon comes first, left of the words (in a left-to-right page). */
function expectIconBeforeText(control: HTMLElement, text: string) {
  const icon = decorativeIcon(control);
  const words = within(control).getByText(text);
  expect(icon.getBoundingClientRect().right, `icon before "${text}"`).to.be.at.most(words.getBoundingClientRect().left);
}

/** The brand: the mark, at least 24px, left of the word, which stays its whole text. */
function expectMarkBeforeWord(brand: HTMLElement) {
  const mark = decorativeIcon(brand);
  expect(mark.getBoundingClientRect().width).to.be.at.least(24);
  expect(brand.textContent).to.equal('Landscape');
  const word = document.createRange();
  word.selectNodeContents([...brand.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
  expect(mark.getBoundingClientRect().right).to.be.at.most(word.getBoundingClientRect().left);
}

/** The top-level controls of the main navigation, in order: a link or a group's toggle per entry. */
function topLevelControls(navigation: HTMLElement): HTMLElement[] {
  const [list] = within(navigation).getAllByRole('list');
  return within(list!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector<HTMLElement>('a[href], button')!);
}

describe('shell: look (1280px)', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(WELCOME_KEY, 'true');
  });
  afterEach(() => restoreLocation());

  it('shows the Landscape mark beside the brand, hidden from assistive technology', async () => {
    const { screen } = await openShell('/activities');
    expectMarkBeforeWord(screen.getByText('Landscape'));
  });

  it('shows an icon, hidden from assistive technology, before every top-level navigation item', async () => {
    const { navigation, nav } = await openShell('/activities');
    const controls = topLevelControls(navigation);
    expect(controls.map((control) => control.textContent)).to.deep.equal(TOP_LEVEL);
    for (const [index, control] of controls.entries()) expectIconBeforeText(control, TOP_LEVEL[index]!);
    // Names stay the labels alone.
    expect(nav.getByRole('link', { name: 'Overview' })).to.equal(controls[0]);
    expect(nav.getByRole('button', { name: 'Org. settings' })).to.equal(controls[7]);
  });

  it('draws the icons in the colour of the text beside them', async () => {
    const { navigation } = await openShell('/activities');
    for (const control of topLevelControls(navigation)) {
      const drawn = [...control.querySelector('svg')!.querySelectorAll('path, rect, circle')];
      const colour = getComputedStyle(control).color;
      for (const shape of drawn) {
        const { stroke, fill } = getComputedStyle(shape);
        expect([stroke, fill], `shape colours in "${control.textContent}"`).to.include(colour);
      }
    }
  });

  it('lines up the links inside an open group with the group label, without icons of their own', async () => {
    const { nav } = await openShell('/profiles/security', { oidcAvailable: false });
    const toggle = nav.getByRole('button', { name: 'Profiles' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const groupLabel = within(toggle).getByText('Profiles').getBoundingClientRect().left;
    const repository = nav.getByRole('link', { name: 'Repository' });
    expect(repository.querySelector('svg')).to.equal(null);
    const label = within(repository).getByText('Repository').getBoundingClientRect().left;
    expect(Math.abs(label - groupLabel)).to.be.below(1);
  });

  it('shows an icon before each account link', async () => {
    const { screen } = await openShell('/activities');
    const user = screen.getByRole('navigation', { name: 'User' });
    expectIconBeforeText(within(user).getByRole('link', { name: 'Ada Admin' }), 'Ada Admin');
    expectIconBeforeText(within(user).getByRole('link', { name: 'Alerts' }), 'Alerts');
    expectIconBeforeText(within(user).getByRole('button', { name: 'Sign out' }), 'Sign out');
  });

  it('takes the sidebar colours from --landscape-color-navigation and --landscape-color-navigation-text', async () => {
    const { root, navigation } = await openShell('/activities');
    root.style.setProperty('--landscape-color-navigation', 'rgb(10, 40, 80)');
    root.style.setProperty('--landscape-color-navigation-text', 'rgb(250, 240, 200)');
    const [overview] = topLevelControls(navigation);
    expect(getComputedStyle(overview!).color).to.equal('rgb(250, 240, 200)');
    let sidebar: HTMLElement | null = navigation;
    while (sidebar && getComputedStyle(sidebar).backgroundColor === 'rgba(0, 0, 0, 0)') sidebar = sidebar.parentElement;
    expect(sidebar && getComputedStyle(sidebar).backgroundColor).to.equal('rgb(10, 40, 80)');
  });

  it('is accessible with every group open', async () => {
    const { portal, screen, navigation } = await openShell('/activities');
    for (const toggle of within(navigation).getAllByRole('button')) {
      if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
    }
    await within(navigation).findByRole('link', { name: 'Documentation' });
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await expect(portal).to.be.accessible();
  });
});

describe('shell: look (500px)', () => {
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

  async function openNarrow(path: string) {
    const ns = await createNamespace();
    await signIn(ns);
    const rendered = await renderPortal(ns, path);
    const menu = await rendered.screen.findByRole('button', { name: 'Menu' });
    return { ...rendered, menu };
  }

  it('shows the mark beside the brand in the top bar', async () => {
    const { screen } = await openNarrow('/activities');
    expectMarkBeforeWord(screen.getByText('Landscape'));
  });

  it('shows the icons in the open menu, the Account accordion included, and is accessible', async () => {
    const { portal, screen, menu } = await openNarrow('/activities');
    menu.click();
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const controls = topLevelControls(navigation);
    expect(controls.map((control) => control.textContent)).to.deep.equal(TOP_LEVEL);
    for (const [index, control] of controls.entries()) expectIconBeforeText(control, TOP_LEVEL[index]!);
    const user = screen.getByRole('navigation', { name: 'User' });
    expectIconBeforeText(within(user).getByRole('button', { name: 'Account' }), 'Account');
    await screen.findByRole('heading', { level: 1, name: 'Activities' });
    await expect(portal).to.be.accessible();
  });
});
