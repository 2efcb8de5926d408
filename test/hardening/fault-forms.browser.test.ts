/**
 * Fault battery, forms: a failed submit (each fault kind) keeps what was typed, says why, throws
 * nothing uncaught, and the same values save once the fault is gone.
 */
import { expect } from '@open-wc/testing';
import { configure } from '@testing-library/dom';
import '../../elements/index.ts';
import '../../elements/landscape-org-settings.ts';
import { findNotification, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { formOf, renderOrgSettings, replaceText } from '../org-settings/helpers.ts';
import { deepText, FAULT_KINDS, faultFor, messages, serverMessage, tally, watchUncaught } from './helpers.ts';

configure({ asyncUtilTimeout: 4000 });

const SAVE = { method: 'PATCH', path: 'preferences' };

describe('fault battery, forms: organisation settings keep typed values after a failed save', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });
  after(() => console.log(`fault battery, forms: ${tally.tried} cases tried, ${tally.held} held`));

  for (const kind of FAULT_KINDS) {
    it(`${kind} on ${SAVE.method} ${SAVE.path}`, async () => {
      tally.tried += 1;
      const uncaught = watchUncaught();
      try {
        const { element, screen } = await renderOrgSettings(ns);
        const fields = await formOf(screen);
        const title = `Acme after ${kind}`;
        await setOptions(ns, { faults: [faultFor(SAVE, kind)] });
        await replaceText(fields.title, title);
        fields.save.click();
        await waitFor(() => {
          const text = deepText(element);
          if (kind === '500' && !text.includes(serverMessage(SAVE))) throw new Error(`the server's message is not shown: ${text.slice(0, 400)}`);
          if (messages(element).length === 0) throw new Error(`no visible message: ${text.slice(0, 400)}`);
        });
        expect(fields.title.value).to.equal(title);
        expect(deepText(element)).not.to.contain('are saved');
        expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);

        await setOptions(ns, { faults: [] });
        await waitFor(() => expect(fields.save.disabled).to.equal(false));
        fields.save.click();
        await findNotification(screen, `The changes to ${title} are saved.`);
        const saved = (await requests(ns, { method: 'PATCH', path: 'preferences' })).at(-1)!;
        expect((saved.body as { title: string }).title).to.equal(title);
        expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);
        tally.held += 1;
      } finally {
        uncaught.stop();
        await setOptions(ns, { faults: [] });
      }
    });
  }
});
