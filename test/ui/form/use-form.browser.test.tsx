import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { object, string } from 'yup';
import { ApiError } from '../../../src/api/errors.ts';
import { Form, SubmitButton, TextField, useForm } from '../../../src/ui/form/index.ts';
import { typeInto, waitFor } from '../../helpers/dom.ts';
import { expectFocusOn } from '../harness.tsx';
import { announced, clickOn, deferred, renderForm } from './helpers.ts';

const schema = object({
  name: string().label('Name').required(),
  email: string().trim().label('Email').email().required(),
});

/** A form whose onSubmit the test controls: each call waits for the test's `next` to settle. */
function profileForm() {
  const calls: { name: string; email: string }[] = [];
  let next = deferred();
  function View() {
    const form = useForm({
      schema,
      initialValues: { name: '', email: '' },
      onSubmit: async (values) => {
        calls.push(values);
        await next.promise;
      },
    });
    return (
      <Form form={form} aria-label="Profile">
        <TextField {...form.field('name')} label="Name" required />
        <TextField {...form.field('email')} label="Email" type="email" help="We write to this address." />
        <SubmitButton progressLabel="Saving...">Save</SubmitButton>
      </Form>
    );
  }
  return {
    View,
    calls,
    /** Settles the submit in flight; later submits get a fresh promise. */
    settle(error?: unknown) {
      const current = next;
      next = deferred();
      if (error) current.reject(error);
      else current.resolve();
    },
  };
}

async function render() {
  const sample = profileForm();
  const { element, screen } = await renderForm(sample.View);
  // By role and accessible name: the required marker is hidden from it, not from label text queries.
  const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
  const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
  return { ...sample, element, screen, name, email, form: screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement };
}

describe('useForm with Form and SubmitButton', () => {
  it('shows a field\'s error once it is left, not while typing or before', async () => {
    const { screen, name, email } = await render();
    name.focus();
    await sendKeys({ press: 'Tab' });
    await screen.findByText('Name is a required field');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    expect(announced(name).description).to.equal('Name is a required field');
    await typeInto(email, 'not-an-email');
    // Email is still focused: the check has run (Name's message is there), Email's message is not shown.
    expect(screen.queryByText('Email must be a valid email')).to.equal(null);
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await screen.findByText('Email must be a valid email');
    expect(announced(email).description).to.equal('Email must be a valid email We write to this address.');
  });

  it('clears a shown error as soon as the value is right', async () => {
    const { screen, name } = await render();
    name.focus();
    await sendKeys({ press: 'Tab' });
    await screen.findByText('Name is a required field');
    await typeInto(name, 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is a required field')).to.equal(null));
    expect(name.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('shows every error on submit and focuses the first invalid field, without calling onSubmit', async () => {
    const { screen, name, email, calls } = await render();
    await clickOn(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is a required field');
    expect(screen.getByText('Email is a required field')).to.exist;
    await waitFor(() => expectFocusOn(name));
    await typeInto(name, 'Ada');
    await clickOn(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expectFocusOn(email));
    expect(screen.getByText('Email is a required field')).to.exist;
    expect(calls).to.deep.equal([]);
  });

  it('takes a mouse press on the submit button that leaves an invalid field (its error does not move the button away first)', async () => {
    const { screen, name, email, calls } = await render();
    await typeInto(email, 'not-an-email');
    email.focus();
    await clickOn(screen.getByRole('button', { name: 'Save' }));
    // The press reached the button: the submit showed every error, Name's included, and focused Name.
    await screen.findByText('Name is a required field');
    await waitFor(() => expectFocusOn(name));
    expect(email.value, 'typed').to.equal('not-an-email');
    expect(announced(email).description).to.contain('Email must be a valid email');
    expect(calls).to.deep.equal([]);
  });

  it('submits once however often it is asked, busy until the answer, with trimmed values', async () => {
    const { screen, name, email, form, calls, settle } = await render();
    await typeInto(name, 'Ada');
    await typeInto(email, ' ada@example.com ');
    form.requestSubmit();
    form.requestSubmit();
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy.getAttribute('aria-busy')).to.equal('true');
    expect(busy.getAttribute('aria-disabled')).to.equal('true');
    // Pressed while busy, it keeps focus and sends nothing more.
    busy.focus();
    busy.click();
    expectFocusOn(busy);
    form.requestSubmit();
    settle();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save.hasAttribute('aria-busy')).to.equal(false);
    expect(save.hasAttribute('aria-disabled')).to.equal(false);
    expectFocusOn(save);
    expect(calls).to.deep.equal([{ name: 'Ada', email: 'ada@example.com' }]);
  });

  it("shows the server's message in the form, keeps every value, and clears it on the next success", async () => {
    const { screen, name, email, form, calls, settle } = await render();
    await typeInto(name, 'Ada');
    await typeInto(email, 'ada@example.com');
    form.requestSubmit();
    await waitFor(() => expect(calls).to.have.length(1));
    settle(new ApiError('A profile with this name exists.', 409));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).to.equal('A profile with this name exists.');
    expect(form.contains(alert)).to.equal(true);
    expect(name.value).to.equal('Ada');
    expect(email.value).to.equal('ada@example.com');
    await screen.findByRole('button', { name: 'Save' });
    form.requestSubmit();
    await waitFor(() => expect(calls).to.have.length(2));
    await waitFor(() => expect(screen.queryByRole('alert')).to.equal(null));
    settle();
    await screen.findByRole('button', { name: 'Save' });
  });

  it('is accessible empty, with errors and with a server error', async () => {
    const { element, screen, name, email, form, calls, settle } = await render();
    await expect(element).to.be.accessible();
    form.requestSubmit();
    await screen.findByText('Name is a required field');
    await expect(element).to.be.accessible();
    await typeInto(name, 'Ada');
    await typeInto(email, 'ada@example.com');
    form.requestSubmit();
    await waitFor(() => expect(calls).to.have.length(1));
    settle(new Error('Boom'));
    await screen.findByRole('alert');
    await expect(element).to.be.accessible();
  });
});
