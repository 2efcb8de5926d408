export const ORGANISATION_TEXTS = {
  label: 'Organisation',
  switching: 'Switching organisation...',
  switched: (title: string) => `You have switched to ${title}.`,
} as const;
