import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import dayjs from 'dayjs';
import type { SecurityProfile } from '../../src/api/security-profiles.ts';
import { ReadyAudits, useDownloadAudit } from '../../src/features/security-profiles/audit/index.ts';
import { PENDING_REPORTS_KEY, pendingReportsKey, type PendingReport } from '../../src/features/security-profiles/audit/pending-reports.ts';
import { currentAccount } from '../../src/state/account.ts';
import { saveFile, type PortalStore } from '../../src/state/store.ts';
import { Button } from '../../src/ui/button/Button.tsx';
import { NotificationArea } from '../../src/ui/notification/NotificationArea.tsx';
import { SidePanelHost } from '../../src/ui/side-panel/SidePanel.tsx';
import { queryNotification, setFieldValue, waitFor } from '../helpers/dom.ts';
import { createNamespace, requests, setOptions, signIn, tokenFor, type SimNamespace } from '../helpers/simulator.ts';
import { renderView } from '../ui/harness.tsx';

const HOSTILE = '<img src=x onerror=alert(1)>';
/** Short, so a report is ready within a poll or two (the UI asks once a second). */
const REPORT_DELAY_MS = 300;
/** Long enough for a report to be followed and downloaded. */
const FOLLOW = { timeout: 6000 };

/** The one date's label ("Date", then the required marker), not the "Date range" radio's. */
const DATE_LABEL = /^Date\*?$/;

const day = (offset = 0) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

type AuditedProfile = Pick<SecurityProfile, 'id' | 'title'>;

interface Saved {
  readonly file: Blob;
  readonly name: string;
}

/** The screen's pieces as the lead's screen uses them: the notice above, a row action, the panel. */
function auditPage(profile: AuditedProfile) {
  return function AuditPage() {
    const { open } = useDownloadAudit();
    return (
      <>
        <NotificationArea />
        <ReadyAudits />
        <Button onClick={() => open(profile)}>Open audit panel</Button>
        <SidePanelHost />
      </>
    );
  };
}

/** Two CSV texts are the same; a failure names where they differ instead of printing thousands of lines. */
function expectSameCsv(actual: string, expected: string): void {
  if (actual === expected) return;
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  throw new Error(`the CSVs differ at character ${at}: ${JSON.stringify(actual.slice(at, at + 60))} instead of ${JSON.stringify(expected.slice(at, at + 60))}`);
}

function clearStoredReports(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PENDING_REPORTS_KEY)) localStorage.removeItem(key);
}

