/**
 * The new password's rules (admin-account.md §5.4), in their order: what the list under the field
 * ticks, and the first broken one's message.
 *
 *   passwordRules('abc')  // [{ id: 'length', met: false, message: 'tooShort' }, { id: 'lower', met: true, … }, …]
 */
export interface PasswordRule {
  readonly id: 'length' | 'lower' | 'upper' | 'number';
  readonly met: boolean;
  /** The key of its message in the password texts. */
  readonly message: 'tooShort' | 'tooLong' | 'noLower' | 'noUpper' | 'noNumber';
}

export function passwordRules(password: string): PasswordRule[] {
  return [
    { id: 'length', met: password.length >= 8 && password.length <= 50, message: password.length > 50 ? 'tooLong' : 'tooShort' },
    { id: 'lower', met: /[a-z]/.test(password), message: 'noLower' },
    { id: 'upper', met: /[A-Z]/.test(password), message: 'noUpper' },
    { id: 'number', met: /[0-9]/.test(password), message: 'noNumber' },
  ];
}
