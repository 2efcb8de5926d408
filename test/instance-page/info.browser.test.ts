import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { setViewport } from '@web/test-runner-commands';
import dayjs from 'dayjs';
import '../../elements/index.ts';
import { waitFor } from '../helpers/dom.ts';
import { restoreLocation, waitForPath } from '../helpers/portal.ts';
import { setOptions, type SimNamespace } from '../helpers/simulator.ts';
import { api, details, fact, factLabels, factValue, forgetWelcome, openPage, serverAccessGroups, serverInstance, serverSearch, signedIn } from './helpers.ts';

const HOSTILE = '<img src=x onerror=alert(1)>&amp; "quoted"';
/** SPEC's 'MMM DD, YYYY, HH:mm' in the browser's zone (dayjs), then that zone's short name. */
const zoneOf = (time: string) => new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')!.value;
const shown = (time: string) => `${dayjs(time).format('MMM DD, YYYY, HH:mm')} ${zoneOf(time)}`;

describe('instance page: header and Info', () => {
  let ns: SimNamespace;
  let token: string;
  beforeEach(async () => {
    ({ ns, token } = await signedIn());
  });
  afterEach(() => {
    restoreLocation();
    forgetWelcome();
  });

  it('shows the instance as the server describes it', async () => {
    const instance = await serverInstance(ns, token, 6);
    const group = (await serverAccessGroups(ns, token)).find((item) => item.name === instance.access_group)!;
    const { screen } = await openPage(ns, '/instances/6', instance.title);

    expect(fact(screen, 'Hostname')).to.equal(instance.hostname);
    const offline = instance.alerts?.some((alert) => alert.type === 'ComputerOfflineAlert');
    expect(fact(screen, 'Status')).to.equal(offline ? 'Offline' : 'Online');
    expect(within(factValue(screen, 'Alerts')).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(
      instance.alerts!.filter((alert) => alert.type !== 'ComputerOfflineAlert').map((alert) => alert.summary),
    );

    const info = await details(screen);
    expect(fact(info, 'Operating system')).to.equal(instance.distribution_info!.description);
    expect(fact(info, 'Release')).to.equal(`${instance.distribution_info!.release} (${instance.distribution_info!.code_name})`);
    // The title, not the name, once GetAccessGroups answered.
    expect(group.title).to.not.equal(instance.access_group);
    await waitFor(() => expect(fact(info, 'Access group')).to.equal(group.title));
    expect(within(factValue(info, 'Tags')).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal([...instance.tags]);
    expect(fact(info, 'Comment')).to.equal(instance.comment || '---');
    expect(fact(info, 'Last ping')).to.equal(shown(instance.last_ping_time!));
    expect(fact(info, 'Registered at')).to.equal(shown(instance.registered_at!));
    expect(fact(info, 'Upgrades')).to.equal(`${instance.upgrades!.regular} regular, ${instance.upgrades!.security} security`);
    expect(factLabels(info)).to.not.include('Parent instance');
    expect(factLabels(info)).to.not.include('WSL instances');
    // The seed gives servers a zone from their region (desktops and WSL have none).
    const zone = instance.cloud_init?.availability_zone;
    if (zone) expect(fact(info, 'Availability zone')).to.equal(zone);
    else expect(factLabels(info)).to.not.include('Availability zone');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(['Instances', instance.title]);
    crumbs.getByRole('link', { name: 'Instances' }).click();
    await waitForPath('/instances');
  });

  it('shows the instance id, its IP addresses, serial number and model from its hardware report, and its annotations', async () => {
    const instance = (await api<Record<string, any>>(ns, token, 'computers/2?with_annotations=true&with_grouped_hardware=true')) as Record<string, any>;
    const { screen } = await openPage(ns, '/instances/2', instance['title']);
    const info = await details(screen);
    expect(fact(info, 'Instance ID')).to.equal('2');
    const ips = (instance['grouped_hardware'].network as { ip: string }[]).map((card) => card.ip).filter((ip) => ip !== 'Not available');
    expect(fact(info, 'IP address')).to.equal(ips.join(', ') || '---');
    expect(fact(info, 'Serial number')).to.equal(instance['grouped_hardware'].system.serial);
    expect(fact(info, 'Product identifier')).to.equal(instance['grouped_hardware'].system.model);
    const annotations = Object.entries(instance['annotations'] as Record<string, string>).map(([key, value]) => `${key}: ${value}`);
    expect(annotations.length, 'the showcase instance has annotations').to.be.greaterThan(1);
    expect(within(factValue(info, 'Annotations')).getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(annotations);
  });

  it("shows '---' for what the server leaves empty, and the availability zone when there is one", async () => {
    const instance = await serverInstance(ns, token, 6);
    const bare = { ...instance, last_ping_time: null, distribution: null, distribution_info: null, upgrades: undefined, alerts: [], tags: [], comment: '', cloud_init: { availability_zone: 'us-east-1a' } };
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6', status: 200, body: bare }] });
    const { screen } = await openPage(ns, '/instances/6', instance.title);
    expect(fact(screen, 'Status')).to.equal('Never pinged');
    expect(factLabels(screen)).to.not.include('Alerts');
    const info = await details(screen);
    for (const label of ['Operating system', 'Release', 'Tags', 'Comment', 'Last ping', 'Upgrades']) expect(fact(info, label), label).to.equal('---');
    expect(fact(info, 'Availability zone')).to.equal('us-east-1a');
  });

  it('shows a WSL instance under its Windows host, and the host links to its WSL instances', async () => {
    const child = (await serverSearch(ns, token, 'tag:wsl')).results[0]!;
    const host = await serverInstance(ns, token, child.parent!.id);
    const { screen } = await openPage(ns, `/instances/${host.id}/${child.id}`, child.title);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).to.deep.equal(['Instances', host.title, child.title]);
    expect(crumbs.getByRole('link', { name: host.title }).getAttribute('href')).to.equal(`/portal-test/instances/${host.id}`);
    const info = await details(screen);
    expect(fact(info, 'Parent instance')).to.equal(host.title);

    info.getByRole('link', { name: host.title }).click();
    await waitForPath(`/instances/${host.id}`);
    await screen.findByRole('heading', { level: 1, name: host.title });
    const hostInfo = await details(screen);
    expect(fact(hostInfo, 'Operating system')).to.equal('Microsoft Windows 11 Pro');
    const children = within(factValue(hostInfo, 'WSL instances'));
    expect(children.getAllByRole('link').map((link) => link.textContent)).to.deep.equal(host.children.map((item) => item.title));
    children.getByRole('link', { name: child.title }).click();
    await waitForPath(`/instances/${host.id}/${child.id}`);
    await screen.findByRole('heading', { level: 1, name: child.title });
  });

  it('moves a WSL instance opened on its own, or under another host, to its place under its host', async () => {
    const child = (await serverSearch(ns, token, 'tag:wsl')).results[0]!;
    await openPage(ns, `/instances/${child.id}?tab=activities`, child.title);
    await waitForPath(`/instances/${child.parent!.id}/${child.id}?tab=activities`);
    restoreLocation();
    await openPage(ns, `/instances/6/${child.id}`, child.title);
    await waitForPath(`/instances/${child.parent!.id}/${child.id}`);
    // And an instance without a host is at its own address.
    restoreLocation();
    await openPage(ns, `/instances/${child.id}/6`, (await serverInstance(ns, token, 6)).title);
    await waitForPath('/instances/6');
  });

  it('renders a hostile title, hostname, tags and alerts as text', async () => {
    const instance = await serverInstance(ns, token, 6);
    const hostile = {
      ...instance,
      title: HOSTILE,
      hostname: HOSTILE,
      comment: HOSTILE,
      tags: [HOSTILE],
      alerts: [{ type: 'ComputerRebootAlert', summary: HOSTILE, severity: 'info' }],
    };
    await setOptions(ns, { faults: [{ method: 'GET', path: 'computers/6', status: 200, body: hostile }] });
    const { portal, screen } = await openPage(ns, '/instances/6', HOSTILE);
    expect(fact(screen, 'Hostname')).to.equal(HOSTILE);
    const info = await details(screen);
    expect(fact(info, 'Comment')).to.equal(HOSTILE);
    expect(fact(info, 'Tags')).to.equal(HOSTILE);
    expect(portal.shadowRoot!.querySelector('img')).to.equal(null);
  });

  it('is accessible with the Info tab shown', async () => {
    const child = (await serverSearch(ns, token, 'tag:wsl')).results[0]!;
    const { portal, screen } = await openPage(ns, `/instances/${child.parent!.id}/${child.id}`, child.title);
    await details(screen);
    await within(await screen.findByRole('group', { name: 'Security profiles' })).findByRole('table');
    await expect(portal).to.be.accessible();
  });

  describe('at 500px wide', () => {
    before(async () => {
      await setViewport({ width: 500, height: 800 });
    });
    after(async () => {
      await setViewport({ width: 1280, height: 800 });
    });

    it('stacks each value under its label and does not scroll sideways', async () => {
      const instance = await serverInstance(ns, token, 6);
      const { portal, screen } = await openPage(ns, '/instances/6', instance.title);
      const info = await details(screen);
      const term = info.getAllByRole('term').find((item) => item.textContent === 'Operating system')!;
      const value = term.nextElementSibling!;
      expect(value.getBoundingClientRect().top).to.be.at.least(term.getBoundingClientRect().bottom - 1);
      expect(Math.abs(value.getBoundingClientRect().left - term.getBoundingClientRect().left)).to.be.below(2);
      const main = screen.getByRole('main');
      expect(main.scrollWidth).to.be.at.most(main.clientWidth + 1);
      expect(document.documentElement.scrollWidth).to.be.at.most(500);
      await expect(portal).to.be.accessible();
    });
  });
});
