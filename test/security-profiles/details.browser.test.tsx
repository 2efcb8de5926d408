import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { restartScheduleText, useProfileDetails } from '../../src/features/security-profiles/ProfileDetails.tsx';
import { formatUtc } from '../../src/lib/schedule.ts';
import { Button } from '../../src/ui/button/Button.tsx';
import { InPortalProvider } from '../../src/ui/link/AppLink.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { renderView, UI_BASE } from '../ui/harness.tsx';
import { HOSTILE } from './fixtures.ts';


async function seedProfiles(ns: SimNamespace): Promise<SecurityProfile[]> {
  const response = await fetch(`${ns.apiBase}security-profiles?limit=50`, { headers: { authorization: `Bearer ${await tokenFor(ns)}` } });
  return ((await response.json()) as { results: SecurityProfile[] }).results;
}

const byTitle = (profiles: readonly SecurityProfile[], title: string): SecurityProfile => {
  const found = profiles.find((profile) => profile.title === title);
  if (!found) throw new Error(`No seed profile "${title}"`);
  return found;
};

/** One button per profile opening its details, and this element's side panel. */
function viewOpening(profiles: readonly SecurityProfile[]) {
  return function DetailsPage() {
    const openDetails = useProfileDetails((profile) => <p>Actions for {profile.title}</p>);
    return (
      <InPortalProvider value={true}>
        {profiles.map((profile) => (
          <Button key={profile.id} onClick={() => openDetails(profile)}>{`Open ${profile.id}`}</Button>
        ))}
        <SidePanelHost />
      </InPortalProvider>
    );
  };
}

/** The facts as label → text, in order, across the panel's definition lists. */
function facts(panel: HTMLElement): Map<string, string> {
  const map = new Map<string, string>();
  for (const term of panel.querySelectorAll('dt')) map.set(term.textContent ?? '', term.nextElementSibling?.textContent ?? '');
  return map;
}

const gmt = (iso: string) => `${formatUtc(Date.parse(iso))} UTC`;

