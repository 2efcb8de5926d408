import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { TagsField } from '../../../src/ui/form/TagsField.tsx';
import { waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickAt, clickOn, renderList } from '../list/helpers.ts';

const TAGS = ['database', 'web', 'workstation', 'server', 'staging', 'production'];

function tagsOf(initial: readonly string[], extra: { error?: string; disabled?: boolean } = {}) {
  const changes: (readonly string[])[] = [];
  let blurs = 0;
  function View() {
    const [value, setValue] = useState<readonly string[]>(initial);
    return (
      <form aria-label="Profile">
        <TagsField
          label="Tags"
          help="Instances with these tags are covered."
          options={TAGS}
          value={value}
          onValueChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          onBlur={() => (blurs += 1)}
          placeholder="Search tags"
          name="tags"
          {...extra}
        />
        <button type="button">After</button>
      </form>
    );
  }
  return { View, changes, blurs: () => blurs };
}

async function render(view: Parameters<typeof renderList>[0]) {
  const rendered = await renderList(view);
  const input = (await rendered.screen.findByRole('combobox', { name: 'Tags' })) as HTMLInputElement;
  return { ...rendered, input };
}

const chips = (screen: Awaited<ReturnType<typeof render>>['screen']) =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));

const activeOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent : null;
};

describe('TagsField', () => {
  it('is a labelled combobox with help, chips for the chosen values and hidden inputs for a form', async () => {
    const { input, screen } = await render(tagsOf(['web', 'server']).View);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    const help = (input.getRootNode() as ShadowRoot).getElementById(input.getAttribute('aria-describedby')!);
    expect(help?.textContent).to.equal('Instances with these tags are covered.');
    expect(chips(screen)).to.deep.equal(['Remove web', 'Remove server']);
    const form = screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement;
    expect(new FormData(form).getAll('tags')).to.deep.equal(['web', 'server']);
  });

  it('filters as the user types, adds with Enter and keeps the list open for more', async () => {
    const { View, changes } = tagsOf([]);
    const { input, screen } = await render(View);
    input.focus();
    await sendKeys({ type: 'st' });
    const listbox = await screen.findByRole('listbox', { name: 'Tags' });
    expect(listbox.getAttribute('aria-multiselectable')).to.equal('true');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).to.deep.equal(['workstation', 'staging']);
    expect(activeOf(input)).to.equal('workstation');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOf(input)).to.equal('staging'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(chips(screen)).to.deep.equal(['Remove staging']));
    expect(changes).to.deep.equal([['staging']]);
    expect(input.value).to.equal('');
    // Open still, every option listed, the chosen one selected.
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).to.have.length(TAGS.length);
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent)).to.deep.equal([
      'staging',
    ]);
    expectFocusOn(input);
  });

  it('moves with arrows, Home and End; Enter on a chosen option removes it; Escape closes', async () => {
    const { input, screen } = await render(tagsOf(['web']).View);
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await screen.findByRole('listbox');
    expect(activeOf(input)).to.equal('database');
    await sendKeys({ press: 'End' });
    await waitFor(() => expect(activeOf(input)).to.equal('production'));
    await sendKeys({ press: 'Home' });
    await waitFor(() => expect(activeOf(input)).to.equal('database'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(activeOf(input)).to.equal('web'));
    expect(screen.getByRole('option', { name: 'web' }).getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(chips(screen)).to.deep.equal([]));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expectFocusOn(input);
  });

  it('removes the last chip with Backspace in the empty field, and a chip with its button', async () => {
    const { View, changes } = tagsOf(['web', 'server', 'staging']);
    const { input, screen } = await render(View);
    input.focus();
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Backspace' });
    // The typed letter goes first; the chips stay.
    await waitFor(() => expect(input.value).to.equal(''));
    expect(chips(screen)).to.have.length(3);
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => expect(chips(screen)).to.deep.equal(['Remove web', 'Remove server']));
    const remove = screen.getByRole('button', { name: 'Remove web' });
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(chips(screen)).to.deep.equal(['Remove server']));
    expectFocusOn(input);
    expect(changes).to.deep.equal([['web', 'server'], ['server']]);
  });

  it('adds and removes by mouse, focus staying in the field', async () => {
    const { input, screen } = await render(tagsOf([]).View);
    await clickOn(input);
    const listbox = await screen.findByRole('listbox');
    await clickOn(within(listbox).getByRole('option', { name: 'database' }));
    await waitFor(() => expect(chips(screen)).to.deep.equal(['Remove database']));
    expectFocusOn(input);
    await clickOn(screen.getByRole('button', { name: 'Remove database' }));
    await waitFor(() => expect(chips(screen)).to.deep.equal([]));
    expectFocusOn(input);
  });

  it('closes on a press outside, and tells the form when focus leaves the field', async () => {
    const { View, blurs } = tagsOf([]);
    const { input, screen } = await render(View);
    await clickOn(input);
    await screen.findByRole('listbox');
    await clickAt(5, window.innerHeight - 5);
    await waitFor(() => expect(screen.queryByRole('listbox')).to.equal(null));
    input.focus();
    await sendKeys({ press: 'Tab' });
    expectFocusOn(screen.getByRole('button', { name: 'After' }));
    expect(blurs()).to.be.at.least(1);
  });

  it('shows an error and can be disabled', async () => {
    const { input, screen } = await render(tagsOf(['web'], { error: 'Choose at least two tags.', disabled: true }).View);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.disabled).to.equal(true);
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent);
    expect(described).to.include('Choose at least two tags.');
    expect((screen.getByRole('button', { name: 'Remove web' }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('is accessible closed, open with chips, and with no match', async () => {
    const { input, screen, element } = await render(tagsOf(['web']).View);
    await expect(element).to.be.accessible();
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    await screen.findByRole('listbox');
    await expect(element).to.be.accessible();
    await sendKeys({ type: 'zzz' });
    await screen.findByText('No matching options');
    await expect(element).to.be.accessible();
  });
});
