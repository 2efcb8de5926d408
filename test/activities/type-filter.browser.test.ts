/**
 * The Type filter's options (GetActivityTypes) are asked for only when needed (issue 12: the first row
 * does not wait for them, one request less per load): once the filter is about to be used (the
 * pointer over it, focus on it, at the latest when it opens), or at once when the list state names a
 * type (checked against them). Counted at the simulator.
 */
import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { leavePortal, renderPortal, signedInNamespace, waitForPath } from '../helpers/portal.ts';
import { requests, setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { expectFocusOn } from '../ui/harness.tsx';
import { lastListRequest, listQueries, renderActivities } from './helpers.ts';

type Screen = Awaited<ReturnType<typeof renderActivities>>['screen'];

const typeRequests = async (ns: SimNamespace) => (await requests(ns, { method: 'GET', path: 'GetActivityTypes' })).length;

async function settledTable(screen: Screen) {
  return waitFor(() => {
    const table = screen.getByRole('table', { name: 'Activities' });
    expect(table.getAttribute('aria-busy')).to.equal(null);
    expect(table.querySelectorAll('tbody tr').length).to.be.greaterThan(0);
    return table;
  });
}

/**
 * A later request's answer: the Status filter changed to `status` and the list's `count`th request
 * answered. Any types request made before (on load, on focus) reached the simulator before it.
 */
async function afterAnotherRequest(ns: SimNamespace, screen: Screen, status: string, count: number) {
  (await screen.findByRole('button', { name: /^Status/ })).click();
  (await screen.findByRole('option', { name: status })).click();
  await lastListRequest(ns, count);
  await settledTable(screen);
}

const typeButton = (screen: Screen) => screen.getByRole('button', { name: /^Type/ }) as HTMLButtonElement;

describe('activities list: the Type filter asks for the activity types when needed', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await signedInNamespace();
  });
  afterEach(async () => {
    await resetMouse();
    leavePortal();
  });

  it('sends none on load, not for another filter either; one when the pointer enters the Type filter, and no other after', async () => {
    const { screen } = await renderActivities(ns);
    await settledTable(screen);
    const button = typeButton(screen);
    // Enabled from the start, naming its choice.
    expect(button.disabled).to.equal(false);
    expect(button.textContent).to.equal('Type: All');
    await afterAnotherRequest(ns, screen, 'Failed', 2);
    expect(await typeRequests(ns)).to.equal(0);

    const box = button.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await waitFor(async () => expect(await typeRequests(ns)).to.equal(1));
    // Opened, then chosen: the types are in, asked once.
    button.click();
    (await screen.findByRole('option', { name: 'Install package' })).click();
    expect((await lastListRequest(ns, 3)).query).to.equal('status:failed type:"Install package"');
    await settledTable(screen);
    typeButton(screen).focus();
    await afterAnotherRequest(ns, screen, 'Queued', 4);
    expect(await typeRequests(ns)).to.equal(1);
  });

  it('sends one when the Type filter takes focus', async () => {
    const { screen } = await renderActivities(ns);
    await settledTable(screen);
    typeButton(screen).focus();
    await waitFor(async () => expect(await typeRequests(ns)).to.equal(1));
  });

  it('sends one when the Type filter opens (no pointer, no focus before)', async () => {
    const { screen } = await renderActivities(ns);
    await settledTable(screen);
    expect(await typeRequests(ns)).to.equal(0);
    typeButton(screen).click();
    await screen.findByRole('listbox', { name: 'Type' });
    await waitFor(async () => expect(await typeRequests(ns)).to.equal(1));
    await screen.findByRole('option', { name: 'Install package' });
  });

  it("opened before slow types arrive: 'Loading...' as a status under All, then the types, chosen by keyboard", async () => {
    const { element, screen } = await renderActivities(ns);
    await settledTable(screen);
    await setOptions(ns, { latencyMs: 1500 });
    const button = typeButton(screen);
    button.focus();
    await sendKeys({ press: 'Enter' });
    const listbox = await screen.findByRole('listbox', { name: 'Type' });
    const popup = within(listbox.parentElement!);
    expect(popup.getByRole('status').textContent).to.equal('Loading...');
    expect(listbox.getAttribute('aria-busy')).to.equal('true');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['All']);
    const search = screen.getByRole('combobox', { name: 'Search Type' });
    await waitFor(() => expectFocusOn(search));
    await expect(element).to.be.accessible();

    await waitFor(() => expect(within(listbox).getAllByRole('option').length).to.be.greaterThan(5), { timeout: 8000 });
    expect(popup.getByRole('status').textContent).to.equal('');
    expect(listbox.hasAttribute('aria-busy')).to.equal(false);
    expectFocusOn(search);
    await setOptions(ns, { latencyMs: 0 });
    await sendKeys({ type: 'install pack' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['Install package']));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    expect((await lastListRequest(ns, 2)).query).to.equal('type:"Install package"');
    expectFocusOn(typeButton(screen));
    expect(typeButton(screen).textContent).to.equal('Type: Install package');
    expect(await typeRequests(ns)).to.equal(1);
  });

  describe('in the portal, a type in the address', () => {
    it('asks at once and keeps a type the server lists', async () => {
      const { screen } = await renderPortal(ns, '/activities?type=Install+package');
      await waitFor(async () => expect(await typeRequests(ns)).to.equal(1));
      await settledTable(screen);
      expect(typeButton(screen).textContent).to.equal('Type: Install package');
      expect((await lastListRequest(ns, 1)).query).to.equal('type:"Install package"');
      await waitForPath('/activities?type=Install+package');
    });

    it('drops a type the server does not list once the types are in', async () => {
      const { screen } = await renderPortal(ns, '/activities?status=failed&type=Gone');
      await waitFor(async () => expect(await typeRequests(ns)).to.equal(1));
      await waitForPath('/activities?status=failed');
      await waitFor(() => expect(typeButton(screen).textContent).to.equal('Type: All'));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove Type filter/ })).to.equal(null));
      await waitFor(async () => expect((await listQueries(ns)).at(-1)?.query).to.equal('status:failed'));
    });
  });
});
