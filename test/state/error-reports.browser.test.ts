/**
 * Issue 21, point 8: error reporting. What failed reaches the host as a bubbling, composed
 * `landscape-error` from the element it happened in, sampled by the root's `error-sample-rate`, and is
 * POSTed as JSON to its `error-report-url` (here the simulator's receiver). A 4xx the user is told
 * about, browser noise and other scripts' errors are not reported; no token, no typed value, no query.
 */
import { expect, html } from '@open-wc/testing';
import { configure, within } from '@testing-library/dom';
import '../../elements/index.ts';
import type { LandscapeRoot } from '../../elements/landscape-root.ts';
import { ApiError } from '../../src/api/errors.ts';
import { currentToken } from '../../src/state/auth.ts';
import { setTexts } from '../../src/state/texts.ts';
import type { LandscapeErrorDetail } from '../../src/state/events.ts';
import { mount, screenOf, typeInto, waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace } from '../helpers/portal.ts';
import { createNamespace, errorReports, errorReportUrl, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';

configure({ asyncUtilTimeout: 5000 });

interface Heard {
  readonly detail: LandscapeErrorDetail;
  readonly target: EventTarget | null;
  readonly composed: boolean;
}

/** Every `landscape-error` the document hears, with the element it came from. */
function listen() {
  const heard: Heard[] = [];
  const onError = (event: Event) => {
    const custom = event as CustomEvent<LandscapeErrorDetail>;
    heard.push({ detail: custom.detail, target: event.composedPath()[0] ?? null, composed: event.composed });
  };
  document.addEventListener('landscape-error', onError);
  return { heard, stop: () => document.removeEventListener('landscape-error', onError) };
}

async function activitiesWidget(ns: SimNamespace, attributes: { sampleRate?: string } = {}) {
  const root = await mount<LandscapeRoot>(
    html`<landscape-root
      api-base=${ns.apiBase}
      legacy-api-base=${ns.legacyApiBase}
      error-report-url=${errorReportUrl(ns)}
      error-sample-rate=${attributes.sampleRate ?? ''}
      ><landscape-activities></landscape-activities
    ></landscape-root>`,
    'landscape-root',
  );
  const element = root.querySelector('landscape-activities')!;
  return { root, element, screen: screenOf(element) };
}

const serverError = (status: number, message: string) => ({ method: 'GET', path: 'activities', status, body: { error: 'Boom', message } });

describe('error reports', () => {
  let ns: SimNamespace;
  let events: ReturnType<typeof listen>;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
    events = listen();
  });
  afterEach(() => events.stop());

  it('a failed call (5xx) is an event from the element, and a JSON report, without the token or what was typed', async () => {
    const { root, element, screen } = await activitiesWidget(ns);
    await screen.findByRole('table', { name: 'Activities' });
    await setOptions(ns, { faults: [serverError(503, 'Server exploded')] });
    await typeInto(screen.getByRole('searchbox', { name: /search/i }), 'secret-search-term');
    screen.getByRole('button', { name: 'Search' }).click();
    await waitFor(() => expect(events.heard).to.have.length(1));

    const [{ detail, target, composed }] = events.heard as [Heard];
    expect(target).to.equal(element);
    expect(composed).to.equal(true);
    expect(detail).to.include({ kind: 'request', message: 'Server exploded', element: 'landscape-activities' });
    expect(detail.request).to.deep.equal({ method: 'GET', path: 'activities', status: 503 });
    expect(detail.stack).to.be.a('string');
    expect(detail.route, 'no portal, no route').to.equal(undefined);

    await waitFor(async () => expect(await errorReports(ns)).to.deep.equal([detail]));
    const sent = JSON.stringify(await errorReports(ns));
    expect(sent).to.not.include('secret-search-term');
    const token = currentToken(root.store);
    expect(token, 'signed in with a token').to.be.a('string').and.not.equal('');
    expect(sent).to.not.include(token!);
  });

  it('a 4xx the user is told about is not reported; the 5xx after it is, once', async () => {
    await setOptions(ns, { faults: [{ ...serverError(400, 'Bad query'), times: 1 }, serverError(500, 'Server exploded')] });
    const { screen } = await activitiesWidget(ns);
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Bad query');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(events.heard.map(({ detail }) => detail.message)).to.deep.equal(['Server exploded']));
    // The 400 was answered before the 500: had it been reported, it would be there first.
    expect(await errorReports(ns)).to.have.length(1);
  });

  it('a sample rate of 0 reports nothing; set back to 1, the next failure is reported', async () => {
    await setOptions(ns, { faults: [{ ...serverError(500, 'First failure'), times: 1 }, serverError(500, 'Second failure')] });
    const { root, screen } = await activitiesWidget(ns, { sampleRate: '0' });
    expect(root.errorSampleRate).to.equal(0);
    const alert = await screen.findByRole('alert');
    within(alert).getByText('First failure');
    root.errorSampleRate = 1;
    expect(root.getAttribute('error-sample-rate')).to.equal('1');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(events.heard.map(({ detail }) => detail.message)).to.deep.equal(['Second failure']));
  });

  it('an unreadable answer and no answer at all are reported as failed calls', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'activities', malformed: true, times: 1 }, { method: 'GET', path: 'activities', drop: true }] });
    const { screen } = await activitiesWidget(ns);
    within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(events.heard).to.have.length(2));
    expect(events.heard.map(({ detail }) => [detail.kind, detail.request?.status])).to.deep.equal([
      ['request', 200],
      ['request', 0],
    ]);
  });

  it("an uncaught error or rejection of the elements' code is reported; noise and other scripts' errors are not", async () => {
    const { element } = await activitiesWidget(ns);
    // Mocha fails a test on the page's uncaught errors: these stand in for them, seen by the page's listeners.
    const noise = [
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.', error: new Error('ResizeObserver loop completed with undelivered notifications.') }),
      new ErrorEvent('error', { message: 'content script', filename: 'chrome-extension://abcdef/content.js', error: null }),
      new ErrorEvent('error', { message: 'host bug', filename: 'https://cdn.example.com/app.js', error: null }),
    ];
    const aborted = new DOMException('The user aborted a request.', 'AbortError');
    const mochaHandler = window.onerror;
    window.onerror = null;
    try {
      for (const event of noise) window.dispatchEvent(event);
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: aborted }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'a bug of ours', error: new TypeError('a bug of ours') }));
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new ApiError('Nobody caught this', 500) }));
    } finally {
      window.onerror = mochaHandler;
    }
    await waitFor(() => expect(events.heard).to.have.length(2));
    expect(events.heard.map(({ detail }) => [detail.kind, detail.message])).to.deep.equal([
      ['uncaught', 'a bug of ours'],
      ['rejection', 'Nobody caught this'],
    ]);
    // Not started by one element: from the first the store serves.
    expect(events.heard[0]!.target).to.equal(element);
  });
});

