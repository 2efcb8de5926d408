import { expect } from '@open-wc/testing';
import { within } from '@testing-library/dom';
import { sendKeys } from '@web/test-runner-commands';
import { boolean, mixed, number, object, string } from 'yup';
import {
  CheckboxField,
  DateTimeField,
  FileField,
  Form,
  NumberField,
  PasswordField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useForm,
  type FileValue,
} from '../../../src/ui/form/index.ts';
import { typeInto, waitFor } from '../../helpers/dom.ts';
import { announced, clickOn, renderForm, setValue } from './helpers.ts';

const schema = object({
  title: string().label('Title').required(),
  secret: string().label('Password').min(8),
  count: number().label('Count').typeError('Count must be a number').required().min(1),
  notes: string().label('Notes').max(20),
  accept: boolean().oneOf([true], 'Accept the terms to go on'),
  mode: string().label('Mode').required(),
  benchmark: string().label('Benchmark').required(),
  start: string().label('Start').required(),
  tailoring: mixed<FileValue>().label('Tailoring file').required(),
});

const initialValues = {
  title: '',
  secret: '',
  count: undefined,
  notes: '',
  accept: false,
  mode: '',
  benchmark: '',
  start: '',
  tailoring: undefined,
};

const MAX_BYTES = 100;

function AllFields() {
  const form = useForm({ schema, initialValues, onSubmit: async () => undefined });
  return (
    <Form form={form} aria-label="Every field">
      <TextField {...form.field('title')} label="Title" help="Shown in lists." required />
      <PasswordField {...form.field('secret')} label="Password" help="At least 8 characters." />
      <NumberField {...form.field('count')} label="Count" min={1} />
      <TextAreaField {...form.field('notes')} label="Notes" help="A short note." />
      <CheckboxField {...form.field('accept')} label="I accept the terms" help="Read them first." />
      <RadioGroupField
        {...form.field('mode')}
        label="Mode"
        help="What a run does."
        required
        options={[
          { value: 'audit', label: 'Audit only' },
          { value: 'audit-fix', label: 'Fix and audit' },
        ]}
      />
      <SelectField
        {...form.field('benchmark')}
        label="Benchmark"
        placeholder="Select a benchmark"
        options={[
          { value: 'cis_level1_server', label: 'CIS Level 1 Server' },
          { value: 'disa_stig', label: 'DISA-STIG' },
        ]}
      />
      <DateTimeField {...form.field('start')} label="Start" />
      <FileField {...form.field('tailoring')} label="Tailoring file" help="An XML file." accept={['.xml', 'text/xml']} maxBytes={MAX_BYTES} />
      <SubmitButton progressLabel="Saving...">Save</SubmitButton>
      <output aria-label="Values">{JSON.stringify(form.values)}</output>
    </Form>
  );
}

async function render() {
  const { element, screen } = await renderForm(AllFields);
  const form = (await screen.findByRole('form', { name: 'Every field' })) as HTMLFormElement;
  const values = () => JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent ?? '{}') as Record<string, unknown>;
  return { element, screen, form, values };
}

