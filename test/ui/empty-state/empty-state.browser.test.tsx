import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { EmptyState } from '../../../src/ui/empty-state/EmptyState.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { renderList } from '../list/helpers.ts';

const DOCS = 'https://ubuntu.com/landscape/docs/use-computer-management';

describe('EmptyState', () => {
  it('shows a title at level 2 by default, its text, an external docs link and an action', async () => {
    let added = 0;
    function View() {
      return (
        <EmptyState
          title="No identity providers"
          text="You haven’t added any identity providers yet."
          link={{ label: 'How to manage identity providers', href: DOCS }}
          action={{ label: 'Add identity provider', onClick: () => (added += 1) }}
        />
      );
    }
    const { screen, element } = await renderList(View);
    expect(await screen.findByRole('heading', { level: 2, name: 'No identity providers' })).to.exist;
    expect(screen.getByText('You haven’t added any identity providers yet.')).to.exist;
    const link = screen.getByRole('link', { name: 'How to manage identity providers (opens in a new tab)' }) as HTMLAnchorElement;
    expect(link.href).to.equal(DOCS);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    const action = screen.getByRole('button', { name: 'Add identity provider' });
    action.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(added).to.equal(1));
    await expect(element).to.be.accessible();
  });

  it('takes another heading level, and needs neither link nor action', async () => {
    function View() {
      return (
        <section aria-label="Profiles">
          <h2>Profiles</h2>
          <EmptyState title="No profiles" headingLevel={3} />
        </section>
      );
    }
    const { screen, element } = await renderList(View);
    const region = await screen.findByRole('region', { name: 'Profiles' });
    expect(within(region).getByRole('heading', { level: 3, name: 'No profiles' })).to.exist;
    expect(within(region).queryByRole('link')).to.equal(null);
    expect(within(region).queryAllByRole('button')).to.have.length(0);
    await expect(element).to.be.accessible();
  });
});
