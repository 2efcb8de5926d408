export { OrganisationSwitcher } from './OrganisationSwitcher.tsx';
export { organisationChoice, type OrganisationChoice } from './organisations.ts';
export { ORGANISATION_TEXTS } from './texts.ts';
export { EmbeddedOrganisationSwitcher } from './EmbeddedOrganisationSwitcher.tsx';
