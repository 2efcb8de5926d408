/** UI texts of the shared modals (button names follow the public portal). */
export const MODAL_TEXTS = {
  close: 'Close',
  cancel: 'Cancel',
} as const;
