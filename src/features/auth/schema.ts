import { object, string, type InferType } from 'yup';

/** SPEC §5 generic form messages: '{field} is a required field', 'must be a valid email'. */
export const loginSchema = object({
  email: string().trim().label('Email').email().required(),
  password: string().label('Password').required(),
});

export type LoginValues = InferType<typeof loginSchema>;
