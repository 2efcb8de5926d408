import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { Button } from '../../src/ui/button/Button.tsx';
import { Page } from '../../src/ui/page/Page.tsx';
import { Value } from '../../src/ui/placeholders.tsx';
import { waitFor } from '../helpers/dom.ts';
import { createNamespace, type SimNamespace } from '../helpers/simulator.ts';
import { UI_BASE, renderView, restoreLocation } from './harness.tsx';
import { UI_TEXTS } from '../../src/ui/texts.ts';

function SecurityProfilesPage() {
  return (
    <Page
      title="Security profiles"
      parents={[{ label: 'Profiles', path: '/profiles' }, { label: 'Hardening' }]}
      actions={<Button appearance="primary">Add security profile</Button>}
    >
      <p>Profile list</p>
    </Page>
  );
}

function OverviewPage() {
  return (
    <Page title="Overview">
      <p>Overview content</p>
    </Page>
  );
}

function Values() {
  return (
    <ul>
      {[null, undefined, '', 0, 'Ubuntu 24.04'].map((value, index) => (
        <li key={index}>
          <Value value={value} />
        </li>
      ))}
    </ul>
  );
}

describe('Page', () => {
  let ns: SimNamespace;
  beforeEach(async () => {
    ns = await createNamespace();
  });
  afterEach(restoreLocation);

  it('shows a breadcrumb of its parents ending at itself, the title as heading, actions and content', async () => {
    const { screen } = await renderView(ns, SecurityProfilesPage);
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).to.deep.equal(['Profiles', 'Hardening', 'Security profiles']);
    const parent = within(nav).getByRole('link', { name: 'Profiles' });
    expect(parent.getAttribute('href')).to.equal(`${UI_BASE}/profiles`);
    // A crumb without a path is plain text; only the page itself is current.
    expect(within(nav).getAllByRole('link')).to.have.length(1);
    expect(items[2]!.getAttribute('aria-current')).to.equal('page');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).to.have.length(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Security profiles' })).to.exist;
    expect(screen.getByRole('button', { name: 'Add security profile' })).to.exist;
    expect(screen.getByText('Profile list')).to.exist;
  });

  it('follows a breadcrumb link inside the router, without reloading', async () => {
    const { screen, element } = await renderView(ns, SecurityProfilesPage);
    (await screen.findByRole('link', { name: 'Profiles' })).click();
    await waitFor(() => expect(location.pathname).to.equal(`${UI_BASE}/profiles`));
    // Still the same element: the router handled the click.
    expect(element.isConnected).to.equal(true);
    expect(screen.getByText('Profile list')).to.exist;
  });

  it('has no breadcrumb without parents', async () => {
    const { screen } = await renderView(ns, OverviewPage);
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    expect(screen.queryByRole('navigation')).to.equal(null);
  });

  it('is accessible', async () => {
    const { element, screen } = await renderView(ns, SecurityProfilesPage);
    await screen.findByRole('heading', { level: 1 });
    await expect(element).to.be.accessible();
  });
});

describe('placeholders', () => {
  it('uses the texts of SPEC §2', () => {
    expect([UI_TEXTS.empty, UI_TEXTS.notApplicable, UI_TEXTS.loading, UI_TEXTS.redirecting]).to.deep.equal([
      '---',
      'N/A',
      'Loading...',
      'Redirecting...',
    ]);
  });

  it("shows '---' for a missing or empty value and the value otherwise", async () => {
    const { screen } = await renderView(await createNamespace(), Values);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).to.deep.equal(['---', '---', '---', '0', 'Ubuntu 24.04']);
  });
});
