import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { deepActiveElement, expectFocusOn } from '../ui/harness.tsx';
import { setValue } from '../ui/list/helpers.ts';
import { choose, chooseFile, errorOf, HOSTILE, LISTED, next, nextButton, renderFormPage, tokenIn, visit, type Scope } from './form-harness.tsx';

const XML = '<?xml version="1.0"?>\n<Tailoring id="xccdf_org.example_tailoring"><!-- & "quotes" --></Tailoring>\n';

async function instanceCount(ns: SimNamespace, token: string, query?: string): Promise<number> {
  const search = new URLSearchParams({ limit: '1', ...(query ? { query } : {}) });
  const response = await fetch(`${ns.apiBase}computers?${search}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { count: number }).count;
}

describe('Add security profile', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ns = await createNamespace();
    token = await tokenIn(ns, 'globex');
  });

  it('goes step by step with each step’s rules, sends the exact request and notifies once the server said yes', async function () {
    this.timeout(40000);
    const title = `${HOSTILE} nightly`;
    const { element, screen } = await renderFormPage(ns, token);
    const listed = await screen.findByRole('list', { name: 'Listed profiles' });
    await waitFor(() => expect(within(listed).getAllByRole('listitem')).to.have.length(2));

    (await screen.findByRole('button', { name: 'Add profile' })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Add security profile' });
    const panel = within(dialog);
    // The subtitle comes with the form's code (loaded on first open), and describes the panel.
    await panel.findByText('Step 1 of 5');
    expect(dialog.getAttribute('aria-describedby')).to.be.a('string');

    // 1. Name
    panel.getByRole('group', { name: 'Name' });
    const name = panel.getByRole('textbox', { name: 'Profile name' });
    await waitFor(() => expect(nextButton(panel).disabled).to.equal(true));
    visit(name);
    await waitFor(() => expect(errorOf(name)).to.equal('This field is required.'));
    const group = panel.getByRole('combobox', { name: 'Access group' });
    await waitFor(() => within(group).getByRole('option', { name: 'Servers' }));
    expect((group as HTMLSelectElement).value).to.equal('global');
    choose(group, 'servers');
    // Self-hosted (the simulator's default): globex keeps audits for ever.
    const retention = (await panel.findByRole('textbox', { name: 'Audit retention' })) as HTMLInputElement;
    await waitFor(() => expect(retention.value).to.equal('Infinite'));
    expect(retention.readOnly).to.equal(true);
    expect(dialog.textContent).to.contain('The audit retention period is changed in the Landscape server configuration.');
    await typeInto(name, title);
    await waitFor(() => expect(errorOf(name)).to.equal(null));
    await expect(element).to.be.accessible();

    // 2. Benchmark
    await next(panel, 'Benchmark');
    await panel.findByText('Step 2 of 5');
    expect(panel.getByText('Changes restricted:').closest('[role="status"]')!.textContent).to.contain(
      'The base profile and the mode cannot be changed after the profile is added.',
    );
    const benchmark = panel.getByRole('combobox', { name: 'Base profile' });
    expect(within(benchmark).getAllByRole('option').map((option) => option.textContent)).to.deep.equal([
      'CIS Level 1 Workstation',
      'CIS Level 1 Server',
      'CIS Level 2 Workstation',
      'CIS Level 2 Server',
      'DISA-STIG',
    ]);
    expect(panel.getByRole('link', { name: 'About CIS benchmarks' }).getAttribute('href')).to.equal('https://ubuntu.com/security/cis');
    expect(dialog.textContent).to.contain('Center for Internet Security');
    choose(benchmark, 'disa_stig');
    expect((await panel.findByRole('link', { name: 'About DISA-STIG' })).getAttribute('href')).to.equal('https://ubuntu.com/security/disa-stig');
    expect(panel.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).to.deep.equal(['audit', 'audit-fix', 'audit-fix-restart']);
    expect(panel.getByRole('radio', { name: /^Audit only/ })).to.have.property('checked', true);
    panel.getByRole('radio', { name: /^Fix, restart, audit/ }).click();
    const file = panel.getByLabelText('Upload tailoring file');
    expect(dialog.textContent).to.contain('Max file size: 5mb. Supported format: .xml.');
    chooseFile(file, 'notes.txt', 'plain', 'text/plain');
    await waitFor(() => expect(errorOf(file)).to.equal('This type of file is not accepted. Choose a .xml file.'));
    chooseFile(file, 'huge.xml', 'x'.repeat(5 * 1024 * 1024 + 1));
    await waitFor(() => expect(errorOf(file)).to.equal('The file is too large. Choose a file of at most 5 MB.'));
    chooseFile(file, 'tailoring.xml', XML);
    await panel.findByText('tailoring.xml');
    expect(errorOf(file)).to.equal(null);
    await expect(element).to.be.accessible();

    // 3. Schedule
    await next(panel, 'Schedule');
    await panel.findByText('Step 3 of 5');
    choose(panel.getByRole('combobox', { name: 'Schedule' }), 'recurring');
    const start = (await panel.findByLabelText(/^Start date/)) as HTMLInputElement;
    setValue(start, '2030-01-07T10:00');
    const every = panel.getByRole('spinbutton', { name: 'Repeat every' }) as HTMLInputElement;
    expect(every.value).to.equal('7');
    setValue(every, '3');
    visit(every);
    await waitFor(() => expect(errorOf(every)).to.equal('Enter an interval of at least 7 days.'));
    await waitFor(() => expect(nextButton(panel).disabled).to.equal(true));
    setValue(every, '0');
    await waitFor(() => expect(errorOf(every)).to.equal('Enter a positive number.'));
    setValue(every, '2.5');
    await waitFor(() => expect(errorOf(every)).to.equal('Enter an integer.'));
    setValue(every, '2');
    const unit = panel.getByRole('combobox', { name: 'Unit of time' });
    expect(within(unit).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['Days', 'Weeks', 'Months', 'Years']);
    choose(unit, 'WEEKLY');
    await waitFor(() => expect(errorOf(every)).to.equal(null));
    const on = panel.getByRole('group', { name: 'On' });
    // Starting on a Monday, on Fridays only: the first run is that week's Friday (the server's rule).
    within(on).getByRole('checkbox', { name: 'Friday' }).click();
    choose(unit, 'MONTHLY');
    const monthly = panel.getByRole('combobox', { name: 'On' });
    expect(within(monthly).getAllByRole('option').map((option) => option.textContent)).to.deep.equal([
      '7th of every month',
      'First Monday of every month',
    ]);
    choose(unit, 'WEEKLY');
    panel.getByRole('radio', { name: 'On a date' }).click();
    const end = (await panel.findByLabelText(/^End date/)) as HTMLInputElement;
    setValue(end, '2030-01-07T09:00');
    visit(end);
    await waitFor(() => expect(errorOf(end)).to.equal('The end date must be after the start date.'));
    setValue(end, '2030-06-30T00:00');
    await waitFor(() => expect(errorOf(end)).to.equal(null));
    const restart = panel.getByRole('group', { name: 'Restart schedule' });
    within(restart).getByRole('radio', { name: 'Delayed' }).click();
    const hours = await within(restart).findByRole('spinbutton', { name: 'Delay in hours' });
    await waitFor(() => expect(nextButton(panel).disabled).to.equal(true));
    visit(hours);
    await waitFor(() => expect(errorOf(hours)).to.equal('This field is required.'));
    setValue(hours as HTMLInputElement, '2');
    within(restart).getByRole('radio', { name: 'Yes' }).click();
    setValue((await within(restart).findByRole('spinbutton', { name: 'Time window in minutes' })) as HTMLInputElement, '30');
    await expect(element).to.be.accessible();

    // 4. Association
    const association = within(await next(panel, 'Association'));
    await panel.findByText('Step 4 of 5');
    expect(association.getByRole('status').textContent).to.equal('No instances are associated.');
    association.getByRole('checkbox', { name: 'Associate to all instances' }).click();
    // In the Servers group: its instances and those of the groups below it, as the server counts them.
    const inServers = '(access-group:servers OR access-group:production OR access-group:staging)';
    const all = await instanceCount(ns, token, inServers);
    expect(all, 'fewer than every instance').to.be.below(await instanceCount(ns, token));
    await waitFor(() => expect(association.getByRole('status').textContent).to.equal(`Matching instances: ${all} instances`));
    association.getByRole('checkbox', { name: 'Associate to all instances' }).click();
    const tags = association.getByRole('combobox', { name: 'Tags' });
    await typeInto(tags, 'prod');
    await waitFor(() => expect(tags.getAttribute('aria-activedescendant')).to.be.a('string'));
    await sendKeys({ press: 'Enter' });
    await association.findByRole('button', { name: 'Remove prod' });
    const prod = await instanceCount(ns, token, `tag:prod ${inServers}`);
    expect(prod).to.be.within(1, 5000);
    await waitFor(() => expect(association.getByRole('status').textContent).to.equal(`Matching instances: ${prod} instances`));
    await expect(element).to.be.accessible();

    // 5. Confirmation
    const confirmation = within(await next(panel, 'Confirmation'));
    await panel.findByText('Step 5 of 5');
    expect(confirmation.getByText('This will apply fixes, restart instances and generate an audit on the selected next run date.')).to.exist;
    const plan = confirmation.getByRole('list', { name: 'What will happen' });
    expect(within(plan).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal([
      'Next run dateJan 11, 2030, 10:00 UTC',
      'Apply fixesThe remediation fixes of the base profile are applied on the associated instances.',
      'Restart instancesDelivery: Delayed by 2 hours, randomised over 30 minutes',
      `Generate an auditOf ${prod} instances.`,
    ]);
    await expect(element).to.be.accessible();

    await setOptions(ns, { latencyMs: 300 });
    const add = panel.getByRole('button', { name: 'Add' });
    add.click();
    await waitFor(() => expect(add.textContent).to.equal('Adding...'));
    expect(queryNotification(screen, 'You have successfully created')).to.equal(null);
    const notice = await findNotification(screen, `You have successfully created ${title} security profile.`);
    expect(notice.textContent).to.contain(
      'This profile will perform an initial run, apply remediation fixes on associated instances, restart them and generate an audit.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);

    const posts = await requests(ns, { method: 'POST', path: 'security-profiles' });
    expect(posts.map((post) => post.body)).to.deep.equal([
      {
        title,
        benchmark: 'disa_stig',
        mode: 'audit-fix-restart',
        schedule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20300630T000000Z',
        start_date: '2030-01-07T10:00:00Z',
        access_group: 'servers',
        tags: ['prod'],
        restart_deliver_delay: 2,
        restart_deliver_delay_window: 30,
        tailoring_file: XML,
      },
    ]);
    // The server names the run the confirmation named.
    const saved = (await (await fetch(`${ns.apiBase}security-profiles?search=${encodeURIComponent(title)}&limit=1&offset=0`, {
      headers: { authorization: `Bearer ${token}` },
    })).json()) as { results: { next_run_time: string | null; associated_instances: number }[] };
    expect(saved.results.map((profile) => profile.next_run_time)).to.deep.equal(['2030-01-11T10:00:00Z']);
    // …and covers the instances the form counted.
    expect(saved.results.map((profile) => profile.associated_instances)).to.deep.equal([prod]);
    // The list (the `security-profiles` key family) was asked again and shows the new profile.
    await waitFor(() => within(listed).getByText(title));
    const lists = await requests(ns, { method: 'GET', path: 'security-profiles' });
    expect(lists.filter((request) => request.query['limit'] === String(LISTED.limit))).to.have.length(2);
  });

  it('can be completed with the keyboard alone', async function () {
    this.timeout(30000);
    const { screen } = await renderFormPage(ns, token);
    const open = await screen.findByRole('button', { name: 'Add profile' });
    open.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Add security profile' });
    const panel = within(dialog);

    await tabTo(panel.getByRole('textbox', { name: 'Profile name' }));
    await sendKeys({ type: 'Keyboard baseline' });
    // Enter in a field is Next (once the step is valid: a disabled default button submits nothing).
    await waitFor(() => expect(nextButton(panel).disabled).to.equal(false));
    await sendKeys({ press: 'Enter' });

    await panel.findByRole('group', { name: 'Benchmark' });
    await waitFor(() => expectFocusOn(panel.getByRole('combobox', { name: 'Base profile' })));
    await tabTo(panel.getByRole('radio', { name: /^Audit only/ }));
    await sendKeys({ press: 'ArrowDown' });
    expect(panel.getByRole('radio', { name: /^Fix and audit/ })).to.have.property('checked', true);
    await tabTo(await enabledNext(panel));
    await sendKeys({ press: 'Enter' });

    await panel.findByRole('group', { name: 'Schedule' });
    await tabTo(await enabledNext(panel));
    await sendKeys({ press: 'Enter' });

    const association = within(await panel.findByRole('group', { name: 'Association' }));
    const all = association.getByRole('checkbox', { name: 'Associate to all instances' });
    await waitFor(() => expectFocusOn(all));
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(association.getByRole('status').textContent).to.match(/^Matching instances: \d+ instances$/));
    await tabTo(await enabledNext(panel));
    await sendKeys({ press: 'Enter' });

    await panel.findByRole('group', { name: 'Confirmation' });
    await tabTo(panel.getByRole('button', { name: 'Add' }));
    await sendKeys({ press: 'Enter' });
    await findNotification(screen, 'You have successfully created Keyboard baseline security profile.');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    await waitFor(() => expectFocusOn(open));

    const [post] = await requests(ns, { method: 'POST', path: 'security-profiles' });
    const body = post!.body as Record<string, unknown>;
    expect(body['start_date']).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    expect({ ...body, start_date: undefined }).to.deep.equal({
      title: 'Keyboard baseline',
      benchmark: 'cis_level1_workstation',
      mode: 'audit-fix',
      schedule: 'FREQ=WEEKLY;COUNT=1',
      start_date: undefined,
      all_computers: true,
    });
  });
});

/** Next, once the step is valid (Tab skips a disabled button). */
async function enabledNext(panel: Scope): Promise<HTMLButtonElement> {
  const button = nextButton(panel);
  await waitFor(() => expect(button.disabled).to.equal(false));
  return button;
}

/** Presses Tab until focus is on `target` (at most 30 times), as a keyboard user moves through a form. */
async function tabTo(target: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 30 && deepActiveElement() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  expectFocusOn(target);
}
