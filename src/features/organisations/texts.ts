import { registerTexts } from '../../state/texts.ts';
export const ORGANISATION_TEXTS = registerTexts('organisations', {
  label: 'Organisation',
  switching: 'Switching organisation...',
  switched: (title: string) => `You have switched to ${title}.`,
} as const);
