import { expect, html } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import '../../elements/index.ts';
import { setTexts, type LandscapeTexts } from '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { createNamespace, type SimNamespace } from '../helpers/simulator.ts';

/** One text of each widget, replaced. */
const GERMAN: LandscapeTexts = {
  auth: { signedInAs: 'Angemeldet als' },
  organisations: { label: 'Organisation (Mandant)' },
  activities: { tableCaption: 'Aktivitäten' },
  'security-profiles': { tableCaption: 'Sicherheitsprofile' },
  'identity-providers': { tableCaption: 'Identitätsanbieter' },
  'org-settings': { fields: { title: 'Name der Organisation' } },
  instances: { tableCaption: 'Rechner' },
  'events-log': { tableCaption: 'Ereignisse' },
  scripts: { tableCaption: 'Skripte' },
  'upgrade-profiles': { list: { caption: 'Upgrade-Profile' } },
  'reboot-profiles': { list: { caption: 'Neustartprofile' } },
  'removal-profiles': { list: { caption: 'Entfernungsprofile' } },
  'repository-profiles': { list: { caption: 'Repository-Profile' } },
  'package-profiles': { list: { caption: 'Paketprofile' } },
  'wsl-profiles': { list: { caption: 'WSL-Profile' } },
};

const WIDGETS = [
  'landscape-login',
  'landscape-org-switcher',
  'landscape-activities',
  'landscape-security-profiles',
  'landscape-identity-providers',
  'landscape-org-settings',
  'landscape-instances',
  'landscape-events-log',
  'landscape-scripts',
  'landscape-upgrade-profiles',
  'landscape-reboot-profiles',
  'landscape-removal-profiles',
  'landscape-repository-profiles',
  'landscape-package-profiles',
  'landscape-wsl-profiles',
] as const;

