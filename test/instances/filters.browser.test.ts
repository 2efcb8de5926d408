import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { typeInto, waitFor } from '../helpers/dom.ts';
import { createNamespace, signIn, type SimNamespace } from '../helpers/simulator.ts';
import {
  applyChoices,
  bodyRows,
  chipTexts,
  chooseOption,
  lastListRequest,
  listRequests,
  renderInstances,
  settledTable,
  type Screen,
} from './helpers.ts';

/** Waits for the nth list request and the table that answers it; gives the request's query. */
async function queryAfter(ns: SimNamespace, screen: Screen, count: number): Promise<string | undefined> {
  const request = await lastListRequest(ns, count);
  await settledTable(screen);
  expect(await listRequests(ns), 'one request per change').to.have.length(count);
  return request.query;
}

describe('landscape-instances filters', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
    await signIn(ns);
  });

  it('asks for the first page with alerts and upgrades, and nothing else', async () => {
    const { screen, element } = await renderInstances(ns);
    await settledTable(screen);
    expect(await listRequests(ns)).to.deep.equal([
      { query: undefined, limit: '20', offset: '0', root_only: undefined, with_alerts: 'true', with_upgrades: 'true' },
    ]);
    expect(chipTexts(screen)).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('sends each status as its alert terms, with a Status chip', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    const expected: [string, string][] = [
      ['Offline', 'alert:computer-offline'],
      ['Online', 'NOT alert:computer-offline'],
      ['Security upgrades', 'alert:security-upgrades'],
      ['Package upgrades', 'alert:package-upgrades'],
      ['Reboot required', 'alert:computer-reboot'],
      ['Up to date', 'NOT alert:package-upgrades NOT alert:security-upgrades'],
    ];
    let count = 1;
    for (const [label, query] of expected) {
      await chooseOption(screen, /^Status/, label);
      count += 1;
      expect(await queryAfter(ns, screen, count), label).to.equal(query);
      expect(chipTexts(screen)).to.deep.equal([`Status: ${label}`]);
    }
  });

  it('shows offline instances as Offline when filtered by that status', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await chooseOption(screen, /^Status/, 'Offline');
    await queryAfter(ns, screen, 2);
    const rows = bodyRows(await settledTable(screen));
    expect(rows.length).to.be.greaterThan(0);
    for (const row of rows) expect(within(row).getByText('Offline')).to.exist;
  });

  it('OR-s several OS releases, with a chip each', async () => {
    const { screen, element } = await renderInstances(ns);
    await settledTable(screen);
    await applyChoices(screen, 'OS', ['Ubuntu 24.04 LTS', 'Ubuntu 22.04 LTS']);
    expect(await queryAfter(ns, screen, 2)).to.equal('(distribution:noble OR distribution:jammy)');
    expect(chipTexts(screen)).to.deep.equal(['OS: Ubuntu 24.04 LTS', 'OS: Ubuntu 22.04 LTS']);
    expect(screen.getByRole('button', { name: 'OS, 2 set' })).to.exist;
    const rows = bodyRows(await settledTable(screen));
    for (const row of rows) expect(row.textContent).to.match(/Ubuntu (24|22)\.04/);
    await expect(element).to.be.accessible();
  });

  it('filters by availability zones the server lists', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await applyChoices(screen, 'Availability zone', ['us-east-1a']);
    expect(await queryAfter(ns, screen, 2)).to.equal('availability-zone:us-east-1a');
    expect(chipTexts(screen)).to.deep.equal(['Availability z.: us-east-1a']);
    expect(bodyRows(await settledTable(screen)).length).to.be.greaterThan(0);
  });

  it('filters by access group, its chip showing the group title', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await applyChoices(screen, 'Access group', ['Production servers', 'Staging and development']);
    expect(await queryAfter(ns, screen, 2)).to.equal('(access-group:production OR access-group:staging)');
    expect(chipTexts(screen)).to.deep.equal(['Access group: Production servers', 'Access group: Staging and development']);
    const rows = bodyRows(await settledTable(screen));
    for (const row of rows) expect(row.textContent).to.match(/Production servers|Staging and development/);
  });

  it('searches the tag choices and filters by tag', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    screen.getByRole('button', { name: /^Tag(,|$)/ }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Tag' });
    // The tags load with the list; the popup says Loading... until they are there.
    await typeInto(await within(dialog).findByRole('searchbox', { name: 'Search Tag' }), 'gp');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).to.deep.equal(['gpu']));
    within(dialog).getByRole('checkbox', { name: 'gpu' }).click();
    within(dialog).getByRole('button', { name: 'Apply' }).click();
    expect(await queryAfter(ns, screen, 2)).to.equal('tag:gpu');
    expect(chipTexts(screen)).to.deep.equal(['Tag: gpu']);
    for (const row of bodyRows(await settledTable(screen))) expect(row.textContent).to.contain('gpu');
  });

  it('appends search terms, one Query chip each, and combines every filter in one request', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await typeInto(screen.getByRole('searchbox', { name: 'Search instances' }), 'web');
    screen.getByRole('button', { name: 'Search' }).click();
    expect(await queryAfter(ns, screen, 2)).to.equal('web');
    await chooseOption(screen, /^Status/, 'Online');
    expect(await queryAfter(ns, screen, 3)).to.equal('web NOT alert:computer-offline');
    await applyChoices(screen, 'Tag', ['prod', 'staging']);
    expect(await queryAfter(ns, screen, 4)).to.equal('web NOT alert:computer-offline (tag:prod OR tag:staging)');
    expect(chipTexts(screen)).to.deep.equal(['Query: web', 'Status: Online', 'Tag: prod', 'Tag: staging']);
    // Removing one chip is one request without that value.
    screen.getByRole('button', { name: 'Remove Tag filter: staging' }).click();
    expect(await queryAfter(ns, screen, 5)).to.equal('web NOT alert:computer-offline tag:prod');
  });

  it('clears every filter at once with Clear all filters, keeping the grouping', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await chooseOption(screen, /^Status/, 'Offline');
    await queryAfter(ns, screen, 2);
    await chooseOption(screen, /^Group by/, 'Parent');
    await queryAfter(ns, screen, 3);
    await applyChoices(screen, 'OS', ['Ubuntu 20.04 LTS']);
    await queryAfter(ns, screen, 4);
    screen.getByRole('button', { name: 'Clear all filters' }).click();
    expect(await queryAfter(ns, screen, 5)).to.equal(undefined);
    expect((await lastListRequest(ns, 5)).root_only).to.equal('true');
    expect(chipTexts(screen)).to.deep.equal([]);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).to.equal(null);
    expect(screen.getByRole('button', { name: /^Status/ }).textContent).to.contain('All');
  });

  it('Reset in a filter clears its values and applies at once', async () => {
    const { screen } = await renderInstances(ns);
    await settledTable(screen);
    await applyChoices(screen, 'OS', ['Ubuntu 20.04 LTS']);
    await queryAfter(ns, screen, 2);
    await applyChoices(screen, 'Tag', ['db']);
    expect(await queryAfter(ns, screen, 3)).to.equal('distribution:focal tag:db');
    screen.getByRole('button', { name: 'OS, 1 set' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'OS' });
    expect((within(dialog).getByRole('checkbox', { name: 'Ubuntu 20.04 LTS' }) as HTMLInputElement).checked).to.equal(true);
    within(dialog).getByRole('button', { name: 'Reset' }).click();
    expect(await queryAfter(ns, screen, 4)).to.equal('tag:db');
    expect(chipTexts(screen)).to.deep.equal(['Tag: db']);
    expect((within(dialog).getByRole('checkbox', { name: 'Ubuntu 20.04 LTS' }) as HTMLInputElement).checked).to.equal(false);
  });
});
