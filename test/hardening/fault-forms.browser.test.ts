/**
 * Fault battery, forms: a failed submit (each fault kind) keeps what was typed, says why, throws
 * nothing uncaught, and the same values save once the fault is gone.
 */
import { expect } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import '../../elements/landscape-org-settings.ts';
import { findNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { formOf, renderOrgSettings, replaceText } from '../org-settings/helpers.ts';
import { next, renderFormPage, tokenIn } from '../security-profiles/form-harness.tsx';
import { setValue } from '../ui/list/helpers.ts';
import { deepText, FAULT_KINDS, faultFor, messages, serverMessage, tally, watchUncaught } from './helpers.ts';

configure({ asyncUtilTimeout: 4000 });

// At the file's end: both forms' cases counted.
after(() => console.log(`fault battery, forms: ${tally.tried} cases tried, ${tally.held} held`));

const SAVE = { method: 'PATCH', path: 'preferences' };

describe('fault battery, forms: organisation settings keep typed values after a failed save', () => {
  let ns: SimNamespace;
  before(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

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

const ADD = { method: 'POST', path: 'security-profiles' };

describe('fault battery, forms: Add security profile keeps typed values after a failed submit', () => {
  it(`500 on ${ADD.method} ${ADD.path}`, async function () {
    this.timeout(30000);
    tally.tried += 1;
    const ns = await createNamespace();
    // globex has room for another active profile. The add form lives in the portal's screen (harness).
    const token = await tokenIn(ns, 'globex');
    const uncaught = watchUncaught();
    try {
      const { element, screen } = await renderFormPage(ns, token);
      (await screen.findByRole('button', { name: 'Add profile' })).click();
      const panel = within(await screen.findByRole('dialog', { name: 'Add security profile' }));
      const name = panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement;
      await typeInto(name, 'Battery profile');
      await next(panel, 'Benchmark');
      await next(panel, 'Schedule');
      setValue(panel.getByLabelText(/^Date/) as HTMLInputElement, '2031-05-01T08:15');
      const association = within(await next(panel, 'Association'));
      association.getByRole('checkbox', { name: 'Associate to all instances' }).click();
      await next(panel, 'Confirmation');
      await setOptions(ns, { faults: [faultFor(ADD, '500')] });
      panel.getByRole('button', { name: 'Add' }).click();
      await waitFor(() => {
        const text = deepText(element);
        if (!text.includes(serverMessage(ADD))) throw new Error(`the server's message is not shown: ${text.slice(0, 400)}`);
      });
      expect(uncaught.caught, 'uncaught errors').to.deep.equal([]);
      await setOptions(ns, { faults: [] });
      for (const step of ['Association', 'Schedule', 'Benchmark', 'Name']) {
        panel.getByRole('button', { name: 'Back' }).click();
        await panel.findByRole('group', { name: step });
      }
      expect((panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement).value).to.equal('Battery profile');
      tally.held += 1;
    } finally {
      uncaught.stop();
    }
  });
});