/** Chooses files in a file input as the browser does after the file dialog. */
function chooseFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('form fields', () => {
  it('name every control by its label and describe it by its help, then by its error too', async () => {
    const { screen, form } = await render();
    const controls = {
      title: screen.getByRole('textbox', { name: 'Title' }),
      count: screen.getByRole('spinbutton', { name: 'Count' }),
      notes: screen.getByRole('textbox', { name: 'Notes' }),
      accept: screen.getByRole('checkbox', { name: 'I accept the terms' }),
      benchmark: screen.getByRole('combobox', { name: 'Benchmark' }),
      start: screen.getByLabelText('Start'),
      tailoring: screen.getByLabelText('Tailoring file'),
    };
    expect(announced(controls.title).description).to.equal('Shown in lists.');
    expect(announced(controls.notes).description).to.equal('A short note.');
    expect(announced(controls.accept).description).to.equal('Read them first.');
    expect(announced(controls.tailoring).description).to.equal('An XML file.');
    expect(announced(controls.start).description).to.equal('For example, 12/31/2026, 23:59');
    expect(controls.title.getAttribute('aria-required')).to.equal('true');
    for (const control of Object.values(controls)) expect(control.hasAttribute('aria-invalid')).to.equal(false);

    form.requestSubmit();
    await screen.findByText('Title is a required field');
    expect(announced(controls.title).description).to.equal('Title is a required field Shown in lists.');
    expect(announced(controls.count).description).to.equal('Count is a required field');
    expect(announced(controls.accept).description).to.equal('Accept the terms to go on Read them first.');
    expect(announced(controls.benchmark).description).to.equal('Benchmark is a required field');
    expect(announced(controls.start).description).to.equal('Start is a required field For example, 12/31/2026, 23:59');
    expect(announced(controls.tailoring).description).to.equal('Tailoring file is a required field An XML file.');
    for (const [name, control] of Object.entries(controls)) {
      expect(control.getAttribute('aria-invalid'), name).to.equal(name === 'notes' ? null : 'true');
    }
  });

  it('password: hidden at first; the labelled toggle shows and hides it, keeping the value', async () => {
    const { screen, values } = await render();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).to.equal('password');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(announced(input).description).to.equal('At least 8 characters.');
    await typeInto(input, 'hunter2');
    await clickOn(toggle);
    await waitFor(() => expect(input.type).to.equal('text'));
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(input.value).to.equal('hunter2');
    await clickOn(toggle);
    await waitFor(() => expect(input.type).to.equal('password'));
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    expect(values().secret).to.equal('hunter2');
    input.focus();
    await sendKeys({ press: 'Tab' });
    await screen.findByText('Password must be at least 8 characters');
  });

  it('number: a number value, empty is none, below min is an error', async () => {
    const { screen, values } = await render();
    const count = screen.getByRole('spinbutton', { name: 'Count' }) as HTMLInputElement;
    await typeInto(count, '42');
    await waitFor(() => expect(values().count).to.equal(42));
    setValue(count, '');
    await waitFor(() => expect(values()).to.not.have.property('count'));
    setValue(count, '0');
    count.blur();
    await screen.findByText('Count must be greater than or equal to 1');
  });

  it('textarea, checkbox, radio group, select and date-time report their values', async () => {
    const { screen, values } = await render();
    await typeInto(screen.getByRole('textbox', { name: 'Notes' }), 'line one');
    await clickOn(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    const group = screen.getByRole('group', { name: 'Mode' });
    expect(announced(group).description).to.equal('What a run does.');
    await clickOn(within(group).getByRole('radio', { name: 'Fix and audit' }));
    const benchmark = screen.getByRole('combobox', { name: 'Benchmark' });
    benchmark.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    // Typed as the page's locale (the browser's, en-US) writes dates.
    const start = screen.getByLabelText('Start') as HTMLInputElement;
    await typeInto(start, '5/1/2024 9:30');
    await waitFor(() =>
      expect(values()).to.include({
        notes: 'line one',
        accept: true,
        mode: 'audit-fix',
        benchmark: 'disa_stig',
        start: '2024-05-01T09:30',
      }),
    );
    expect(start.type).to.equal('text');
    start.blur();
    await waitFor(() => expect(start.value).to.equal('05/01/2024, 09:30'));
  });

  it('radio group: arrow keys choose, every radio carries the error, the group is described by it', async () => {
    const { screen, form, values } = await render();
    form.requestSubmit();
    await screen.findByText('Mode is a required field');
    const group = screen.getByRole('group', { name: 'Mode' });
    expect(announced(group).description).to.equal('Mode is a required field What a run does.');
    const radios = within(group).getAllByRole('radio');
    for (const radio of radios) expect(radio.getAttribute('aria-invalid')).to.equal('true');
    radios[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(values().mode).to.equal('audit-fix'));
    await waitFor(() => expect(screen.queryByText('Mode is a required field')).to.equal(null));
  });

  it('file: reads an accepted file into a string, shows its name, and can be cleared', async () => {
    const { screen, values } = await render();
    const input = screen.getByLabelText('Tailoring file') as HTMLInputElement;
    chooseFile(input, new File(['<Tailoring/>'], 'tailoring.XML', { type: '' }));
    await screen.findByText('tailoring.XML');
    await waitFor(() => expect(values().tailoring).to.deep.equal({ name: 'tailoring.XML', text: '<Tailoring/>' }));
    await clickOn(screen.getByRole('button', { name: 'Remove tailoring.XML' }));
    await waitFor(() => expect(values()).to.not.have.property('tailoring'));
    expect(screen.queryByText('tailoring.XML')).to.equal(null);
    expect(input.value).to.equal('');
  });

  it('file: refuses a file that is too large or of another type, saying why', async () => {
    const { screen, values } = await render();
    const input = screen.getByLabelText('Tailoring file') as HTMLInputElement;
    chooseFile(input, new File(['x'.repeat(MAX_BYTES + 1)], 'big.xml', { type: 'text/xml' }));
    const tooBig = 'The file is too large. Choose a file of at most 100 bytes.';
    await screen.findByText(tooBig);
    expect(announced(input).description).to.equal(`${tooBig} An XML file.`);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(values()).to.not.have.property('tailoring');
    chooseFile(input, new File(['{}'], 'profile.json', { type: 'application/json' }));
    await screen.findByText('This type of file is not accepted. Choose a .xml file.');
    expect(values()).to.not.have.property('tailoring');
    chooseFile(input, new File(['<Tailoring/>'], 'ok.txt', { type: 'text/xml' }));
    await waitFor(() => expect(values().tailoring).to.deep.equal({ name: 'ok.txt', text: '<Tailoring/>' }));
    expect(screen.queryByText(/not accepted/)).to.equal(null);
  });

  it('is accessible empty, filled and with every error', async () => {
    const { element, screen, form } = await render();
    await expect(element).to.be.accessible();
    await clickOn(screen.getByRole('button', { name: 'Show password' }));
    chooseFile(screen.getByLabelText('Tailoring file') as HTMLInputElement, new File(['<a/>'], 'a.xml'));
    await screen.findByRole('button', { name: 'Remove a.xml' });
    await expect(element).to.be.accessible();
    form.requestSubmit();
    await screen.findByText('Title is a required field');
    await expect(element).to.be.accessible();
  });
});