describe('error reports in the portal', () => {
  let ns: SimNamespace;
  let events: ReturnType<typeof listen>;
  beforeEach(async () => {
    ns = await signedInNamespace();
    events = listen();
  });
  afterEach(() => {
    events.stop();
    setTexts(undefined);
    leavePortal();
  });

  it('a screen that fails to render is reported with its route (no query), from the portal', async () => {
    // A host's text that throws: the activities screen cannot render its rows.
    setTexts({
      activities: {
        instanceLink: () => {
          throw new Error('A host text failed');
        },
      },
    });
    const { portal, root, screen } = await renderPortal(ns, '/activities?utm=secret-campaign');
    root.errorReportUrl = errorReportUrl(ns);
    await screen.findByText('Unexpected error occured');
    await waitFor(() => expect(events.heard.map(({ detail }) => detail.kind)).to.include('render'));
    const render = events.heard.find(({ detail }) => detail.kind === 'render')!;
    expect(render.target).to.equal(portal);
    expect(render.detail).to.include({ message: 'A host text failed', element: 'landscape-portal', route: '/activities' });
    expect(render.detail.stack).to.include('A host text failed');
    await waitFor(async () => expect(JSON.stringify(await errorReports(ns))).to.include('A host text failed'));
    expect(JSON.stringify(await errorReports(ns))).to.not.include('secret-campaign');
  });
});
