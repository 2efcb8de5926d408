import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { findNotification, queryAllNotifications, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { setValue } from '../ui/list/helpers.ts';
import { errorOf, next, nextButton, renderFormPage, tokenIn, type Scope } from './form-harness.tsx';

async function openAdd(ns: SimNamespace, token: string) {
  const rendered = await renderFormPage(ns, token);
  (await rendered.screen.findByRole('button', { name: 'Add profile' })).click();
  const dialog = await rendered.screen.findByRole('dialog', { name: 'Add security profile' });
  return { ...rendered, dialog, panel: within(dialog) };
}

async function back(panel: Scope, step: string): Promise<HTMLElement> {
  panel.getByRole('button', { name: 'Back' }).click();
  return panel.findByRole('group', { name: step });
}

describe('Add security profile: limits and failures', () => {
  it('blocks an association over 5,000 instances, and keeps every value when the server refuses a 6th active profile', async function () {
    this.timeout(40000);
    // SaaS: no audit retention field. acme has 5,466 instances and already 5 active profiles.
    const ns = await createNamespace({ selfHosted: false });
    const token = await tokenIn(ns, 'acme');
    const { element, screen, panel } = await openAdd(ns, token);

    const name = panel.getByRole('textbox', { name: 'Profile name' });
    await typeInto(name, 'Sixth profile');
    await waitFor(() => expect(nextButton(panel).disabled).to.equal(false));
    expect(panel.queryByRole('textbox', { name: 'Audit retention' })).to.equal(null);
    await next(panel, 'Benchmark');
    panel.getByRole('radio', { name: /^Fix and audit/ }).click();
    await next(panel, 'Schedule');
    setValue(panel.getByLabelText(/^Date/) as HTMLInputElement, '2031-05-01T08:15');
    expect(panel.queryByRole('group', { name: 'Restart schedule' })).to.equal(null);
    const association = within(await next(panel, 'Association'));

    await setOptions(ns, { latencyMs: 400 });
    const all = association.getByRole('checkbox', { name: 'Associate to all instances' });
    all.click();
    await waitFor(() => expect(association.getByRole('status').textContent).to.equal('Counting the matching instances...'));
    expect(nextButton(panel).disabled).to.equal(true);
    const limit = await association.findByText('Associated instances limit reached:');
    const notice = limit.closest('[role="alert"]')!;
    const count = await fetch(`${ns.apiBase}computers?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    const instances = ((await count.json()) as { count: number }).count;
    expect(instances).to.be.above(5000);
    expect(notice.textContent).to.contain(`This association matches ${instances.toLocaleString('en-US')} instances`);
    expect(association.getByRole('status').textContent).to.equal(`Matching instances: ${instances.toLocaleString('en-US')} instances`);
    all.focus();
    all.blur();
    await waitFor(() => expect(errorOf(all)).to.equal('Associate at most 5,000 instances.'));
    expect(nextButton(panel).disabled).to.equal(true);
    // Submitting the step (Enter in a field) does not move on either: it points at the problem.
    panel.getByRole('group', { name: 'Association' }).closest('form')!.requestSubmit();
    await waitFor(() => expectFocusOn(all));
    expect(panel.getByRole('group', { name: 'Association' })).to.exist;
    await expect(element).to.be.accessible();

    await setOptions(ns, { latencyMs: 0 });
    all.click();
    await waitFor(() => expect(association.queryByText('Associated instances limit reached:')).to.equal(null));
    const tags = association.getByRole('combobox', { name: 'Tags' });
    await typeInto(tags, 'db');
    await waitFor(() => expect(tags.getAttribute('aria-activedescendant')).to.be.a('string'));
    await sendKeys({ press: 'Enter' });
    await association.findByRole('button', { name: 'Remove db' });
    await waitFor(() => expect(association.getByRole('status').textContent).to.match(/^Matching instances: [\d,]+ instances$/));

    const confirmation = within(await next(panel, 'Confirmation'));
    confirmation.getByText('This will apply fixes and generate an audit on the selected next run date.');
    const plan = within(confirmation.getByRole('list', { name: 'What will happen' }));
    expect(plan.getAllByRole('listitem').map((item) => item.firstChild!.textContent)).to.deep.equal([
      'Next run date',
      'Apply fixes',
      'Generate an audit',
    ]);
    panel.getByRole('button', { name: 'Add' }).click();
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).to.equal('You already have 5 active security profiles, the maximum. Archive one to add another.');
    expect(queryNotification(screen, 'You have successfully created')).to.equal(null);
    // Shown once, in the form: not as a notification besides.
    expect(queryAllNotifications(screen, 'You already have 5 active')).to.have.length(1);
    expect(await requests(ns, { method: 'POST', path: 'security-profiles' })).to.have.length(1);
    await expect(element).to.be.accessible();

    // Every step kept its values.
    const kept = within(await back(panel, 'Association'));
    expect(kept.getByRole('checkbox', { name: 'Associate to all instances' })).to.have.property('checked', false);
    kept.getByRole('button', { name: 'Remove db' });
    await back(panel, 'Schedule');
    // As the page's locale (the browser's, en-US) writes it.
    expect((panel.getByLabelText(/^Date/) as HTMLInputElement).value).to.equal('05/01/2031, 08:15');
    await back(panel, 'Benchmark');
    expect(panel.getByRole('radio', { name: /^Fix and audit/ })).to.have.property('checked', true);
    await back(panel, 'Name');
    expect((panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement).value).to.equal('Sixth profile');
    await panel.findByText('Step 1 of 5');
  });

  it("shows a failure's message as text in the form, and adds the profile once when asked again", async function () {
    this.timeout(30000);
    const ns = await createNamespace();
    const token = await tokenIn(ns, 'globex');
    await setOptions(ns, {
      faults: [{ method: 'POST', path: 'security-profiles', status: 500, body: { error: 'Boom', message: '<b>Profile store</b> is down.' }, times: 1 }],
    });
    const { element, screen, dialog, panel } = await openAdd(ns, token);
    await typeInto(panel.getByRole('textbox', { name: 'Profile name' }), 'Retry audit');
    await next(panel, 'Benchmark');
    await next(panel, 'Schedule');
    await next(panel, 'Association');
    const confirmation = within(await next(panel, 'Confirmation'));
    confirmation.getByText('This will generate an audit on the selected next run date.');
    const plan = within(confirmation.getByRole('list', { name: 'What will happen' }));
    const items = plan.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).to.have.length(2);
    expect(items[0]).to.match(/^Next run date\w{3} \d{2}, \d{4}, \d{2}:\d{2} UTC$/);
    expect(items[1]).to.equal('Generate an auditNo instances are associated, so nothing is audited until some are.');

    panel.getByRole('button', { name: 'Add' }).click();
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).to.equal('<b>Profile store</b> is down.');
    expect(dialog.querySelector('b')).to.equal(null);
    expect(queryNotification(screen, 'You have successfully created')).to.equal(null);
    await expect(element).to.be.accessible();

    panel.getByRole('button', { name: 'Add' }).click();
    const notice = await findNotification(screen, 'You have successfully created Retry audit security profile.');
    expect(notice.textContent).to.contain('This profile will perform an initial run and generate an audit.');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    const posts = await requests(ns, { method: 'POST', path: 'security-profiles' });
    expect(posts).to.have.length(2);
    expect(posts[1]!.body).to.deep.equal(posts[0]!.body);
    expect(posts[1]!.body).to.include({ title: 'Retry audit', mode: 'audit', benchmark: 'cis_level1_workstation', schedule: 'FREQ=WEEKLY;COUNT=1' });
    expect(posts[1]!.body).to.deep.include({ tags: [] });
  });
});
