import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { object, string } from 'yup';
import { SelectField, SteppedForm, TextField, useSteppedForm, type SteppedMode } from '../../../src/ui/form/index.ts';
import { typeInto, waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { clickOn, deferred, renderForm } from './helpers.ts';

const details = object({ title: string().label('Title').required() });
const benchmark = object({ benchmark: string().label('Benchmark').required() });
const summary = object({});

interface Values {
  readonly title: string;
  readonly benchmark: string;
  readonly [key: string]: unknown;
}

const BENCHMARKS = [
  { value: 'cis_level1_server', label: 'CIS Level 1 Server' },
  { value: 'disa_stig', label: 'DISA-STIG' },
];

interface Options {
  readonly mode?: SteppedMode;
  readonly initial?: Values;
  /** The caller shows 'Step N of M' itself (a side panel subtitle). */
  readonly subtitle?: boolean;
  /** The benchmark step starts loading (e.g. its choices); a button outside the form finishes it. */
  readonly loading?: boolean;
  /** Stacked mode: the benchmark step is fixed (an edit form). */
  readonly benchmarkDisabled?: boolean;
}

/** A security-profile-like form in three steps: details, benchmark, summary. */
function profileForm({ mode = 'steps', initial = { title: '', benchmark: '' }, subtitle = false, loading = false, benchmarkDisabled = false }: Options = {}) {
  const calls: Values[] = [];
  const answer = deferred();
  function View() {
    const [benchmarkLoading, setBenchmarkLoading] = useState(loading);
    const stepped = useSteppedForm<Values>({
      mode,
      steps: [
        { id: 'details', title: 'Details', schema: details },
        { id: 'benchmark', title: 'Benchmark', schema: benchmark, loading: benchmarkLoading, disabled: benchmarkDisabled },
        { id: 'summary', title: 'Summary', schema: summary },
      ],
      initialValues: initial,
      onSubmit: async (values) => {
        calls.push(values);
        await answer.promise;
      },
    });
    const { form } = stepped;
    return (
      <>
        {subtitle ? <p>{`Add security profile, ${stepped.progress}`}</p> : null}
        <button type="button" onClick={() => setBenchmarkLoading(false)}>
          Finish loading
        </button>
        <SteppedForm stepped={stepped} aria-label="Add security profile" submitLabel="Add" progressLabel="Adding..." showProgress={!subtitle}>
          {(step, { disabled }) => {
            if (step.id === 'details') return <TextField {...form.field('title')} label="Title" required />;
            if (step.id === 'benchmark') {
              return (
                <SelectField
                  {...form.field('benchmark')}
                  label="Benchmark"
                  placeholder="Select a benchmark"
                  options={BENCHMARKS}
                  disabled={disabled}
                />
              );
            }
            return (
              <dl>
                <dt>Title</dt>
                <dd>{form.values.title}</dd>
                <dt>Benchmark</dt>
                <dd>{form.values.benchmark}</dd>
              </dl>
            );
          }}
        </SteppedForm>
      </>
    );
  }
  return { View, calls, answer };
}

async function render(options?: Options) {
  const sample = profileForm(options);
  const rendered = await renderForm(sample.View);
  const form = await rendered.screen.findByRole('form', { name: 'Add security profile' });
  return { ...sample, ...rendered, form, panel: within(form) };
}

describe('SteppedForm', () => {
  it('shows Step 1 of 3 with Next disabled until the step is valid, and no Back', async () => {
    const { screen, panel } = await render();
    expect(screen.getByText('Step 1 of 3')).to.exist;
    expect(panel.getByRole('group', { name: 'Details' })).to.exist;
    expect(panel.queryByRole('group', { name: 'Benchmark' })).to.equal(null);
    expect(panel.queryByRole('button', { name: 'Back' })).to.equal(null);
    const next = panel.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).to.equal(true);
    await typeInto(panel.getByRole('textbox', { name: 'Title' }), 'Nightly');
    await waitFor(() => expect(next.hasAttribute('disabled')).to.equal(false));
  });

  it('Next goes to step 2 with focus on its first field; Back returns keeping the values', async () => {
    const { screen, panel } = await render();
    await typeInto(panel.getByRole('textbox', { name: 'Title' }), 'Nightly');
    const next = panel.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next.hasAttribute('disabled')).to.equal(false));
    await clickOn(next);
    await screen.findByText('Step 2 of 3');
    const select = panel.getByRole('combobox', { name: 'Benchmark' });
    await waitFor(() => expectFocusOn(select));
    // A fresh step: valid values elsewhere do not enable Next, and no error shows before the field is left.
    expect(panel.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).to.equal(true);
    expect(panel.queryByText('Benchmark is a required field')).to.equal(null);
    await clickOn(panel.getByRole('button', { name: 'Back' }));
    await screen.findByText('Step 1 of 3');
    const title = panel.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).to.equal('Nightly');
    await waitFor(() => expectFocusOn(title));
  });

  it('Enter in a field goes to the next step', async () => {
    const { screen, panel } = await render();
    await typeInto(panel.getByRole('textbox', { name: 'Title' }), 'Nightly');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).to.equal(false));
    await sendKeys({ press: 'Enter' });
    await screen.findByText('Step 2 of 3');
  });

  it('keeps Next disabled while the step is loading, though valid', async () => {
    const { screen, panel } = await render({ initial: { title: 'Nightly', benchmark: 'disa_stig' }, loading: true });
    const firstNext = panel.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(firstNext.hasAttribute('disabled')).to.equal(false));
    await clickOn(firstNext);
    await screen.findByText('Step 2 of 3');
    const next = panel.getByRole('button', { name: 'Next' });
    expect((panel.getByRole('combobox', { name: 'Benchmark' }) as HTMLSelectElement).value).to.equal('disa_stig');
    expect(next.hasAttribute('disabled')).to.equal(true);
    await clickOn(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() => expect(next.hasAttribute('disabled')).to.equal(false));
  });

  it('the last step summarises and submits once with every step\'s values, busy meanwhile', async () => {
    const { screen, panel, calls, answer } = await render({ subtitle: true });
    expect(screen.getByText('Add security profile, Step 1 of 3')).to.exist;
    expect(screen.queryByText('Step 1 of 3')).to.equal(null);
    await typeInto(panel.getByRole('textbox', { name: 'Title' }), 'Nightly');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).to.equal(false));
    await clickOn(panel.getByRole('button', { name: 'Next' }));
    await screen.findByText('Add security profile, Step 2 of 3');
    const select = panel.getByRole('combobox', { name: 'Benchmark' });
    await waitFor(() => expectFocusOn(select));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(panel.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).to.equal(false));
    await clickOn(panel.getByRole('button', { name: 'Next' }));
    await screen.findByText('Add security profile, Step 3 of 3');
    const list = within(panel.getByRole('group', { name: 'Summary' }));
    expect(list.getByText('Nightly')).to.exist;
    expect(list.getByText('cis_level1_server')).to.exist;
    expect(panel.queryByRole('button', { name: 'Next' })).to.equal(null);
    const add = panel.getByRole('button', { name: 'Add' });
    await clickOn(add);
    const busy = await panel.findByRole('button', { name: 'Adding...' });
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    (add.closest('form') as HTMLFormElement).requestSubmit();
    answer.resolve();
    await panel.findByRole('button', { name: 'Add' });
    expect(calls).to.deep.equal([{ title: 'Nightly', benchmark: 'cis_level1_server' }]);
  });

  it('stacked: every step on one page, one submit, checked with all schemas', async () => {
    const { screen, panel, calls, answer, form } = await render({ mode: 'stacked' });
    expect(panel.getByRole('group', { name: 'Details' })).to.exist;
    expect(panel.getByRole('group', { name: 'Benchmark' })).to.exist;
    expect(panel.getByRole('group', { name: 'Summary' })).to.exist;
    expect(screen.queryByText(/Step \d of 3/)).to.equal(null);
    expect(panel.queryByRole('button', { name: 'Next' })).to.equal(null);
    expect(panel.queryByRole('button', { name: 'Back' })).to.equal(null);
    (form as HTMLFormElement).requestSubmit();
    await panel.findByText('Title is a required field');
    expect(panel.getByText('Benchmark is a required field')).to.exist;
    await waitFor(() => expectFocusOn(panel.getByRole('textbox', { name: 'Title' })));
    await typeInto(panel.getByRole('textbox', { name: 'Title' }), 'Nightly');
    panel.getByRole('combobox', { name: 'Benchmark' }).focus();
    await sendKeys({ press: 'ArrowDown' });
    await clickOn(panel.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).to.deep.equal([{ title: 'Nightly', benchmark: 'cis_level1_server' }]));
    answer.resolve();
  });

  it("stacked with a disabled step: its fields are disabled and its schema is not checked", async () => {
    const { panel, calls, answer } = await render({ mode: 'stacked', benchmarkDisabled: true, initial: { title: 'Nightly copy', benchmark: '' } });
    const select = panel.getByRole('combobox', { name: 'Benchmark' }) as HTMLSelectElement;
    expect(select.matches(':disabled')).to.equal(true);
    expect((panel.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).matches(':disabled')).to.equal(false);
    await clickOn(panel.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls).to.deep.equal([{ title: 'Nightly copy', benchmark: '' }]));
    answer.resolve();
  });

  it('is accessible in each step and stacked', async () => {
    const stepped = await render({ initial: { title: 'Nightly', benchmark: 'disa_stig' } });
    await expect(stepped.element).to.be.accessible();
    await clickOn(stepped.panel.getByRole('button', { name: 'Next' }));
    await stepped.screen.findByText('Step 2 of 3');
    await expect(stepped.element).to.be.accessible();
    await clickOn(stepped.panel.getByRole('button', { name: 'Next' }));
    await stepped.screen.findByText('Step 3 of 3');
    await expect(stepped.element).to.be.accessible();
    const stacked = await render({ mode: 'stacked', benchmarkDisabled: true });
    (stacked.form as HTMLFormElement).requestSubmit();
    await stacked.panel.findByText('Title is a required field');
    await expect(stacked.element).to.be.accessible();
  });
});
