/**
 * A failed `about` leaves the deployment mode unknown: the security profile form says so, with the
 * server's message and Try again, where a self-hosted server's audit retention goes, instead of
 * showing the SaaS form; the name typed stays, and Try again brings the field. An `about` that does
 * not say whether the server is self-hosted is no answer either.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, setOptions, signIn } from '../helpers/simulator.ts';
import { formOf, renderOrgSettings } from '../org-settings/helpers.ts';
import { renderFormPage, tokenIn } from '../security-profiles/form-harness.tsx';

const MESSAGE = 'Server exploded: GET about';

describe('deployment mode unknown', () => {
  it('the security profile form shows the failed about instead of treating the server as SaaS', async () => {
    const ns = await createNamespace();
    const token = await tokenIn(ns, 'globex');
    await setOptions(ns, { faults: [{ method: 'GET', path: 'about', status: 500, body: { error: 'Boom', message: MESSAGE } }] });
    const { element, screen } = await renderFormPage(ns, token);
    (await screen.findByRole('button', { name: 'Add profile' })).click();
    const panel = within(await screen.findByRole('dialog', { name: 'Add security profile' }));
    const name = panel.getByRole('textbox', { name: 'Profile name' });
    await typeInto(name, 'Kept title');

    const alert = (await panel.findByText(MESSAGE)).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).to.contain("The server's details could not be loaded.");
    expect(panel.queryByRole('textbox', { name: 'Audit retention' })).to.equal(null);
    await expect(element).to.be.accessible();

    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    const retention = (await panel.findByRole('textbox', { name: 'Audit retention' })) as HTMLInputElement;
    await waitFor(() => expect(retention.value).to.equal('Infinite'));
    expect(panel.queryByText(MESSAGE)).to.equal(null);
    expect((name as HTMLInputElement).value).to.equal('Kept title');
  });

  it('an about without self_hosted is unreadable: the organisation settings say so, not a SaaS form', async () => {
    const ns = await createNamespace();
    await signIn(ns);
    await setOptions(ns, { faults: [{ method: 'GET', path: 'about', status: 200, body: { package_version: '24.04' } }] });
    const { element, screen } = await renderOrgSettings(ns);
    const alert = (await screen.findByText("The server's details could not be loaded.")).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).to.contain('The server sent a response that could not be read.');
    expect(screen.queryByRole('form', { name: 'General organisation settings' })).to.equal(null);
    await expect(element).to.be.accessible();

    await setOptions(ns, { faults: [] });
    within(alert).getByRole('button', { name: 'Try again' }).click();
    // The simulator's server is self-hosted: the form comes with its audit retention.
    const form = await formOf(screen);
    await waitFor(() => expect(form.retention()).not.to.equal(null));
  });
});
