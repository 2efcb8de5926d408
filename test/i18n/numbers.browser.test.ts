/**
 * Issue 22, point 7: counts are written with Intl.NumberFormat in the root's locale ("5,466" in
 * English, "5.466" in German), the same everywhere (the overview wrote 5,361 where lists wrote 5361).
 */
import { expect, html } from '@open-wc/testing';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { setNumberLocale } from '../../src/lib/numbers.ts';
import { mount, screenOf } from '../helpers/dom.ts';
import { createNamespace, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';

async function instanceTotal(ns: SimNamespace): Promise<number> {
  const response = await fetch(`${ns.apiBase}computers?limit=1&offset=0`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  return ((await response.json()) as { count: number }).count;
}

async function renderInstances(ns: SimNamespace, locale: string) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root api-base=${ns.apiBase} legacy-api-base=${ns.legacyApiBase} locale=${locale}>
      <landscape-instances></landscape-instances>
    </landscape-root>`,
    'landscape-root',
  );
  return { root, screen: screenOf(root.querySelector('landscape-instances')!) };
}

describe('counts in the locale of the root', () => {
  afterEach(() => setNumberLocale(undefined));

  it('groups thousands as the locale does, and follows a new locale', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    const total = await instanceTotal(ns);
    expect(total, 'enough instances for a thousands separator').to.be.at.least(1000);
    const { root, screen } = await renderInstances(ns, 'de-DE');
    const german = new Intl.NumberFormat('de-DE').format(total);
    expect(german).to.include('.');
    await screen.findByText(`Showing 20 of ${german} results`);

    root.locale = 'en-US';
    await screen.findByText(`Showing 20 of ${new Intl.NumberFormat('en-US').format(total)} results`);
  });
});