describe('Download audit', () => {
  let ns: SimNamespace;
  let token: string;
  let profile: SecurityProfile;

  beforeEach(async () => {
    clearStoredReports();
    ns = await createNamespace({ reportDelayMs: REPORT_DELAY_MS });
    await signIn(ns);
    token = await tokenFor(ns);
    const answer = await fetch(`${ns.apiBase}security-profiles?status=active&limit=50&offset=0`, { headers: { authorization: `Bearer ${token}` } });
    const profiles = ((await answer.json()) as { results: SecurityProfile[] }).results;
    profile = profiles.find((item) => item.associated_instances > 0 && item.associated_instances < 5000)!;
  });

  afterEach(clearStoredReports);

  /** Renders the page; downloads are recorded instead of reaching the browser. */
  async function render(audited: AuditedProfile = profile) {
    const rendered = await renderView(ns, auditPage(audited), token);
    const saved: Saved[] = [];
    rendered.store.downloads = { save: (file, name) => saved.push({ file, name }) };
    await waitFor(() => expect(currentAccount(rendered.store)).to.be.a('string'));
    return { ...rendered, saved };
  }

  async function openPanel(screen: Awaited<ReturnType<typeof render>>['screen'], audited: AuditedProfile = profile) {
    (await screen.findByRole('button', { name: 'Open audit panel' })).click();
    const dialog = await screen.findByRole('dialog', { name: `Download audit for ${audited.title} security profile` });
    return { dialog, panel: within(dialog) };
  }

  /** The CSV the simulator serves for a report path. */
  async function simulatorCsv(path: string): Promise<string> {
    const answer = await fetch(`${ns.apiBase}security-profiles/blob?path=${encodeURIComponent(path)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).to.equal(200);
    return answer.text();
  }

  const stored = (store: PortalStore): PendingReport[] =>
    JSON.parse(localStorage.getItem(pendingReportsKey(currentAccount(store)!)) ?? '[]') as PendingReport[];

  const reportRequests = () => requests(ns, { method: 'GET', path: `security-profiles/${profile.id}/report` });

  it('shows the timeframe and level of detail, and every validation message before anything is sent', async () => {
    const { element, screen } = await render();
    const { dialog, panel } = await openPanel(screen);
    expect(dialog.textContent).to.contain('Customize the audit by selecting the scope and the timeframe.');
    const timeframe = panel.getByRole('group', { name: 'Audit timeframe' });
    expect((within(timeframe).getByRole('radio', { name: 'Specific date' }) as HTMLInputElement).checked).to.equal(true);
    expect(within(timeframe).getByRole('radio', { name: 'Date range' })).to.exist;
    const detail = panel.getByRole('group', { name: 'Level of detail' });
    const summary = within(detail).getByRole('radio', { name: /^Summary only/ }) as HTMLInputElement;
    expect(summary.checked).to.equal(true);
    expect(detail.textContent).to.contain('High-level overview of audit results');
    expect(detail.textContent).to.contain('Includes rules ID, severity, identifiers and references, description, rationale');
    const date = panel.getByLabelText(DATE_LABEL) as HTMLInputElement;
    // Today, in the page's locale (the browser's, en-US): a text field, as every date field.
    expect(date.type).to.equal('text');
    const [year, month, dayOfMonth] = day().split('-');
    expect(date.value).to.equal(`${month}/${dayOfMonth}/${year}`);
    const generate = panel.getByRole('button', { name: 'Generate CSV' });
    await expect(element).to.be.accessible();

    setFieldValue(date, day(1));
    generate.click();
    await panel.findByText('The date must not be in the future.');
    expect(date.getAttribute('aria-invalid')).to.equal('true');
    await expect(element).to.be.accessible();

    setFieldValue(date, '');
    await panel.findByText('This field is required.');

    within(timeframe).getByRole('radio', { name: 'Date range' }).click();
    const start = (await panel.findByLabelText(/^Start date/)) as HTMLInputElement;
    const end = panel.getByLabelText(/^End date/) as HTMLInputElement;
    setFieldValue(start, day(-2));
    setFieldValue(end, day(-3));
    generate.click();
    await panel.findByText('The end date must not be before the start date.');
    setFieldValue(end, day(1));
    await panel.findByText('The end date must not be in the future.');
    await expect(element).to.be.accessible();
    setFieldValue(end, day(-2));
    await waitFor(() => expect(panel.queryByText(/^The end date/)).to.equal(null));

    expect(await reportRequests()).to.have.length(0);
  });

  it('requests a summary for one date, shows progress, then downloads the CSV under its name and offers it again', async () => {
    const { element, screen, store, saved } = await render();
    const { panel } = await openPanel(screen);
    setFieldValue(panel.getByLabelText(DATE_LABEL) as HTMLInputElement, day(-1));
    panel.getByRole('button', { name: 'Generate CSV' }).click();

    const progress = await waitFor(() => {
      const card = queryNotification(screen, 'Your audit is being generated:');
      if (!card) throw new Error('no progress notice yet');
      return card;
    });
    expect(progress.textContent).to.contain('this may take up to 5 minutes.');
    expect(progress.textContent).to.contain(profile.title);
    expect(screen.queryByRole('dialog')).to.equal(null);
    const [request] = await reportRequests();
    expect(request!.query).to.deep.equal({ start_date: day(-1) });
    expect(stored(store)).to.have.length(1);
    await expect(element).to.be.accessible();

    const ready = await waitFor(() => {
      const card = queryNotification(screen, 'Your requested audit is ready:');
      if (!card) throw new Error('no ready notice yet');
      return card;
    }, FOLLOW);
    expect(saved).to.have.length(1);
    const [blob] = await requests(ns, { method: 'GET', path: 'security-profiles/blob' });
    const path = blob!.query['path']!;
    expect(path).to.match(new RegExp(`^audit-reports/${profile.id}/${day(-1)}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const name = path.split('/').pop()!;
    expect(saved[0]!.name).to.equal(name);
    expect(saved[0]!.file.type).to.equal('text/csv');
    const csv = await saved[0]!.file.text();
    expectSameCsv(csv, await simulatorCsv(path));
    expect(csv.split('\n')[0]).to.equal('hostname,title,benchmark,result,last_audit');
    expect(ready.textContent).to.contain(name);
    // The report's activity was followed until it succeeded.
    const polls = await requests(ns, { method: 'GET' });
    expect(polls.filter((seen) => /^activities\/\d+$/.test(seen.path)).length).to.be.greaterThan(0);
    // Downloaded: nothing is left to offer above the table.
    expect(stored(store)).to.deep.equal([]);
    expect(queryNotification(screen, 'ready for download')).to.equal(null);
    await expect(element).to.be.accessible();

    within(ready).getByRole('button', { name: 'Download audit' }).click();
    await waitFor(() => expect(saved).to.have.length(2));
    expect(saved[1]!.name).to.equal(name);
    expectSameCsv(await saved[1]!.file.text(), csv);
  });

  it('requests a detailed range by keyboard with start, end and detailed: true', async () => {
    const { screen, saved } = await render();
    const { panel } = await openPanel(screen);
    panel.getByRole('radio', { name: 'Specific date' }).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect((panel.getByRole('radio', { name: 'Date range' }) as HTMLInputElement).checked).to.equal(true);
    const start = (await panel.findByLabelText(/^Start date/)) as HTMLInputElement;
    setFieldValue(start, day(-7));
    setFieldValue(panel.getByLabelText(/^End date/) as HTMLInputElement, day(-1));
    panel.getByRole('radio', { name: /^Summary only/ }).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect((panel.getByRole('radio', { name: /^Detailed view/ }) as HTMLInputElement).checked).to.equal(true);
    panel.getByRole('button', { name: 'Generate CSV' }).focus();
    await sendKeys({ press: 'Enter' });

    await waitFor(() => expect(saved).to.have.length(1), FOLLOW);
    const [request] = await reportRequests();
    expect(request!.query).to.deep.equal({ start_date: day(-7), end_date: day(-1), detailed: 'true' });
    expect(saved[0]!.name).to.equal(`${day(-7)}_${day(-1)}-detailed.csv`);
    const csv = await saved[0]!.file.text();
    expect(csv.split('\n')[0]).to.equal('hostname,title,benchmark,result,rule_id,rule_title,rule_result');
    expectSameCsv(csv, await simulatorCsv(`audit-reports/${profile.id}/${day(-7)}_${day(-1)}-detailed.csv`));
  });

  it("keeps the panel and its values with the server's message when the request is refused", async () => {
    await setOptions(ns, {
      faults: [
        {
          method: 'GET',
          path: `security-profiles/${profile.id}/report`,
          status: 400,
          body: { error: 'InvalidParameter', message: 'No audits <b>in</b> this timeframe.' },
        },
      ],
    });
    const { element, screen, store, saved } = await render();
    const { dialog, panel } = await openPanel(screen);
    panel.getByRole('radio', { name: 'Date range' }).click();
    setFieldValue((await panel.findByLabelText(/^Start date/)) as HTMLInputElement, day(-5));
    setFieldValue(panel.getByLabelText(/^End date/) as HTMLInputElement, day(-4));
    panel.getByRole('radio', { name: /^Detailed view/ }).click();
    panel.getByRole('button', { name: 'Generate CSV' }).click();

    const alert = await panel.findByRole('alert');
    expect(alert.textContent).to.contain('No audits <b>in</b> this timeframe.');
    expect(screen.getByRole('dialog', { name: `Download audit for ${profile.title} security profile` })).to.equal(dialog);
    expect((panel.getByRole('radio', { name: 'Date range' }) as HTMLInputElement).checked).to.equal(true);
    expect((panel.getByLabelText(/^Start date/) as HTMLInputElement).value).to.equal(day(-5));
    expect((panel.getByLabelText(/^End date/) as HTMLInputElement).value).to.equal(day(-4));
    expect((panel.getByRole('radio', { name: /^Detailed view/ }) as HTMLInputElement).checked).to.equal(true);
    expect(queryNotification(screen, 'Your audit is being generated:')).to.equal(null);
    expect(await reportRequests()).to.have.length(1);
    expect(stored(store)).to.deep.equal([]);
    expect(saved).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it("shows the server's message when the report's activity ends without a report", async () => {
    await setOptions(ns, { reportDelayMs: 60_000 });
    const { element, screen, store, saved } = await render();
    const { panel } = await openPanel(screen);
    panel.getByRole('button', { name: 'Generate CSV' }).click();
    await waitFor(() => expect(stored(store)).to.have.length(1));
    const [report] = stored(store);
    // The report is cancelled in Activities while it is generated.
    const cancel = await fetch(
      `${ns.legacyApiBase}?${new URLSearchParams({ action: 'CancelActivities', version: '2011-08-01', query: `id:${report!.activityId}` })}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(await cancel.json()).to.deep.equal([report!.activityId]);

    const failure = await waitFor(() => {
      const card = queryNotification(screen, 'Your audit could not be generated:');
      if (!card) throw new Error('no failure notice yet');
      return card;
    }, FOLLOW);
    expect(failure.textContent).to.contain('Canceled by Ada Admin.');
    expect(saved).to.deep.equal([]);
    expect(stored(store)).to.deep.equal([]);
    expect(await requests(ns, { method: 'GET', path: 'security-profiles/blob' })).to.have.length(0);
    await expect(element).to.be.accessible();
  });

  it("keeps a report whose CSV fails to download as ready, with the server's message, and downloads it from the notice", async () => {
    await setOptions(ns, {
      faults: [{ method: 'GET', path: 'security-profiles/blob', status: 503, body: { error: 'Unavailable', message: 'The report store is busy.' }, times: 1 }],
    });
    const { element, screen, store, saved } = await render();
    const { panel } = await openPanel(screen);
    panel.getByRole('button', { name: 'Generate CSV' }).click();

    await waitFor(() => {
      if (!queryNotification(screen, 'The report store is busy.')) throw new Error('no failure notice yet');
    }, FOLLOW);
    expect(saved).to.deep.equal([]);
    const notice = await screen.findByText('Your audit is ready for download:');
    const card = notice.closest('[part="notification"]') as HTMLElement;
    expect(card.textContent).to.contain(profile.title);
    expect(stored(store)[0]!.path).to.be.a('string');
    await expect(element).to.be.accessible();

    within(card).getByRole('button', { name: 'Download audit' }).click();
    await waitFor(() => expect(saved).to.have.length(1));
    expect(saved[0]!.file.type).to.equal('text/csv');
    await waitFor(() => expect(screen.queryByText('Your audit is ready for download:')).to.equal(null));
    expect(stored(store)).to.deep.equal([]);
  });

  it('offers reports asked for before a reload once they are ready, and downloads them all', async () => {
    const first = await render();
    const { panel } = await openPanel(first.screen);
    panel.getByRole('button', { name: 'Generate CSV' }).click();
    await waitFor(() => expect(stored(first.store)).to.have.length(1));
    const again = await openPanel(first.screen);
    again.panel.getByRole('radio', { name: /^Detailed view/ }).click();
    again.panel.getByRole('button', { name: 'Generate CSV' }).click();
    await waitFor(() => expect(stored(first.store)).to.have.length(2));
    // Leaving the screen (a reload) before either is ready.
    first.root.remove();
    expect(first.saved).to.deep.equal([]);

    const second = await render();
    const notice = await second.screen.findByText('Your audits are ready for download:', undefined, FOLLOW);
    const card = notice.closest('[part="notification"]') as HTMLElement;
    expect(card.textContent).to.contain(profile.title);
    await expect(second.element).to.be.accessible();
    within(card).getByRole('button', { name: 'Download audits' }).click();

    await waitFor(() => expect(second.saved).to.have.length(2));
    const paths = (await requests(ns, { method: 'GET', path: 'security-profiles/blob' })).map((seen) => seen.query['path']!);
    expect(second.saved.map((file) => file.name)).to.deep.equal(paths.map((path) => path.split('/').pop()));
    expect(second.saved[0]!.name).to.match(new RegExp(`^${day()}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(second.saved[1]!.name).to.match(new RegExp(`^${day()}_\\d{4}-\\d{2}-\\d{2}-detailed\\.csv$`));
    expectSameCsv(await second.saved[1]!.file.text(), await simulatorCsv(paths[1]!));
    await waitFor(() => expect(second.screen.queryByText(/ready for download/)).to.equal(null));
    expect(stored(second.store)).to.deep.equal([]);
    // The first page stopped following when it was left.
    expect(first.saved).to.deep.equal([]);
  });

  it("dismisses ready reports, ignoring malformed stored ones and other organisations' reports", async () => {
    const ready: PendingReport = { activityId: 999_001, profileId: profile.id, title: profile.title, path: `audit-reports/${profile.id}/2026-01-01_2026-01-01.csv` };
    const first = await render();
    const account = currentAccount(first.store)!;
    localStorage.setItem(pendingReportsKey(account), JSON.stringify([{ activityId: 'x' }, 7, ready]));
    localStorage.setItem(pendingReportsKey(`${account}-other`), JSON.stringify([{ ...ready, activityId: 999_002, title: 'Elsewhere' }]));
    first.root.remove();

    const { element, screen } = await render();
    const notice = await screen.findByText('Your audit is ready for download:');
    const card = notice.closest('[part="notification"]') as HTMLElement;
    expect(card.textContent).to.contain(`The audit of the ${profile.title} security profile.`);
    expect(card.textContent).to.not.contain('Elsewhere');
    expect(within(card).queryByRole('button', { name: 'Download audits' })).to.equal(null);
    within(card).getByRole('button', { name: 'Download audit' });
    await expect(element).to.be.accessible();
    within(card).getByRole('button', { name: 'Dismiss notification' }).click();
    await waitFor(() => expect(screen.queryByText(/ready for download/)).to.equal(null));
    expect(localStorage.getItem(pendingReportsKey(account))).to.equal(null);
    expect(localStorage.getItem(pendingReportsKey(`${account}-other`))).to.not.equal(null);
  });

  it('shows a hostile profile title as text in the panel and the notices', async () => {
    const hostile = { id: profile.id, title: HOSTILE };
    const { element, screen, saved } = await render(hostile);
    const { dialog, panel } = await openPanel(screen, hostile);
    expect(dialog.querySelector('img')).to.equal(null);
    panel.getByRole('button', { name: 'Generate CSV' }).click();
    const progress = await waitFor(() => {
      const card = queryNotification(screen, 'Your audit is being generated:');
      if (!card) throw new Error('no progress notice yet');
      return card;
    });
    expect(progress.textContent).to.contain(HOSTILE);
    const ready = await waitFor(() => {
      const card = queryNotification(screen, 'Your requested audit is ready:');
      if (!card) throw new Error('no ready notice yet');
      return card;
    }, FOLLOW);
    expect(ready.textContent).to.contain(HOSTILE);
    expect(saved).to.have.length(1);
    expect(element.shadowRoot!.querySelector('img')).to.equal(null);
  });
});

describe("the store's default download", () => {
  it('hands the file to the browser as an <a download> of an object URL, then removes the link', async () => {
    const clicked: { name: string; href: string }[] = [];
    const intercept = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement) || !event.target.download) return;
      // No real download in the test browser.
      event.preventDefault();
      clicked.push({ name: event.target.download, href: event.target.href });
    };
    document.addEventListener('click', intercept, true);
    try {
      saveFile(new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), '2026-01-01_2026-01-31.csv');
    } finally {
      document.removeEventListener('click', intercept, true);
    }
    expect(clicked).to.have.length(1);
    expect(clicked[0]!.name).to.equal('2026-01-01_2026-01-31.csv');
    expect(clicked[0]!.href).to.match(/^blob:/);
    const file = await fetch(clicked[0]!.href);
    expect(file.headers.get('content-type')).to.equal('text/csv');
    expect(await file.text()).to.equal('a,b\n1,2\n');
    expect(document.querySelector('a[download]')).to.equal(null);
  });
});
