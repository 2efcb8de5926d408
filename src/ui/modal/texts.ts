import { registerTexts } from '../../state/texts.ts';
/** UI texts of the shared modals (button names follow the public portal). */
export const MODAL_TEXTS = registerTexts('ui.modal', {
  close: 'Close',
  cancel: 'Cancel',
} as const);
