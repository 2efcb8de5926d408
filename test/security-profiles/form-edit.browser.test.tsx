import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { byTitle, choose, HOSTILE, listProfiles, renderFormPage, tokenIn } from './form-harness.tsx';

/** API.md `start_date`: a server time without milliseconds. */
const startDate = (iso: string) => new Date(Date.parse(iso)).toISOString().replace(/\.\d{3}Z$/, 'Z');

describe('Edit and duplicate a security profile', () => {
  let ns: SimNamespace;
  let token: string;
  let profiles: SecurityProfile[];
  beforeEach(async () => {
    ns = await createNamespace();
    token = await tokenIn(ns, 'globex');
    profiles = await listProfiles(ns, token);
  });

  /** Renders the page and presses `{action} {id}` (e.g. 'Edit 3', 'Edit 3 from details'). */
  async function open(profile: SecurityProfile, action: string, dialogName: string, backs: string[] = []) {
    const rendered = await renderFormPage(ns, token, [profile], backs);
    const [verb, ...rest] = action.split(' ');
    (await rendered.screen.findByRole('button', { name: [verb, profile.id, ...rest].join(' ') })).click();
    const dialog = await rendered.screen.findByRole('dialog', { name: dialogName });
    return { ...rendered, dialog, panel: within(dialog) };
  }

  it("counts the instances the profile covers, as the server does: its access group's and those below it", async () => {
    // Acme's database profile is in the Production group; db-tagged instances stand in others too.
    const acme = await tokenIn(ns, 'acme');
    const profile = byTitle(await listProfiles(ns, acme), 'Database DISA STIG');
    expect(profile.access_group).to.equal('production');
    const tagged = (await (await fetch(`${ns.apiBase}computers?query=tag:db&limit=1&offset=0`, { headers: { authorization: `Bearer ${acme}` } })).json()) as { count: number };
    expect(tagged.count, 'db instances outside the group too').to.be.above(profile.associated_instances);
    token = acme;
    const { panel } = await open(profile, 'Edit', 'Edit Database DISA STIG');
    const association = within(panel.getByRole('group', { name: 'Association' }));
    const counted = profile.associated_instances === 1 ? '1 instance' : `${profile.associated_instances.toLocaleString('en-US')} instances`;
    await waitFor(() => expect(association.getByRole('status').textContent).to.equal(`Matching instances: ${counted}`));
  });

  it('edits on one page with the benchmark fixed, clears the tags with an explicit PATCH, and says what the save means', async function () {
    this.timeout(30000);
    const profile = byTitle(profiles, 'Globex server baseline');
    expect(profile.mode).to.equal('audit-fix');
    expect(profile.tags).to.deep.equal(['prod']);
    const { element, screen, dialog, panel } = await open(profile, 'Edit', 'Edit Globex server baseline');

    // Every step at once, no step count.
    for (const step of ['Name', 'Benchmark', 'Schedule', 'Association', 'Confirmation']) panel.getByRole('group', { name: step });
    expect(panel.queryByText(/^Step \d of \d$/)).to.equal(null);
    expect(panel.queryByRole('button', { name: 'Next' })).to.equal(null);
    expect((panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement).value).to.equal('Globex server baseline');
    const benchmark = panel.getByRole('combobox', { name: 'Base profile' }) as HTMLSelectElement;
    expect(benchmark.value).to.equal('cis_level1_server');
    expect(benchmark.matches(':disabled')).to.equal(true);
    expect(panel.getByRole('radio', { name: /^Fix and audit/ })).to.have.property('checked', true);
    expect(panel.getByRole('radio', { name: /^Fix and audit/ }).matches(':disabled')).to.equal(true);
    expect(panel.getByLabelText('Upload tailoring file').matches(':disabled')).to.equal(true);
    expect(panel.queryByText('Changes restricted:')).to.equal(null);
    expect((panel.getByRole('combobox', { name: 'Schedule' }) as HTMLSelectElement).value).to.equal('recurring');
    expect((panel.getByRole('combobox', { name: 'Unit of time' }) as HTMLSelectElement).value).to.equal('MONTHLY');
    const start = panel.getByLabelText(/^Start date/) as HTMLInputElement;
    // As the page's locale (the browser's, en-US) writes it: MM/DD/YYYY, HH:mm.
    const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(profile.next_run_time!)!;
    expect(start.value).to.equal(`${month}/${day}/${year}, ${time}`);
    expect(start.readOnly).to.equal(true);
    expect((panel.getByRole('combobox', { name: 'On' }) as HTMLSelectElement).value).to.equal('day-of-month');
    const association = within(panel.getByRole('group', { name: 'Association' }));
    await waitFor(() => expect(association.getByRole('status').textContent).to.match(/^Matching instances: [\d,]+ instances$/));
    panel.getByText('To save your changes, you need to run the profile.');
    await expect(element).to.be.accessible();

    association.getByRole('button', { name: 'Remove prod' }).click();
    await waitFor(() => expect(association.getByRole('status').textContent).to.equal('No instances are associated.'));
    const plan = within(panel.getByRole('list', { name: 'What will happen' }));
    plan.getByText('No instances are associated, so nothing is audited until some are.');

    await setOptions(ns, { latencyMs: 300 });
    const save = panel.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    await waitFor(() => expect(save.textContent).to.equal('Saving...'));
    expect(queryNotification(screen, 'You have successfully saved')).to.equal(null);
    const notice = await findNotification(screen, 'You have successfully saved changes for Globex server baseline security profile.');
    expect(notice.textContent).to.contain(
      'The changes will be applied after running the profile. It will apply remediation fixes on associated instances and generate an audit.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(dialog.isConnected).to.equal(false);

    const patches = await requests(ns, { method: 'PATCH', path: `security-profiles/${profile.id}` });
    expect(patches.map((patch) => patch.body)).to.deep.equal([
      {
        title: 'Globex server baseline',
        schedule: profile.schedule,
        access_group: 'global',
        all_computers: false,
        tags: [],
        restart_deliver_delay: 0,
        restart_deliver_delay_window: 0,
      },
    ]);
    expect(byTitle(await listProfiles(ns, token), 'Globex server baseline').tags).to.deep.equal([]);
  });

  it('edits an audit-only profile without a run: no confirmation, all instances switched on', async function () {
    this.timeout(30000);
    const profile = byTitle(profiles, 'Globex kiosks');
    expect(profile.mode).to.equal('audit');
    const backs: string[] = [];
    // Slow enough that the counting state is still there under a loaded machine.
    await setOptions(ns, { latencyMs: 1500 });
    const { element, screen, panel } = await open(profile, 'Edit', 'Edit Globex kiosks', backs);
    // The association's instances are counted first: the save waits for them (both seen at one moment).
    const save = panel.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => {
      expect(panel.getByRole('status').textContent).to.equal('Counting the matching instances...');
      expect(save.disabled).to.equal(true);
    });
    await waitFor(() => expect(save.disabled).to.equal(false), { timeout: 20000 });
    await setOptions(ns, { latencyMs: 0 });
    expect(panel.queryByRole('group', { name: 'Confirmation' })).to.equal(null);
    expect(panel.queryByText(/you need to run/)).to.equal(null);
    expect(panel.queryByRole('button', { name: 'Back' })).to.equal(null);
    const on = within(panel.getByRole('group', { name: 'On' }));
    expect(on.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked).map((box) => box.nextSibling!.textContent)).to.deep.equal([
      'Friday',
    ]);
    expect((panel.getByRole('combobox', { name: 'Access group' }) as HTMLSelectElement).value).to.equal('desktops');
    await expect(element).to.be.accessible();

    panel.getByRole('checkbox', { name: 'Associate to all instances' }).click();
    await waitFor(() => expect(panel.queryByRole('combobox', { name: 'Tags' })).to.equal(null));
    await waitFor(() => expect(panel.getByRole('status').textContent).to.match(/^Matching instances: [\d,]+ instances$/));
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    const notice = await findNotification(screen, 'You have successfully saved changes for Globex kiosks security profile.');
    expect(notice.textContent).to.contain('The changes applied will affect instances associated with this profile.');
    const [patch] = await requests(ns, { method: 'PATCH', path: `security-profiles/${profile.id}` });
    expect(patch!.body).to.deep.equal({
      title: 'Globex kiosks',
      schedule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR',
      access_group: 'desktops',
      all_computers: true,
      tags: [],
      restart_deliver_delay: 0,
      restart_deliver_delay_window: 0,
    });
    expect(backs).to.deep.equal([]);
  });

  it('goes back to the details it was opened from', async () => {
    const profile = byTitle(profiles, 'Globex kiosks');
    const backs: string[] = [];
    const { element, panel } = await open(profile, 'Edit from details', 'Edit Globex kiosks', backs);
    await expect(element).to.be.accessible();
    panel.getByRole('button', { name: 'Back' }).click();
    expect(backs).to.deep.equal([`edit ${profile.id}`]);
    expect(await requests(ns, { method: 'PATCH' })).to.have.length(0);
  });

  it('shows the server’s refusal in the form and keeps the edits, with no notice', async function () {
    this.timeout(30000);
    const profile = byTitle(profiles, 'STIG evaluation');
    expect(profile.status).to.equal('archived');
    const { element, screen, panel } = await open(profile, 'Edit', 'Edit STIG evaluation');
    const name = panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement;
    name.select();
    await typeInto(name, 'Renamed evaluation');
    const save = panel.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).to.equal(false));
    save.click();
    const alert = await panel.findByRole('alert');
    expect(alert.textContent).to.equal('"STIG evaluation" is archived; archived profiles cannot be edited.');
    expect(name.value).to.equal('Renamed evaluation');
    expect(queryNotification(screen, 'You have successfully saved')).to.equal(null);
    expect(await requests(ns, { method: 'PATCH', path: `security-profiles/${profile.id}` })).to.have.length(1);
    await expect(element).to.be.accessible();
  });

  it('duplicates as "{title} copy" with every step open, and creates a new profile', async function () {
    this.timeout(30000);
    const profile = byTitle(profiles, 'Globex kiosks');
    const { element, screen, panel } = await open(profile, 'Duplicate', 'Duplicate Globex kiosks');
    const name = panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement;
    expect(name.value).to.equal('Globex kiosks copy');
    const benchmark = panel.getByRole('combobox', { name: 'Base profile' }) as HTMLSelectElement;
    expect(benchmark.matches(':disabled')).to.equal(false);
    panel.getByText('Changes restricted:');
    panel.getByText('To duplicate the profile, you need to run it.');
    expect((panel.getByLabelText(/^Start date/) as HTMLInputElement).readOnly).to.equal(false);
    await expect(element).to.be.accessible();

    choose(benchmark, 'cis_level2_workstation');
    const duplicate = panel.getByRole('button', { name: 'Duplicate' }) as HTMLButtonElement;
    await waitFor(() => expect(duplicate.disabled).to.equal(false));
    duplicate.click();
    const notice = await findNotification(screen, 'You have successfully created Globex kiosks copy security profile.');
    expect(notice.textContent).to.contain('This profile will perform an initial run and generate an audit.');
    const posts = await requests(ns, { method: 'POST', path: 'security-profiles' });
    expect(posts.map((post) => post.body)).to.deep.equal([
      {
        title: 'Globex kiosks copy',
        benchmark: 'cis_level2_workstation',
        mode: 'audit',
        schedule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=FR',
        start_date: startDate(profile.next_run_time!).slice(0, 16) + ':00Z',
        access_group: 'desktops',
        tags: ['desktop'],
      },
    ]);
    expect(await requests(ns, { method: 'PATCH' })).to.have.length(0);
    const after = await listProfiles(ns, token);
    expect(after.filter((candidate) => candidate.title.startsWith('Globex kiosks'))).to.have.length(2);
  });

  it('shows hostile titles as text', async () => {
    const profile = { ...byTitle(profiles, 'Globex kiosks'), title: HOSTILE };
    const duplicate = await open(profile, 'Duplicate', `Duplicate ${HOSTILE}`);
    expect((duplicate.panel.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement).value).to.equal(`${HOSTILE} copy`);
    expect(duplicate.element.shadowRoot!.querySelector('img')).to.equal(null);
    duplicate.screen.getByRole('button', { name: `Edit ${profile.id}` }).click();
    const edit = within(await duplicate.screen.findByRole('dialog', { name: `Edit ${HOSTILE}` }));
    expect((edit.getByRole('textbox', { name: 'Profile name' }) as HTMLInputElement).value).to.equal(HOSTILE);
    expect(duplicate.element.shadowRoot!.querySelector('img')).to.equal(null);
  });
});
