import type { FormSchema, FormValidationError } from '../../ui/form/useForm.ts';
import { FORM_TEXTS } from '../../ui/form/texts.ts';
import { LOGIN_TEXTS as T } from './texts.ts';

// A type, not an interface: a form's values are a record (FormValues).
export type LoginValues = {
  readonly email: string;
  readonly password: string;
};

/** A valid email address as the HTML standard defines it (the pattern yup's `email()` checks too). */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** SPEC §5's messages are yup's templates: `${path}` is the field's label. */
const message = (template: string, label: string) => template.replaceAll('${path}', label);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The sign-in form's two fields, checked as the other forms' yup schemas check theirs (SPEC §5's
 * generic messages: '{field} is a required field', '{field} must be a valid email'; the email
 * trimmed) but without yup: two required fields do not need about 13 KB of it on the sign-in page
 * (issue 23). Built per form, so labels and messages are the texts of the moment (a host may replace
 * them). Throws what yup throws, so useForm reads it the same way.
 */
export const loginSchema = (): FormSchema<LoginValues> => ({
  async validate(values) {
    const draft = (values ?? {}) as Partial<Record<keyof LoginValues, unknown>>;
    const email = text(draft.email).trim();
    const password = text(draft.password);
    const inner: { path: keyof LoginValues; message: string }[] = [];
    if (email === '') inner.push({ path: 'email', message: message(FORM_TEXTS.required, T.email) });
    else if (!EMAIL.test(email)) inner.push({ path: 'email', message: message(FORM_TEXTS.invalidEmail, T.email) });
    if (password === '') inner.push({ path: 'password', message: message(FORM_TEXTS.required, T.password) });
    if (inner.length === 0) return { email, password };
    const error = Object.assign(new Error(inner.length === 1 ? inner[0]!.message : `${inner.length} errors occurred`), {
      name: 'ValidationError' as const,
      path: inner.length === 1 ? inner[0]!.path : undefined,
      inner,
    });
    throw error satisfies FormValidationError;
  },
});
