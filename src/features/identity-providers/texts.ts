import { registerTexts } from '../../state/texts.ts';
/**
 * Texts of the identity providers screen. Those SPEC §2 gives are verbatim; where SPEC is silent they
 * follow UPSTREAM-NOTES "The identity providers screen", with its typo in the Enabled help corrected
 * and success notices added (upstream shows none).
 */
export const IDENTITY_PROVIDER_TEXTS = registerTexts('identity-providers', {
  /** The `landscape-identity-providers` widget's landmark. */
  widgetLabel: 'Identity providers',
  signedOut: 'Sign in to manage identity providers.',
  /** The element in an organisation without the oidc-configuration feature (the portal hides the route). */
  featureOff: 'Identity providers are not enabled for this organisation.',
  tableCaption: 'Identity providers',
  /** The name of a provider whose name shows nothing (issue 11: it stays reachable). */
  unnamed: (id: number) => `Identity provider ${id}`,
  /** The region a too-wide table scrolls in, inside the widget. */
  tableRegion: 'Identity providers table',
  toolbar: 'Identity provider actions',
  add: 'Add identity provider',
  loadFailed: 'Could not load the identity providers.',
  columns: { name: 'Name', status: 'Status', provider: 'Provider', actions: 'Actions' },
  status: { enabled: 'Enabled', disabled: 'Disabled' },
  emptyState: {
    title: 'No identity providers',
    text: 'You haven’t added any identity providers yet.',
    link: 'How to manage computers in Landscape',
    href: 'https://ubuntu.com/landscape/docs/manage-computers',
  },
  actions: {
    menu: (name: string) => `${name} provider actions`,
    edit: 'Edit',
    editName: (name: string) => `Edit ${name} provider`,
    delete: 'Delete',
    deleteName: (name: string) => `Delete ${name} provider`,
    /** SPEC §6: the ubuntu-one provider cannot be deleted. */
    ubuntuOneNotDeletable: 'Ubuntu One cannot be deleted. Edit it to disable it instead.',
  },
  choose: {
    title: 'Choose an identity provider',
    list: 'Identity providers you can add',
    loadFailed: 'Could not load the identity providers you can add.',
    none: 'There are no identity providers to add.',
    footer: 'More identity providers will be integrated in the future.',
  },
  form: {
    addTitle: (label: string) => `Add ${label} identity provider`,
    editTitle: (name: string) => `Edit ${name} provider`,
    loadFailed: 'Could not load the identity provider.',
    redirectUrl: 'Redirect URL',
    redirectHelp: 'You will need to set this in the configuration of your identity provider.',
    copy: 'Copy',
    copyName: 'Copy redirect URL',
    copied: 'The redirect URL was copied to the clipboard.',
    copyFailed: 'The redirect URL could not be copied. Select it and copy it yourself.',
    enabled: 'Enabled',
    enabledHelpAdd: 'If checked, the identity provider will be enabled when it is created.',
    enabledHelpEdit: 'If checked, the identity provider will be enabled for logging in.',
    /** Why Enabled cannot be cleared on the only enabled provider. */
    lastEnabled: 'At least one identity provider must be active on the Landscape account.',
    name: 'Name',
    clientId: 'Client ID',
    clientSecret: 'Client Secret',
    /** An edit: the stored secret is never shown, only replaced. */
    clientSecretStored: 'A secret is stored and stays hidden. Leave this empty to keep it, or type a new one to replace it.',
    issuer: 'Issuer',
    back: 'Back',
    cancel: 'Cancel',
    add: 'Add ID provider',
    adding: 'Adding...',
    save: 'Save changes',
    saving: 'Saving...',
  },
  deleteModal: {
    title: 'Delete identity provider',
    body: (name: string) => `This will delete the ${name} provider.`,
    confirm: 'Delete',
    progress: 'Deleting...',
  },
  success: {
    added: (name: string) => `You have successfully added ${name} identity provider.`,
    saved: (name: string) => `You have successfully saved changes for ${name} identity provider.`,
    deleted: (name: string) => `You have successfully deleted ${name} identity provider.`,
    /** The notice's message: what the provider's state means for signing in. */
    enabled: 'It can be used to sign in to Landscape.',
    disabled: 'It is disabled: it cannot be used to sign in until it is enabled.',
    deletedMessage: 'It can no longer be used to sign in to Landscape.',
  },
} as const);
