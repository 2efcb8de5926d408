export const ORGANISATION_TEXTS = {
  label: 'Organisation',
  switching: 'Switching organisation...',
} as const;
