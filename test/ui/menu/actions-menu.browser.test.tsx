import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { ActionsMenu, type MenuAction } from '../../../src/ui/menu/ActionsMenu.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { deepActiveElement, expectFocusOn } from '../harness.tsx';
import { clickAt, clickOn, renderList } from '../list/helpers.ts';

const ARCHIVED = 'Archived profiles cannot be run.';

function menuOf() {
  const chosen: string[] = [];
  const action = (label: string, extra: Partial<MenuAction> = {}): MenuAction => ({ label, onSelect: () => chosen.push(label), ...extra });
  const actions = [
    action('Edit'),
    action('Run', { disabled: true, disabledReason: ARCHIVED }),
    action('Duplicate'),
    action('Download audit'),
    action('Delete', { destructive: true }),
    action('Deactivate'),
  ];
  function View() {
    return (
      <>
        <button type="button">Before</button>
        <ActionsMenu label="Weekly audit profile actions" actions={actions} />
        <button type="button">After</button>
      </>
    );
  }
  return { View, chosen };
}

async function render() {
  const { View, chosen } = menuOf();
  const rendered = await renderList(View);
  const button = await rendered.screen.findByRole('button', { name: 'Weekly audit profile actions' });
  return { ...rendered, button, chosen };
}

const focusedItem = () => {
  const active = deepActiveElement();
  return active?.getAttribute('role') === 'menuitem' ? active.querySelector('span')?.textContent : `not an item: ${active?.outerHTML.slice(0, 60)}`;
};

async function openByKey(button: HTMLElement, key: string) {
  button.focus();
  await sendKeys({ press: key });
}

describe('ActionsMenu', () => {
  it('is a collapsed menu button named by the caller', async () => {
    const { button, screen } = await render();
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(screen.queryByRole('menu')).to.equal(null);
  });

  it('opens on click with focus on the first item, and lists every action as a menuitem', async () => {
    const { button, screen } = await render();
    await clickOn(button);
    const menu = await screen.findByRole('menu', { name: 'Weekly audit profile actions' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).to.deep.equal([
      'Edit', 'Run', 'Duplicate', 'Download audit', 'Delete', 'Deactivate',
    ]);
    expect(focusedItem()).to.equal('Edit');
  });

  for (const key of ['Enter', ' ', 'ArrowDown']) {
    it(`opens with ${key === ' ' ? 'Space' : key} on the first item`, async () => {
      const { button, screen } = await render();
      await openByKey(button, key);
      await screen.findByRole('menu');
      await waitFor(() => expect(focusedItem()).to.equal('Edit'));
    });
  }

  it('opens with ArrowUp on the last item', async () => {
    const { button, screen } = await render();
    await openByKey(button, 'ArrowUp');
    await screen.findByRole('menu');
    await waitFor(() => expect(focusedItem()).to.equal('Deactivate'));
  });

  it('moves with the arrows (wrapping), Home and End, through disabled items too', async () => {
    const { button, screen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(focusedItem()).to.equal('Run'));
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(focusedItem()).to.equal('Deactivate'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(focusedItem()).to.equal('Edit'));
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => expect(focusedItem()).to.equal('Deactivate'));
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(focusedItem()).to.equal('Edit'));
  });

  it('moves by type-ahead: a letter to the next item starting with it, letters typed together as a prefix', async () => {
    const { button, screen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'd' });
    await waitFor(() => expect(focusedItem()).to.equal('Duplicate'));
    await waitFor(() => expect(focusedItem()).to.equal('Duplicate'));
    // The same letter again cycles among the D items.
    await sendKeys({ press: 'd' });
    await waitFor(() => expect(focusedItem()).to.equal('Download audit'));
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(focusedItem()).to.equal('Edit'));
    await sendKeys({ type: 'dea' });
    await waitFor(() => expect(focusedItem()).to.equal('Deactivate'));
  });

  it('activates with Enter, closing first and returning focus to the button', async () => {
    const { button, screen, chosen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(focusedItem()).to.equal('Duplicate'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expect(chosen).to.deep.equal(['Duplicate']);
    expectFocusOn(button);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('activates with Space and with a click', async () => {
    const { button, screen, chosen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(focusedItem()).to.equal('Deactivate'));
    await sendKeys({ press: ' ' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    await clickOn(button);
    const menu = await screen.findByRole('menu');
    await clickOn(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expect(chosen).to.deep.equal(['Deactivate', 'Delete']);
  });

  it('says why a disabled item is unavailable, and does nothing when it is activated', async () => {
    const { button, screen, chosen } = await render();
    await openByKey(button, 'Enter');
    const menu = await screen.findByRole('menu');
    const run = within(menu).getByRole('menuitem', { name: 'Run' });
    expect(run.getAttribute('aria-disabled')).to.equal('true');
    expect((run.getRootNode() as ShadowRoot).getElementById(run.getAttribute('aria-describedby')!)?.textContent).to.equal(ARCHIVED);
    expect(within(menu).getByText(ARCHIVED)).to.exist;
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(focusedItem()).to.equal('Run'));
    await sendKeys({ press: 'Enter' });
    await clickOn(run);
    expect(screen.getByRole('menu')).to.equal(menu);
    expect(chosen).to.deep.equal([]);
  });

  it('closes on Escape with focus back on the button', async () => {
    const { button, screen, chosen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expectFocusOn(button);
    expect(chosen).to.deep.equal([]);
  });

  it('closes on Tab, focus moving on; Shift+Tab closes back to the button', async () => {
    const { button, screen } = await render();
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expectFocusOn(screen.getByRole('button', { name: 'After' }));
    await openByKey(button, 'Enter');
    await screen.findByRole('menu');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    expectFocusOn(button);
  });

  it('closes on a press outside and when the button is pressed again', async () => {
    const { button, screen } = await render();
    await clickOn(button);
    await screen.findByRole('menu');
    await clickAt(5, window.innerHeight - 5);
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
    await clickOn(button);
    await screen.findByRole('menu');
    await clickOn(button);
    await waitFor(() => expect(screen.queryByRole('menu')).to.equal(null));
  });

  it('is accessible closed and open', async () => {
    const { button, element, screen } = await render();
    await expect(element).to.be.accessible();
    await clickOn(button);
    await screen.findByRole('menu');
    await expect(element).to.be.accessible();
  });
});
