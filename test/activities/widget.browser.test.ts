import { expect } from '@open-wc/testing';
import '../../elements/index.ts';
import { announcedAs, findNotification, recordEvents, setFieldValue, typeInto, waitFor } from '../helpers/dom.ts';
import { clearRequests, createNamespace, requests, setOptions, signIn, type SimNamespace } from '../helpers/simulator.ts';
import { firstInstanceLink, lastListRequest, listQueries, renderActivities, unavailable } from './helpers.ts';

type Screen = Awaited<ReturnType<typeof renderActivities>>['screen'];

async function table(screen: Screen) {
  return screen.findByRole('table', { name: 'Activities' });
}

/** Waits until the table shows the current request's rows, not the previous page's. */
async function settled(screen: Screen) {
  const found = await table(screen);
  await waitFor(() => expect(found.getAttribute('aria-busy')).to.not.equal('true'));
  return found;
}

async function rows(screen: Screen) {
  const found = await table(screen);
  return [...found.querySelectorAll('tbody tr')];
}

async function chooseOption(screen: Screen, filter: RegExp, option: string) {
  (await screen.findByRole('button', { name: filter })).click();
  (await screen.findByRole('option', { name: option })).click();
}

/**
 * Filters the first page by a status, waits for its rows, selects the first one, and returns the
 * action's button once that selection enables it.
 */
async function selectFirstWithStatus(screen: Screen, ns: SimNamespace, status: string, action: string) {
  await chooseOption(screen, /^Status/, status);
  await lastListRequest(ns, 2);
  await settled(screen);
  (await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }))[0]!.click();
  const button = screen.getByRole('button', { name: action }) as HTMLButtonElement;
  await waitFor(() => expect(unavailable(button)).to.equal(false));
  return button;
}

