import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { ArchiveProfileModal } from '../../src/features/security-profiles/ArchiveProfileModal.tsx';
import { useRunProfile, type RunnableProfile } from '../../src/features/security-profiles/RunProfile.tsx';
import { Button } from '../../src/ui/button/Button.tsx';
import { InPortalProvider } from '../../src/ui/link/AppLink.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { findNotification, queryNotification, typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { renderView, restoreLocation, UI_BASE } from '../ui/harness.tsx';

/** The seed's active profiles, as the server lists them. */
async function activeProfiles(ns: SimNamespace, token: string): Promise<SecurityProfile[]> {
  const answer = await fetch(`${ns.apiBase}security-profiles?status=active&limit=50&offset=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { results: SecurityProfile[] }).results;
}

async function profileStatus(ns: SimNamespace, token: string, id: number): Promise<string | undefined> {
  const answer = await fetch(`${ns.apiBase}security-profiles?limit=50&offset=0`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { results: SecurityProfile[] }).results.find((profile) => profile.id === id)?.status;
}

function archivePage(profile: SecurityProfile) {
  return function ArchivePage() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <NotificationArea />
        <Button onClick={() => setOpen(true)}>Open archive</Button>
        <ArchiveProfileModal profile={profile} open={open} onClose={() => setOpen(false)} />
      </>
    );
  };
}

function runPage(profile: RunnableProfile) {
  return function RunPage() {
    const { run, pending } = useRunProfile();
    return (
      <>
        <NotificationArea />
        <Button onClick={() => run(profile)}>Run profile</Button>
        <p>{pending ? 'Run pending' : 'No run pending'}</p>
        <SidePanelHost />
      </>
    );
  };
}

function portalRunPage(profile: RunnableProfile) {
  const Page = runPage(profile);
  return function PortalRunPage() {
    return (
      <InPortalProvider value={true}>
        <Page />
      </InPortalProvider>
    );
  };
}

describe('security profile actions', () => {
  let ns: SimNamespace;
  let token: string;
  let profiles: SecurityProfile[];
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    token = await tokenFor(ns);
    profiles = await activeProfiles(ns, token);
  });

  const withMode = (mode: SecurityProfile['mode']) => {
    const found = profiles.find((profile) => profile.mode === mode && profile.associated_instances > 0);
    if (!found) throw new Error(`the seed needs an active ${mode} profile with instances`);
    return found;
  };

  async function openArchive(profile: SecurityProfile) {
    const { element, screen } = await renderView(ns, archivePage(profile), token);
    (await screen.findByRole('button', { name: 'Open archive' })).click();
    const dialog = await screen.findByRole('dialog', { name: `Archive "${profile.title}" profile` });
    const field = within(dialog).getByRole('textbox', { name: `Type archive ${profile.name} to confirm` });
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    return { element, screen, dialog, field, confirm };
  }

  it('enables Archive only for exactly "archive {name}", then archives once and notifies after the server said yes', async () => {
    const profile = withMode('audit');
    expect(profile.name).to.not.equal(profile.title);
    const { element, screen, dialog, field, confirm } = await openArchive(profile);
    expect(dialog.textContent).to.contain('NOT deleted');
    expect(dialog.textContent).to.contain('cannot be reactivated');
    expect((confirm as HTMLButtonElement).disabled).to.equal(true);
    await expect(element).to.be.accessible();

    await typeInto(field, `archive ${profile.title}`);
    expect((confirm as HTMLButtonElement).disabled).to.equal(true);
    await sendKeys({ press: 'Enter' });
    (field as HTMLInputElement).select();
    await typeInto(field, `archive ${profile.name} `);
    expect((confirm as HTMLButtonElement).disabled).to.equal(true);
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).to.equal(false));
    expect(await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:archive` })).to.have.length(0);

    await setOptions(ns, { latencyMs: 300 });
    confirm.click();
    confirm.click();
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).to.equal('true'));
    expect(confirm.textContent).to.equal('Archiving...');
    expect(queryNotification(screen, 'You have archived')).to.equal(null);

    const notice = await findNotification(screen, `You have archived "${profile.title}" profile`);
    expect(notice.textContent).to.contain('past audit data and profile details will remain accessible');
    await waitFor(() => expect(screen.queryByRole('dialog')).to.equal(null));
    expect(await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:archive` })).to.have.length(1);
    expect(await profileStatus(ns, token, profile.id)).to.equal('archived');
    await expect(element).to.be.accessible();
  });

  it('submits with Enter, and a failure keeps the modal open with the server message and no notice', async () => {
    const profile = withMode('audit-fix');
    await setOptions(ns, {
      faults: [
        {
          method: 'POST',
          path: `security-profiles/${profile.id}:archive`,
          status: 409,
          body: { error: 'Conflict', message: 'The profile <b>is busy</b>.' },
        },
      ],
    });
    const { element, screen, dialog, field } = await openArchive(profile);
    await typeInto(field, `archive ${profile.name}`);
    await sendKeys({ press: 'Enter' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).to.contain('The profile <b>is busy</b>.');
    expect(screen.getByRole('dialog', { name: `Archive "${profile.title}" profile` })).to.equal(dialog);
    expect(queryNotification(screen, 'You have archived')).to.equal(null);
    expect(await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:archive` })).to.have.length(1);
    expect(await profileStatus(ns, token, profile.id)).to.equal('active');
    await expect(element).to.be.accessible();
  });

  it('runs an audit-only profile at once, with a notice whose View details goes to the run activities', async () => {
    const profile = withMode('audit');
    const { element, screen } = await renderView(ns, runPage(profile), token);
    const followed: string[] = [];
    element.addEventListener('landscape-navigate', (event) => {
      followed.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    (await screen.findByRole('button', { name: 'Run profile' })).click();
    const notice = await findNotification(screen, `You have successfully initiated run of the ${profile.title} security profile`);
    expect(notice.textContent).to.contain('Generating an audit has been queued in Activities.');
    expect(notice.textContent).to.not.contain('remediation');
    expect(notice.textContent).to.not.contain('restart');
    expect(screen.queryByRole('dialog')).to.equal(null);
    await waitFor(() => screen.getByText('No run pending'));
    const executes = await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:execute` });
    expect(executes).to.have.length(1);

    // The run's parent activity, as the server lists it.
    const activities = await fetch(`${ns.apiBase}activities?limit=100&offset=0`, { headers: { Authorization: `Bearer ${token}` } });
    const listed = ((await activities.json()) as { results: { id: number; summary: string }[] }).results;
    const parent = listed.find((activity) => activity.summary.startsWith(`Run security profile "${profile.title}" on`));
    await expect(element).to.be.accessible();
    within(notice).getByRole('button', { name: 'View details' }).click();
    expect(followed).to.deep.equal([`/activities?query=${encodeURIComponent(`parent-id:${parent!.id}`)}`]);
  });

  it('asks first for a run with fixes: the side panel explains it, Run runs once, notifies and closes', async () => {
    const profile = withMode('audit-fix-restart');
    const { element, screen } = await renderView(ns, runPage(profile), token);
    (await screen.findByRole('button', { name: 'Run profile' })).click();
    const panel = await screen.findByRole('dialog', { name: `Run "${profile.title}" profile` });
    expect(panel.textContent).to.contain('apply remediation fixes on its associated instances, restart them and generate an audit');
    expect(within(panel).getByRole('list', { name: 'What the run does' }).textContent).to.contain('Restart instances');
    expect(await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:execute` })).to.have.length(0);
    await expect(element).to.be.accessible();

    await setOptions(ns, { latencyMs: 300 });
    const run = within(panel).getByRole('button', { name: 'Run' });
    run.click();
    run.click();
    const notice = await findNotification(screen, `You have successfully initiated run of the ${profile.title} security profile`);
    expect(notice.textContent).to.contain('Applying remediation fixes, restarting associated instances, and generating an audit');
    within(notice).getByRole('button', { name: 'View details' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Run "${profile.title}" profile` })).to.equal(null));
    expect(await requests(ns, { method: 'POST', path: `security-profiles/${profile.id}:execute` })).to.have.length(1);
    await expect(element).to.be.accessible();
  });

  it('keeps the run panel open with the server message when the run fails', async () => {
    const profile = withMode('audit-fix');
    await setOptions(ns, {
      faults: [{ method: 'POST', path: `security-profiles/${profile.id}:execute`, status: 400, body: { error: 'BadRequest', message: 'No instances.' } }],
    });
    const { screen } = await renderView(ns, runPage(profile), token);
    (await screen.findByRole('button', { name: 'Run profile' })).click();
    const panel = await screen.findByRole('dialog', { name: `Run "${profile.title}" profile` });
    expect(panel.textContent).to.not.contain('Restart instances');
    within(panel).getByRole('button', { name: 'Run' }).click();
    await findNotification(screen, 'No instances.');
    expect(screen.getByRole('dialog', { name: `Run "${profile.title}" profile` })).to.equal(panel);
    expect(queryNotification(screen, 'initiated run')).to.equal(null);
  });

  it("in the portal, View details routes in place to the run's activities without an event", async () => {
    const profile = withMode('audit');
    const { element, screen } = await renderView(ns, portalRunPage(profile), token);
    const followed: string[] = [];
    element.addEventListener('landscape-navigate', (event) => followed.push((event as CustomEvent<{ path: string }>).detail.path));
    try {
      (await screen.findByRole('button', { name: 'Run profile' })).click();
      const notice = await findNotification(screen, `You have successfully initiated run of the ${profile.title} security profile`);
      within(notice).getByRole('button', { name: 'View details' }).click();
      await waitFor(() => expect(location.pathname).to.equal(`${UI_BASE}/activities`));
      expect(new URLSearchParams(location.search).get('query')).to.match(/^parent-id:\d+$/);
      expect(followed).to.deep.equal([]);
    } finally {
      restoreLocation();
    }
  });
});
