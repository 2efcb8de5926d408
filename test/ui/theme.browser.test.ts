/**
 * Light and dark themes: each element follows `prefers-color-scheme` unless its root (or, without a
 * root, the element itself) sets `theme`; host `--landscape-*` values win over both palettes; both
 * themes pass axe, colour contrast included.
 */
import { expect, html } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { sharedSheet } from '../../src/ui/styles/sheet.ts';
import { renderActivities } from '../activities/helpers.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';

configure({ asyncUtilTimeout: 5000 });

/** theme.css.ts's default backgrounds: the colour an element paints tells which palette it uses. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(31, 31, 31)' } as const;
/** theme.css.ts's default text colours. */
const TEXT = { light: 'rgb(17, 17, 17)', dark: 'rgb(242, 242, 242)' } as const;

type Scheme = keyof typeof BACKGROUND;

async function expectTheme(element: Element, scheme: Scheme): Promise<void> {
  await waitFor(() => {
    const style = getComputedStyle(element);
    expect(style.backgroundColor, `${element.localName}'s background`).to.equal(BACKGROUND[scheme]);
    expect(style.color, `${element.localName}'s text`).to.equal(TEXT[scheme]);
  });
}

/** The Sign in button's background: the primary colour, reached only through the shared sheet. */
function signInBackground(login: Element): string {
  const button = screenOf(login).getByRole('button', { name: 'Sign in' });
  return getComputedStyle(button).backgroundColor;
}