async function renderWidgets(ns: SimNamespace, texts?: LandscapeTexts) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} .texts=${texts}>
      ${WIDGETS.map((tag) => document.createElement(tag))}
    </landscape-root>`,
    'landscape-root',
  );
  const screens = Object.fromEntries(WIDGETS.map((tag) => [tag, screenOf(root.querySelector(tag)!)])) as Record<
    (typeof WIDGETS)[number],
    ReturnType<typeof screenOf>
  >;
  return { root, screens };
}

type Screens = Awaited<ReturnType<typeof renderWidgets>>['screens'];

/** Waits for each widget to show its text (replaced or default) where a person finds it. */
async function expectTexts(screens: Screens, texts: { signedInAs: string; organisation: string; tables: Record<string, string>; orgTitle: string }) {
  // Thirteen widgets' code loads at once at first (each module served from source): a longer wait.
  await screens['landscape-login'].findByText(texts.signedInAs, {}, { timeout: 10_000 });
  const switcher = screens['landscape-org-switcher'];
  await switcher.findByText(texts.organisation, {}, { timeout: 10_000 });
  expect(await switcher.findByRole('button', { name: `${texts.organisation}: Acme Corporation` })).to.exist;
  for (const [tag, name] of Object.entries(texts.tables)) {
    await screens[tag as keyof Screens].findByRole('table', { name }, { timeout: 10_000 });
  }
  await screens['landscape-org-settings'].findByRole('textbox', { name: texts.orgTitle }, { timeout: 10_000 });
}

const REPLACED = {
  signedInAs: 'Angemeldet als',
  organisation: 'Organisation (Mandant)',
  tables: {
    'landscape-activities': 'Aktivitäten',
    'landscape-security-profiles': 'Sicherheitsprofile',
    'landscape-identity-providers': 'Identitätsanbieter',
    'landscape-instances': 'Rechner',
    'landscape-events-log': 'Ereignisse',
    'landscape-scripts': 'Skripte',
    'landscape-upgrade-profiles': 'Upgrade-Profile',
    'landscape-reboot-profiles': 'Neustartprofile',
    'landscape-removal-profiles': 'Entfernungsprofile',
    'landscape-repository-profiles': 'Repository-Profile',
    'landscape-package-profiles': 'Paketprofile',
    'landscape-wsl-profiles': 'WSL-Profile',
  },
  orgTitle: 'Name der Organisation',
};

const DEFAULTS = {
  signedInAs: 'Signed in as',
  organisation: 'Organisation',
  tables: {
    'landscape-activities': 'Activities',
    'landscape-security-profiles': 'Security profiles',
    'landscape-identity-providers': 'Identity providers',
    'landscape-instances': 'Instances',
    'landscape-events-log': 'Events',
    'landscape-scripts': 'Scripts',
    'landscape-upgrade-profiles': 'Upgrade profiles',
    'landscape-reboot-profiles': 'Reboot profiles',
    'landscape-removal-profiles': 'Removal profiles',
    'landscape-repository-profiles': 'Repository profiles',
    'landscape-package-profiles': 'Package profiles',
    'landscape-wsl-profiles': 'WSL profiles',
  },
  orgTitle: 'Organisation title',
};

describe('texts the host replaces', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(() => {
    setTexts(undefined);
    leavePortal();
  });

  it("shows one replaced text in each widget, given as the root's texts before they render", async () => {
    const { root, screens } = await renderWidgets(ns, GERMAN);
    expect(root.texts).to.equal(GERMAN);
    await expectTexts(screens, REPLACED);
    // Texts not replaced keep SPEC's defaults.
    await screens['landscape-activities'].findByRole('button', { name: 'Search help' });
    await expect(root).to.be.accessible();
  });

  it('shows new texts in widgets already shown, and a later assignment replaces the earlier one', async () => {
    const { root, screens } = await renderWidgets(ns);
    await expectTexts(screens, DEFAULTS);
    root.texts = GERMAN;
    await expectTexts(screens, REPLACED);
    // Replaces, does not add: only the activities caption is replaced now.
    setTexts({ activities: { tableCaption: 'Tätigkeiten' } });
    await screens['landscape-activities'].findByRole('table', { name: 'Tätigkeiten' });
    await expectTexts(screens, { ...DEFAULTS, tables: { ...DEFAULTS.tables, 'landscape-activities': 'Tätigkeiten' } });
    root.texts = undefined;
    await expectTexts(screens, DEFAULTS);
  });

  it("replaces the sign-in form's field names and SPEC's generic form messages", async () => {
    const signedOut = await createNamespace();
    setTexts({ auth: { email: 'E-Mail' }, ui: { form: { required: '${path} fehlt', invalidEmail: '${path} ist ungültig' } } });
    const root = await mount<LandscapeRoot>(
      html`<landscape-root api-base=${signedOut.apiBase} legacy-api-base=${signedOut.legacyApiBase}><landscape-login></landscape-login></landscape-root>`,
      'landscape-root',
    );
    const screen = screenOf(root.querySelector('landscape-login')!);
    (await screen.findByRole('button', { name: 'Sign in' })).click();
    await screen.findByText('E-Mail fehlt');
    expect(screen.getByText('Password fehlt')).to.exist;
    const email = screen.getByRole('textbox', { name: 'E-Mail' }) as HTMLInputElement;
    email.focus();
    document.execCommand('insertText', false, 'not-an-address');
    (screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).click();
    await screen.findByText('E-Mail ist ungültig');
  });

  it('warns once about names it does not know and applies the rest', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const { screens } = await renderWidgets(ns);
      setTexts({ activities: { tableCaption: 'Aktivitäten', noSuchText: 'x' }, nothing: {} } as LandscapeTexts);
      await screens['landscape-activities'].findByRole('table', { name: 'Aktivitäten' });
    } finally {
      console.warn = warn;
    }
    expect(warnings.length).to.equal(1);
    expect(String(warnings[0]![0])).to.contain('"activities.noSuchText"').and.to.contain('"nothing"');
  });

  it('replaces the portal\'s texts (navigation, page titles, shared ui) and keeps its address when they change', async () => {
    const { root, screen } = await renderPortal(ns, '/activities?search=upgrade');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await within(navigation).findByRole('link', { name: 'Activities' });
    root.texts = {
      shell: { routes: { navigation: { '/activities': 'Aktivitäten' }, titles: { '/activities': 'Alle Aktivitäten' } } },
      ui: { list: { clearAll: 'Alle Filter entfernen' } },
    };
    // The old tree's navigation is replaced: look for the new one's link.
    await screen.findByRole('link', { name: 'Aktivitäten' });
    await waitFor(() => expect(document.title).to.equal('Alle Aktivitäten | Landscape'));
    await screen.findByRole('button', { name: 'Alle Filter entfernen' });
    await waitForPath('/activities?search=upgrade');
    // The filter in the address is still applied, as a chip.
    await screen.findByRole('button', { name: 'Remove Search filter: upgrade' });
  });
});
