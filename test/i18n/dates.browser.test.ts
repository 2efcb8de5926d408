import { expect, html } from '@open-wc/testing';
import dayjs from 'dayjs';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { mount, screenOf, waitFor } from '../helpers/dom.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';

const pad = (n: number) => String(n).padStart(2, '0');

async function renderActivities(ns: SimNamespace, attributes: { locale?: string; timeZone?: string } = {}) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} locale=${attributes.locale ?? ''} time-zone=${attributes.timeZone ?? ''}>
      <landscape-activities></landscape-activities>
    </landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-activities')!;
  return { root, element, screen: screenOf(element) };
}

type Screen = ReturnType<typeof screenOf>;

/** The first row's "Created at" cell (`<time>`), once the table has rows. */
async function firstCreatedAt(screen: Screen): Promise<HTMLTimeElement> {
  const table = await screen.findByRole('table', { name: 'Activities' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(0));
  const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'Created at');
  const cell = table.querySelector('tbody tr')!.querySelectorAll('td, th')[column]!;
  const time = cell.querySelector('time');
  if (!time) throw new Error(`no <time> in "${cell.textContent}"`);
  return time;
}

/** The "Created at" fact of the details panel opened from the first row. */
async function detailsCreatedAt(screen: Screen): Promise<string> {
  const table = await screen.findByRole('table', { name: 'Activities' });
  const summary = table.querySelector('tbody tr button') as HTMLButtonElement;
  summary.click();
  const panel = await screen.findByRole('dialog', { name: summary.textContent! });
  const term = [...panel.querySelectorAll('dt')].find((dt) => dt.textContent === 'Created at')!;
  return term.nextElementSibling!.textContent!;
}

describe('dates in the locale of the root', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('shows "Created at" in German under <landscape-root locale="de-DE">, in the zone the root names', async () => {
    const { element, screen } = await renderActivities(ns, { locale: 'de-DE', timeZone: 'UTC' });
    const time = await firstCreatedAt(screen);
    const moment = new Date(time.dateTime);
    expect(Number.isNaN(moment.getTime())).to.equal(false);
    // German order (day. month. year), 24 hours, and the zone's name.
    expect(time.textContent).to.match(/^\d{2}\. \S+ \d{4}, \d{2}:\d{2} UTC$/);
    expect(time.textContent!.startsWith(`${pad(moment.getUTCDate())}. `)).to.equal(true);
    expect(time.textContent!.endsWith(`${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())} UTC`)).to.equal(true);
    expect(await detailsCreatedAt(screen)).to.equal(time.textContent);
    await expect(element).to.be.accessible();
  });

  it("shows SPEC's format and the browser's zone by default (English)", async () => {
    const { screen } = await renderActivities(ns);
    const time = await firstCreatedAt(screen);
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(time.dateTime))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(time.textContent).to.equal(`${dayjs(time.dateTime).format('MMM DD, YYYY, HH:mm')} ${zone}`);
    expect(await detailsCreatedAt(screen)).to.equal(time.textContent);
  });

  it('follows the locale and zone when the root changes them, and ignores values Intl does not know', async () => {
    const { root, screen } = await renderActivities(ns, { timeZone: 'UTC' });
    const time = await firstCreatedAt(screen);
    expect(time.textContent).to.match(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC$/);
    root.locale = 'de-DE';
    await waitFor(async () => expect((await firstCreatedAt(screen)).textContent).to.match(/^\d{2}\. \S+ \d{4}, \d{2}:\d{2} UTC$/));
    expect(root.getAttribute('locale')).to.equal('de-DE');
    root.timeZone = 'Asia/Kolkata';
    await waitFor(async () => expect((await firstCreatedAt(screen)).textContent).to.match(/ (GMT\+5:30|IST)$/));
    root.setAttribute('locale', 'not a locale!');
    expect(root.locale).to.equal(undefined);
    await waitFor(async () => expect((await firstCreatedAt(screen)).textContent).to.match(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} /));
  });
});

describe("a security profile's schedule in the locale of the root", () => {
  it('writes the end of a schedule in German under locale="de-DE", in SPEC\'s format otherwise, its zone named', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    for (const [locale, until] of [
      ['de-DE', / until \d{2}\. \S+ \d{4}, \d{2}:\d{2} UTC$/],
      ['en-US', / until [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC$/],
    ] as const) {
      const root = await mount<LandscapeRoot>(
        html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} locale=${locale}>
          <landscape-security-profiles></landscape-security-profiles>
        </landscape-root>`,
        'landscape-root',
      );
      const screen = screenOf(root.querySelector('landscape-security-profiles')!);
      const table = await screen.findByRole('table', { name: 'Security profiles' });
      await waitFor(() => expect([...table.querySelectorAll('td')].some((cell) => / until /.test(cell.textContent ?? ''))).to.equal(true));
      const lines = [...table.querySelectorAll('td span')].map((span) => span.textContent ?? '').filter((text) => text.includes(' until '));
      expect(lines.length, `schedules with an end under ${locale}`).to.be.greaterThan(0);
      for (const line of lines) expect(line, locale).to.match(until);
      root.remove();
    }
  });
});
