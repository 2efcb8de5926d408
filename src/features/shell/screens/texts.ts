import { registerTexts } from '../../../state/texts.ts';
/** Texts of the shell's own screens. SPEC does not show these pages; the wording is ours. */
export const SCREEN_TEXTS = registerTexts('shell.screens', {
  unavailable: 'This page is not available in the new portal yet.',
  openClassic: 'Open the classic dashboard',
  /** While the server is asked where the classic dashboard is. */
  openingClassic: 'Opening the classic dashboard...',
  badClassicUrl: 'The server sent an invalid classic dashboard address.',
  instance: (id: string) => `Instance ${id}`,
  envError: 'This page is only available on self-hosted Landscape.',
  notFoundTitle: 'Page not found',
  notFound: 'No page of the portal has this address.',
  goToOverview: 'Go to the overview',
  hubPages: (group: string) => `${group} pages`,
} as const);
