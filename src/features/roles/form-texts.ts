import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the role forms (screens admin-account.md §2.4, §2.5), verbatim where the file quotes them
 * (typographic quotes included); loaded with the forms, not with the list. What a partly saved role
 * says is ours (upstream says nothing, §2.8).
 */
export const ROLE_FORM_TEXTS = registerTexts('roles.form', {
  name: 'Role name',
  description: 'Description',
  required: 'This field is required.',
  nameRule: 'Name must start with a letter and can contain alphanumeric characters, \u2018-\u2018 and \u2018+\u2019.',
  /** Under the name once the role exists (a follow-up call failed): the API cannot rename it. */
  nameFixed: 'The role exists: its name and description can no longer change here.',
  global: {
    title: 'Global permissions',
    help: 'These permissions are for managing the account as a whole. They are not limited to the specified access groups, but instead apply globally.',
  },
  scoped: {
    title: 'Permissions',
    help: 'These permissions only apply to selected access groups.',
  },
  columns: { property: 'Property', view: 'View', manage: 'Manage' },
  viewBox: (label: string) => `View ${label}`,
  manageBox: (label: string) => `Manage ${label}`,
  accessGroups: 'Access Groups',
  noAccessGroups: 'This organisation has no access groups.',
  permissionsFailed: 'Could not load the permissions.',
  accessGroupsFailed: 'Could not load the access groups.',
  cancel: 'Cancel',
  submitAdd: 'Add role',
  submitEdit: 'Save changes',
  adding: 'Adding\u2026',
  saving: 'Saving\u2026',
  added: { title: 'New role has been added', message: (name: string) => `You added the role '${name}'` },
  saved: { title: 'Role changes have been saved', message: (name: string) => `You modified the role '${name}'` },
  /**
   * A change after CreateRole, or part of an edit, was refused: what is saved and what is not, then the
   * server's message. The role is not what the form shows until it is submitted again.
   */
  partlyAdded: (name: string, failed: string) => `The role '${name}' was added, but its ${failed} could not be saved.`,
  partlySaved: (name: string, failed: string) => `Some changes to the role '${name}' were saved, but its ${failed} could not be.`,
  tryAgain: 'Submit again to save the rest.',
  failedParts: { permissions: 'permissions', accessGroups: 'access groups', both: 'access groups and permissions' },
});