describe('Security profile details', () => {
  let ns: SimNamespace;
  let profiles: SecurityProfile[];
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    profiles = await seedProfiles(ns);
  });

  async function open(list: readonly SecurityProfile[], id: number) {
    const rendered = await renderView(ns, viewOpening(list));
    (await rendered.screen.findByRole('button', { name: `Open ${id}` })).click();
    return rendered;
  }

  it('shows every fact of a fix-restart profile with a tailoring file, times in UTC, and passes axe', async () => {
    const db = byTitle(profiles, 'Database DISA STIG');
    expect(db.last_run_results.timestamp).to.be.a('string');
    expect(db.next_run_time).to.be.a('string');
    const { screen } = await open(profiles, db.id);
    const dialog = await screen.findByRole('dialog', { name: 'Database DISA STIG' });
    expect(dialog.getAttribute('aria-describedby')).to.be.a('string');
    const panel = within(dialog);
    expect(panel.getByText('DISA-STIG · Fix, restart, audit')).to.exist;
    // The body's code loads after the list's first paint (ProfileDetailsPanel.tsx): it may come after the panel.
    expect(await panel.findByText('Actions for Database DISA STIG')).to.exist;
    for (const name of ['Security profile', 'Schedule', 'Association']) expect(panel.getByRole('heading', { level: 3, name })).to.exist;
    await waitFor(async () => expect(await requests(ns, { path: 'security-profiles' })).to.have.length.greaterThan(0));
    // The access group's title, once GetAccessGroups has answered.
    await waitFor(() => expect(facts(dialog).get('Access group')).to.equal('Production servers'));
    expect([...facts(dialog)]).to.deep.equal([
      ['Name', 'Database DISA STIG'],
      ['Access group', 'Production servers'],
      ['Status', 'Active'],
      ['Benchmark', 'DISA-STIG'],
      ['Tailoring file', 'tailoring.xml'],
      ['Mode', 'Fix, restart, audit'],
      ['Profile schedule', 'Recurring, every year in March and September'],
      ['Last run', gmt(db.last_run_results.timestamp!)],
      ['Next run', gmt(db.next_run_time!)],
      ['Restart schedule', 'Delayed by 2 hours, randomised over 30 minutes'],
      ['Associated instances', `${db.associated_instances} instances`],
      ['Tags', 'db'],
    ]);
    expect(facts(dialog).get('Last run')).to.match(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2} UTC$/);
    const link = panel.getByRole('link', { name: `${db.associated_instances} instances` });
    const href = new URL(link.getAttribute('href')!, location.origin);
    expect([href.pathname, href.searchParams.get('query')]).to.deep.equal([`${UI_BASE}/instances`, `profile:security:${db.id}`]);
    await expect(dialog).to.be.accessible();
  });

  it('falls back to tailoring-file.xml, leaves the restart schedule out for other modes, and replaces the body for another profile', async () => {
    const db = byTitle(profiles, 'Database DISA STIG');
    const web = byTitle(profiles, 'Web tier hardening');
    expect(web.tailoring_file_uri).to.equal(null);
    const { screen } = await open(profiles, db.id);
    const first = await screen.findByRole('dialog', { name: 'Database DISA STIG' });
    expect(facts(first).has('Restart schedule')).to.equal(true);
    (await screen.findByRole('button', { name: `Open ${web.id}` })).click();
    const dialog = await screen.findByRole('dialog', { name: 'Web tier hardening' });
    await waitFor(() => expect(facts(dialog).get('Name')).to.equal('Web tier hardening'));
    await waitFor(() => expect(facts(dialog).get('Access group')).to.equal('Servers'));
    const shown = facts(dialog);
    expect(shown.get('Tailoring file')).to.equal('tailoring-file.xml');
    expect(shown.get('Mode')).to.equal('Fix and audit');
    expect(shown.get('Tags')).to.equal('web, proxy');
    expect(shown.has('Restart schedule')).to.equal(false);
    expect(within(dialog).queryByText('Database DISA STIG')).to.equal(null);
    expect(within(dialog).getByText('Actions for Web tier hardening')).to.exist;
    await expect(dialog).to.be.accessible();
  });

  it('reads the profile from the list by name, once per profile', async () => {
    const web = byTitle(profiles, 'Web tier hardening');
    await clearRequests(ns);
    const { screen } = await open(profiles, web.id);
    await screen.findByRole('dialog', { name: 'Web tier hardening' });
    await waitFor(async () => expect(await requests(ns, { path: 'security-profiles' })).to.have.length(1));
    const [call] = await requests(ns, { path: 'security-profiles' });
    expect(call!.method).to.equal('GET');
    expect(call!.query.search).to.equal(web.name);
  });

  it('renders hostile strings as text, with "---" for empty values, and says when the profile is no longer listed', async () => {
    const template = byTitle(profiles, 'Web tier hardening');
    const hostile: SecurityProfile = {
      ...template,
      id: 999_999,
      name: 'no-such-profile',
      title: HOSTILE,
      access_group: HOSTILE,
      all_computers: false,
      tags: [HOSTILE, 'ok'],
      schedule: HOSTILE,
      tailoring_file_uri: `https://example.com/${encodeURIComponent(HOSTILE)}/`,
      mode: 'audit',
      next_run_time: null,
      last_run_results: { passing: 0, failing: 0, in_progress: 0, not_started: 0, timestamp: null, report_uri: null },
    };
    const { screen } = await open([hostile], hostile.id);
    const dialog = await screen.findByRole('dialog', { name: HOSTILE });
    expect(await within(dialog).findByText('This security profile is no longer listed.')).to.exist;
    const shown = facts(dialog);
    expect(shown.get('Name')).to.equal(HOSTILE);
    expect(shown.get('Access group')).to.equal(HOSTILE);
    expect(shown.get('Profile schedule')).to.equal(HOSTILE);
    expect(shown.get('Tags')).to.equal(`${HOSTILE}, ok`);
    expect(shown.get('Tailoring file')).to.equal(encodeURIComponent(HOSTILE));
    expect(shown.get('Last run')).to.equal('---');
    expect(shown.get('Next run')).to.equal('---');
    expect(dialog.querySelector('img')).to.equal(null);
    await expect(dialog).to.be.accessible();
  });

  it('words the restart schedule from the delay and the window', () => {
    const restart = (restart_deliver_delay: number, restart_deliver_delay_window: number, mode: SecurityProfile['mode'] = 'audit-fix-restart') =>
      restartScheduleText({ mode, restart_deliver_delay, restart_deliver_delay_window });
    expect(restart(0, 0)).to.equal('As soon as possible');
    expect(restart(0, 1)).to.equal('As soon as possible, randomised over 1 minute');
    expect(restart(1, 0)).to.equal('Delayed by 1 hour');
    expect(restart(3, 45)).to.equal('Delayed by 3 hours, randomised over 45 minutes');
    expect(restart(3, 45, 'audit-fix')).to.equal(null);
    expect(restart(3, 45, 'audit')).to.equal(null);
  });
});
