import { object, string, type InferType } from 'yup';
import { FORM_TEXTS } from '../../ui/form/texts.ts';
import { LOGIN_TEXTS as T } from './texts.ts';

/**
 * SPEC §5 generic form messages: '{field} is a required field', 'must be a valid email'. Built per
 * form, so labels and messages are the texts of the moment (a host may replace them).
 */
export const loginSchema = () =>
  object({
    email: string().trim().label(T.email).email(FORM_TEXTS.invalidEmail).required(FORM_TEXTS.required),
    password: string().label(T.password).required(FORM_TEXTS.required),
  });

export type LoginValues = InferType<ReturnType<typeof loginSchema>>;