describe('landscape-activities', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('lists activities with every column and the footer', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    for (const name of ['Description', 'Status', 'Instance', 'Created at', 'Creator']) {
      expect(screen.getByRole('columnheader', { name })).to.exist;
    }
    expect(await rows(screen)).to.have.length(20);
    expect(screen.getByText(/^Showing 20 of [\d,]+ results$/)).to.exist;
    const [first] = await listQueries(ns);
    expect(first).to.deep.equal({ query: undefined, limit: '20', offset: '0' });
  });

  it('restricts to one instance and hides the Instance column', async () => {
    const { screen } = await renderActivities(ns, [{ instanceId: 6 }]);
    await table(screen);
    expect(screen.queryByRole('columnheader', { name: 'Instance' })).to.equal(null);
    expect((await lastListRequest(ns, 1)).query).to.equal('computer:id:6');
  });

  it('appends search terms to the query, comma-separated, with a removable chip each', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'status:failed');
    screen.getByRole('button', { name: 'Search' }).click();
    expect((await lastListRequest(ns, 2)).query).to.equal('status:failed');
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'creator:admin@example.com');
    screen.getByRole('button', { name: 'Search' }).click();
    expect((await lastListRequest(ns, 3)).query).to.equal('status:failed creator:admin@example.com');
    screen.getByRole('button', { name: 'Search' }).click();
    (await screen.findByRole('button', { name: 'Remove Query filter: status:failed' })).click();
    expect((await lastListRequest(ns, 4)).query).to.equal('creator:admin@example.com');
    expect(await listQueries(ns)).to.have.length(4);
  });

  it('filters by status and type, shows chips, and clears them all', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    await chooseOption(screen, /^Status/, 'Failed');
    expect((await lastListRequest(ns, 2)).query).to.equal('status:failed');
    await chooseOption(screen, /^Type/, 'Install package');
    expect((await lastListRequest(ns, 3)).query).to.equal('status:failed type:"Install package"');
    await screen.findByRole('button', { name: 'Remove Status filter: Failed' });
    screen.getByRole('button', { name: 'Clear all filters' }).click();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove/ })).to.equal(null));
    // The unfiltered first page is still cached: no new request for it.
    expect(await listQueries(ns)).to.have.length(3);
  });

  it('offers All and every status but unapproved', async () => {
    const { screen } = await renderActivities(ns);
    (await screen.findByRole('button', { name: /^Status/ })).click();
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim());
    expect(options).to.deep.equal(['All', 'Succeeded', 'Scheduled', 'Waiting', 'Queued', 'In progress', 'Blocked', 'Canceled', 'Failed']);
  });

  it('filters by a date range, validating it first', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    (await screen.findByRole('button', { name: /^Date range/ })).click();
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    setFieldValue(from, '2025-03-01T10:00');
    setFieldValue(to, '2025-02-01T10:00');
    // To's calendar starts at From (the field itself is text in the page's locale).
    expect(to.parentElement!.querySelector<HTMLInputElement>('input[type="datetime-local"]')!.min).to.equal('2025-03-01T10:00');
    screen.getByRole('button', { name: 'Apply' }).click();
    await screen.findByText('To date must be after From date');
    expect(await listQueries(ns)).to.have.length(1);
    setFieldValue(to, '2025-04-01T10:00');
    screen.getByRole('button', { name: 'Apply' }).click();
    const request = await lastListRequest(ns, 2);
    expect(request.query).to.match(/^created-after:2025-03-01T\d\d:00:00Z created-before:2025-04-01T\d\d:00:00Z$/);
    await screen.findByRole('button', { name: /^Remove From filter/ });
    expect(screen.getByRole('button', { name: /^Date range/ }).textContent).to.contain('2');
  });

  it('pages, changes page size, and validates the page number', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    const page = screen.getByLabelText('Page number') as HTMLInputElement;
    page.focus();
    page.select();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ type: '3' });
    await sendKeys({ press: 'Enter' });
    expect(await lastListRequest(ns, 2)).to.deep.include({ limit: '20', offset: '40' });
    page.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await screen.findByText('Enter a page number.');
    page.select();
    await sendKeys({ type: '99999' });
    await sendKeys({ press: 'Enter' });
    await screen.findByText('"99999" is not a valid page number.');
    expect(await listQueries(ns)).to.have.length(2);
    const size = screen.getByLabelText('Instances per page') as HTMLSelectElement;
    size.value = '50';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await lastListRequest(ns, 3)).to.deep.include({ limit: '50', offset: '0' });
  });

  it('selects all with an indeterminate state, and clears the selection when the page changes', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    const [firstBox] = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }) as HTMLInputElement[];
    firstBox!.click();
    await waitFor(() => expect(all.indeterminate).to.equal(true));
    all.click();
    await waitFor(() => expect(screen.getAllByRole('checkbox', { checked: true })).to.have.length(21));
    await screen.findByText('20 activities selected');
    screen.getByRole('button', { name: /next page/i }).click();
    await lastListRequest(ns, 2);
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { checked: true })).to.have.length(0));
  });

  it('enables an action only when every selected activity allows it, and approves with the legacy call', async () => {
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await table(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'status:unapproved');
    screen.getByRole('button', { name: 'Search' }).click();
    await lastListRequest(ns, 2);
    await waitFor(async () => expect(await rows(screen)).to.have.length(20));
    const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }) as HTMLInputElement[];
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(unavailable(approve)).to.equal(true);
    boxes[0]!.click();
    boxes[1]!.click();
    await waitFor(() => expect(unavailable(approve)).to.equal(false));
    expect(unavailable(screen.getByRole('button', { name: 'Undo' }))).to.equal(true);
    await clearRequests(ns);
    approve.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully approved 2 activities'));
    const [call] = await requests(ns, { path: 'ApproveActivities' });
    expect(call?.query.query).to.match(/^id:\d+ OR id:\d+$/);
    expect(call?.query.version).to.equal('2011-08-01');
    expect(await listQueries(ns)).to.have.length(1);
  });

  it('mixed flags disable the action', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'status:unapproved OR status:failed');
    screen.getByRole('button', { name: 'Search' }).click();
    await lastListRequest(ns, 2);
    await waitFor(async () => expect(await rows(screen)).to.have.length(20));
    (screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).click();
    await screen.findByText('20 activities selected');
    for (const name of ['Approve', 'Undo', 'Redo']) {
      expect(unavailable(screen.getByRole('button', { name })), name).to.equal(true);
    }
  });

  it('redoes and undoes through activities/reapply and activities/revert, singular wording', async () => {
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await table(screen);
    const redo = await selectFirstWithStatus(screen, ns, 'Failed', 'Redo');
    redo.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully redone an activity'));
    const [reapply] = await requests(ns, { path: 'activities/reapply' });
    expect(reapply?.method).to.equal('POST');
    expect((reapply?.body as { activity_ids: number[] }).activity_ids).to.have.length(1);

    await chooseOption(screen, /^Status/, 'Succeeded');
    await waitFor(async () => expect((await listQueries(ns)).at(-1)?.query).to.equal('status:succeeded'));
    await settled(screen);
    const boxes = await screen.findAllByRole('checkbox', { name: /^Select (?!all)/ });
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    for (const box of boxes) {
      (box as HTMLInputElement).click();
      if (!unavailable(undo)) break;
      (box as HTMLInputElement).click();
    }
    await waitFor(() => expect(unavailable(undo)).to.equal(false));
    undo.click();
    await waitFor(() => expect(notes.map((note) => note.title)).to.include('You have successfully undone an activity'));
    expect(await requests(ns, { path: 'activities/revert' })).to.have.length(1);
  });

  it('cancels through the legacy call with the id query, singular wording, and refreshes the list', async () => {
    const { element, screen } = await renderActivities(ns);
    const notes = recordEvents(element, 'landscape-notify');
    await table(screen);
    const cancel = await selectFirstWithStatus(screen, ns, 'Queued', 'Cancel');
    await clearRequests(ns);
    cancel.click();
    await waitFor(() =>
      expect(notes).to.deep.include({
        type: 'positive',
        title: 'You have successfully canceled an activity',
        message: 'It will not be delivered and will not run.',
      }),
    );
    const [call] = await requests(ns, { path: 'CancelActivities' });
    expect(call?.query.query).to.match(/^id:\d+$/);
    expect(call?.query.action).to.equal('CancelActivities');
    expect(await listQueries(ns), 'the list is fetched again').to.have.length(1);
  });

  it("shows the server's message when an action fails", async () => {
    await setOptions(ns, {
      faults: [{ path: 'CancelActivities', status: 409, body: { error: 'Conflict', message: 'These activities already ran.' } }],
    });
    const { screen } = await renderActivities(ns);
    await table(screen);
    const cancel = await selectFirstWithStatus(screen, ns, 'Queued', 'Cancel');
    cancel.click();
    expect(announcedAs(await findNotification(screen, 'These activities already ran.'))).to.equal('assertive');
  });

  it('renders hostile strings from the server as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await setOptions(ns, {
      faults: [
        {
          method: 'GET',
          path: 'activities',
          status: 200,
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                id: 1,
                summary: hostile,
                type: 'Run script',
                activity_status: 'failed',
                creation_time: '2025-01-01T10:00:00Z',
                creator: { id: 1, name: '<script>window.__pwned=2</script>', email: 'x@example.com' },
                computer_id: 6,
                result_text: '<b>bold?</b>',
              },
            ],
          },
        },
      ],
    });
    const { element, screen } = await renderActivities(ns);
    await screen.findByRole('button', { name: hostile });
    expect(screen.getByText('<script>window.__pwned=2</script>')).to.exist;
    expect(element.shadowRoot!.querySelector('img, script, b')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('shows an error, not a blank screen, for a malformed list', async () => {
    await setOptions(ns, { faults: [{ method: 'GET', path: 'activities', malformed: true }] });
    const { screen } = await renderActivities(ns);
    expect((await screen.findByRole('alert')).textContent).to.contain('could not be read');
  });

  it('shows the empty message', async () => {
    const { screen } = await renderActivities(ns);
    await table(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'id:999999999');
    screen.getByRole('button', { name: 'Search' }).click();
    await screen.findByText('No activities found according to your search parameters.');
  });

  it('opens the details side panel titled with the summary', async () => {
    const { screen } = await renderActivities(ns);
    const [row] = await rows(screen);
    const summary = row!.querySelector('button')!;
    const title = summary.textContent!;
    summary.click();
    const panel = await screen.findByRole('dialog', { name: title });
    for (const term of ['Status', 'Instance', 'Created at', 'Creator', 'Output']) {
      expect(panel.textContent).to.contain(term);
    }
  });

  it('an instance link fires a cancelable landscape-navigate and leads to portal-url + path', async () => {
    const { element, screen } = await renderActivities(ns);
    const rows = await table(screen);
    const { link, id } = await firstInstanceLink(rows);
    expect(new URL(link.href).pathname).to.equal(`/new_dashboard/instances/${id}`);
    const seen = recordEvents(element, 'landscape-navigate');
    element.addEventListener('landscape-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    expect(seen).to.deep.equal([{ path: `/instances/${id}` }]);
  });

  it('two widgets keep separate pages and filters while sharing the cache', async () => {
    await clearRequests(ns);
    const { screens } = await renderActivities(ns, [{}, {}]);
    await table(screens[0]!);
    await table(screens[1]!);
    expect(await listQueries(ns), 'one request for the same first page').to.have.length(1);
    screens[0]!.getByRole('button', { name: /next page/i }).click();
    expect(await lastListRequest(ns, 2)).to.deep.include({ offset: '20' });
    expect((screens[1]!.getByLabelText('Page number') as HTMLInputElement).value).to.equal('1');
    await chooseOption(screens[1]!, /^Status/, 'Failed');
    await lastListRequest(ns, 3);
    expect(screens[0]!.queryByRole('button', { name: /^Remove Status filter/ })).to.equal(null);
  });

  it('asks to sign in when nobody is', async () => {
    const signedOut = await createNamespace();
    const { screen } = await renderActivities(signedOut);
    await screen.findByText('Sign in to see activities.');
    expect(await requests(signedOut, { path: 'activities' })).to.have.length(0);
  });

  it('is accessible with data, empty, and with the side panel open', async () => {
    const { element, screen } = await renderActivities(ns);
    await table(screen);
    await expect(element).to.be.accessible();
    (await rows(screen))[0]!.querySelector('button')!.click();
    await screen.findByRole('dialog');
    await expect(element).to.be.accessible();
    screen.getByRole('button', { name: 'Close side panel' }).click();
    await typeInto(screen.getByRole('searchbox', { name: 'Search activities' }), 'id:999999999');
    screen.getByRole('button', { name: 'Search' }).click();
    await screen.findByText('No activities found according to your search parameters.');
    await expect(element).to.be.accessible();
  });
});
