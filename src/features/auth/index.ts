export { LoginScreen } from './LoginScreen.tsx';
export { LOGIN_TEXTS } from './texts.ts';
export { loginSchema } from './schema.ts';
export { signInOptions, type SignInOptions } from './login-methods.ts';
