import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { Button } from '../../../src/ui/button/Button.tsx';
import { Tooltip } from '../../../src/ui/tooltip/Tooltip.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { renderList } from '../list/helpers.ts';

const REASON = 'Every selected activity must be approvable.';

function View() {
  return (
    <>
      <button type="button">Before</button>
      <p style={{ marginTop: '80px' }}>
        <Tooltip content={REASON}>
          {(trigger) => (
            // Unavailable for a reason: aria-disabled keeps it focusable and hoverable, so the reason reaches everyone.
            <Button {...trigger} aria-disabled="true">
              Approve
            </Button>
          )}
        </Tooltip>
      </p>
      <p style={{ marginTop: '80px' }}>Elsewhere</p>
    </>
  );
}

async function render() {
  const rendered = await renderList(View);
  const trigger = await rendered.screen.findByRole('button', { name: 'Approve' });
  return { ...rendered, trigger };
}

async function moveTo(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('Tooltip', () => {
  afterEach(() => resetMouse());

  it('is hidden at first, yet already describes its trigger', async () => {
    const { screen, trigger } = await render();
    expect(screen.queryByRole('tooltip')).to.equal(null);
    const described = (trigger.getRootNode() as ShadowRoot).getElementById(trigger.getAttribute('aria-describedby')!);
    expect(described?.getAttribute('role')).to.equal('tooltip');
    expect(described?.textContent).to.equal(REASON);
  });

  it('shows on hover of a disabled (aria-disabled) button, stays while the pointer is on it, and hides after', async () => {
    const { screen, trigger } = await render();
    await moveTo(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).to.equal(REASON);
    expect(trigger.getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(tooltip.matches(':popover-open')).to.equal(true);
    // Moving onto the tooltip itself keeps it (WCAG 1.4.13).
    await moveTo(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(tooltip));
    await moveTo(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));
  });

  it('shows on keyboard focus and hides when focus moves on', async () => {
    const { screen, trigger } = await render();
    screen.getByRole('button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(trigger);
    await screen.findByRole('tooltip', { name: REASON });
    expect(screen.getByRole('tooltip').textContent).to.equal(REASON);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));
  });

  it('closes on Escape, shown by focus or by hover', async () => {
    const { screen, trigger } = await render();
    trigger.focus();
    await screen.findByRole('tooltip');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));
    expectFocusOn(trigger);
    trigger.blur();
    await moveTo(trigger);
    await screen.findByRole('tooltip');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).to.equal(null));
  });

  it('is accessible hidden and shown', async () => {
    const { element, screen, trigger } = await render();
    await expect(element).to.be.accessible();
    trigger.focus();
    await screen.findByRole('tooltip');
    await expect(element).to.be.accessible();
  });
});