async function renderLogin(ns: SimNamespace, theme?: string) {
  return mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} theme=${theme ?? ''}>
      <landscape-login></landscape-login>
    </landscape-root>`,
    'landscape-root',
  );
}

afterEach(async () => {
  await emulateMedia({ colorScheme: 'light' });
});

for (const scheme of ['light', 'dark'] as const) {
  describe(`theme: ${scheme} (prefers-color-scheme: ${scheme})`, () => {
    beforeEach(async () => {
      await emulateMedia({ colorScheme: scheme });
    });

    it('the activities widget with data follows the system and passes axe, colour contrast included', async () => {
      const ns = await createNamespace();
      await signIn(ns);
      const { element, screen } = await renderActivities(ns);
      const table = await screen.findByRole('table', { name: 'Activities' });
      await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(1));
      await expectTheme(element, scheme);
      await expect(element).to.be.accessible();
    });

    describe('the portal signed in', () => {
      let ns: SimNamespace;
      beforeEach(async () => {
        ns = await signedInNamespace();
      });
      afterEach(leavePortal);

      it('with an activity open in the side panel passes axe, colour contrast included', async () => {
        const { portal, screen } = await renderPortal(ns, '/activities');
        const table = await screen.findByRole('table', { name: 'Activities' });
        await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(1));
        const opener = table.querySelector<HTMLElement>('tbody tr button, tbody tr a')!;
        opener.click();
        await screen.findByRole('dialog', { name: opener.textContent! });
        await waitFor(() => expect(screen.getByRole('dialog').textContent).to.include('Status'));
        await expectTheme(portal, scheme);
        await expect(portal).to.be.accessible();
      });
    });
  });
}

describe('theme: the root decides', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });

  it('theme="light" on the root wins over a dark system preference', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const root = await renderLogin(ns, 'light');
    expect(root.theme).to.equal('light');
    await expectTheme(root.querySelector('landscape-login')!, 'light');
  });

  it('theme="dark" on the root wins over a light system preference, and passes axe', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const root = await renderLogin(ns, 'dark');
    const login = root.querySelector('landscape-login')!;
    await screenOf(login).findByRole('button', { name: 'Sign in' });
    await expectTheme(login, 'dark');
    await expect(login).to.be.accessible();
  });

  it('switching the theme at run time re-themes the elements without reloading them', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const root = await renderLogin(ns);
    const login = root.querySelector('landscape-login')!;
    const email = await screenOf(login).findByRole('textbox', { name: 'Email' });
    expect(root.theme).to.equal('system');
    await expectTheme(login, 'light');
    root.theme = 'dark';
    expect(root.getAttribute('theme')).to.equal('dark');
    await expectTheme(login, 'dark');
    root.setAttribute('theme', 'light');
    await expectTheme(login, 'light');
    // Any other value follows the system again.
    await emulateMedia({ colorScheme: 'dark' });
    root.setAttribute('theme', 'sepia');
    expect(root.theme).to.equal('system');
    await expectTheme(login, 'dark');
    root.theme = 'system';
    expect(root.hasAttribute('theme')).to.equal(false);
    await expectTheme(login, 'dark');
    // The same form, not a new one: nothing was re-rendered or reloaded.
    expect(screenOf(login).getByRole('textbox', { name: 'Email' })).to.equal(email);
  });

  it("a host's --landscape-color-primary wins over the dark palette", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const root = await renderLogin(ns, 'dark');
    const login = root.querySelector('landscape-login')!;
    await screenOf(login).findByRole('button', { name: 'Sign in' });
    // The dark palette's own primary first, so the override below is seen to change it.
    await waitFor(() => expect(signInBackground(login)).to.equal('rgb(93, 187, 99)'));
    root.parentElement!.style.setProperty('--landscape-color-primary', 'rgb(1, 2, 3)');
    await waitFor(() => expect(signInBackground(login)).to.equal('rgb(1, 2, 3)'));
  });

  it('a host may give one property both themes with light-dark()', async () => {
    await emulateMedia({ colorScheme: 'light' });
    const root = await renderLogin(ns);
    const login = root.querySelector('landscape-login')!;
    await screenOf(login).findByRole('button', { name: 'Sign in' });
    root.style.setProperty('--landscape-color-primary', 'light-dark(rgb(1, 2, 3), rgb(4, 5, 6))');
    await waitFor(() => expect(signInBackground(login)).to.equal('rgb(1, 2, 3)'));
    root.theme = 'dark';
    await waitFor(() => expect(signInBackground(login)).to.equal('rgb(4, 5, 6)'));
  });
});

describe('theme: an element without a root', () => {
  it('follows the system, and honours a theme attribute of its own', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const login = await mount<HTMLElement>(html`<landscape-login></landscape-login>`, 'landscape-login');
    await screenOf(login).findByRole('button', { name: 'Sign in' });
    await expectTheme(login, 'dark');
    login.setAttribute('theme', 'light');
    await expectTheme(login, 'light');
    await emulateMedia({ colorScheme: 'light' });
    login.setAttribute('theme', 'dark');
    await expectTheme(login, 'dark');
  });
});

describe('theme: a browser without light-dark()', () => {
  /** The token defaults of the shared sheet's `:host` rules: outside any @supports, and inside one. */
  function hostDefaults(): { plain: string[]; supported: string[] } {
    const defaults = (rule: CSSRule): string[] => {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':host') return [];
      return [...rule.style].map((name) => rule.style.getPropertyValue(name)).filter((value) => value.includes('var(--landscape-color-'));
    };
    const rules = [...(sharedSheet?.cssRules ?? [])];
    return {
      plain: rules.flatMap(defaults),
      supported: rules.filter((rule) => rule instanceof CSSSupportsRule && rule.conditionText.includes('light-dark(')).flatMap((rule) => [...(rule as CSSSupportsRule).cssRules].flatMap(defaults)),
    };
  }

  it('gets the light palette: colours outside @supports (color: light-dark()) name no light-dark()', async () => {
    const ns = await createNamespace();
    await renderLogin(ns);
    const { plain, supported } = hostDefaults();
    expect(plain.length, 'colour tokens with plain defaults').to.be.greaterThan(15);
    expect(plain.filter((value) => value.includes('light-dark('))).to.deep.equal([]);
    expect(plain.some((value) => /var\(--landscape-color-text,\s*#111111\)/i.test(value)), 'the light text colour').to.equal(true);
    expect(supported.filter((value) => value.includes('light-dark(')).length, 'both palettes where supported').to.be.greaterThan(15);
  });
});
