import { registerTexts } from '../../state/texts.ts';
/** UI texts of the shared form pieces. SPEC.md gives none of these; they follow the public portal. */
export const FORM_TEXTS = registerTexts('ui.form', {
  showPassword: 'Show password',
  /** The date fields' format, shown under them: the last minute of 2026 as the locale writes it. */
  dateExample: (example: string) => `For example, ${example}`,
  chooseDate: 'Choose a date',
  chooseDateTime: 'Choose a date and time',
  next: 'Next',
  back: 'Back',
  step: (current: number, count: number) => `Step ${current} of ${count}`,
  chosenFile: 'Chosen file:',
  removeFile: (name: string) => `Remove ${name}`,
  fileTooLarge: (limit: string) => `The file is too large. Choose a file of at most ${limit}.`,
  fileWrongType: (accepted: string) => `This type of file is not accepted. Choose a ${accepted} file.`,
  fileUnreadable: 'The file could not be read.',
  /** SPEC §5's generic form messages; `${path}` is the field's label (yup's template). */
  required: '${path} is a required field',
  invalidEmail: '${path} must be a valid email',
  invalidUrl: '${path} must be a valid URL',
} as const);

/** A byte count as a person reads it: 512 bytes, 100 KB, 1.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const round = (value: number) => Math.round(value * 10) / 10;
  // Compared after rounding, so 1,048,575 bytes reads '1 MB', not '1024 KB'.
  const kilobytes = round(bytes / 1024);
  return kilobytes < 1024 ? `${kilobytes} KB` : `${round(bytes / (1024 * 1024))} MB`;
}
