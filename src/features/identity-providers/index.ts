/** The identity providers feature: texts, list rules, queries, server actions and the screen's pieces. */
export { IDENTITY_PROVIDER_TEXTS } from './texts.ts';
export {
  UBUNTU_ONE,
  choosableProviders,
  deleteUnavailableReason,
  identityProviders,
  isWebUrl,
  lastEnabledReason,
  newProviderValues,
  providerBody,
  providerIconKind,
  providerSchema,
  providerValues,
  ubuntuOneSchema,
  type IdentityProvider,
  type ProviderFormValues,
  type ProviderIconKind,
} from './providers.ts';
export { createProviderDetailAtom, identityProviderKeys, identityProvidersQueryAtom, supportedProvidersQueryAtom } from './queries.ts';
export {
  addProvider,
  deleteProvider,
  saveProvider,
  switchUbuntuOne,
  type AddProviderRequest,
  type DeleteProviderRequest,
  type SaveProviderRequest,
  type SwitchUbuntuOneRequest,
} from './actions.ts';
export { ProviderIcon, type ProviderIconProps } from './icons.tsx';
export { ChooseProviderPanel, type ChooseProviderPanelProps } from './ChooseProviderPanel.tsx';
export { EditProviderPanel, ProviderForm, UbuntuOneForm, type ProviderFormProps } from './ProviderForm.tsx';
export { DeleteProviderModal, type DeleteProviderModalProps } from './DeleteProviderModal.tsx';
export { useProviderPanels, type ProviderPanels } from './useProviderPanels.tsx';
export { IdentityProvidersView, type IdentityProvidersViewProps } from './IdentityProvidersView.tsx';
