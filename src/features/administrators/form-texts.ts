import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of the invite form (screens admin-account.md §1.4), verbatim where the file quotes them;
 * loaded with it, not with the list. The roles' help (what no role means, §1.8 bug 2) is ours.
 */
export const ADMINISTRATOR_FORM_TEXTS = registerTexts('administrators.form', {
  invite: {
    title: 'Invite administrator',
    intro: 'An invitation, sent by email, contains a link a prospective administrator can use to join this account.',
    name: 'Name',
    email: 'Email address',
    roles: 'Roles',
    /** Landscape's API docs: InviteAdministrator without roles gives GlobalAdmin. */
    rolesHelp: 'With no role chosen, the invitee gets the GlobalAdmin role: every permission, on every instance.',
    required: 'This field is required.',
    invalidEmail: 'Please provide a valid email address',
    /** Names the invitee already invited with that address (§1.8 bug 1: upstream names the one typed). */
    alreadyInvited: (name: string) => `${name} is already invited to this account`,
    submit: 'Send invite',
    sending: 'Sending\u2026',
    cancel: 'Cancel',
    done: 'You sent an administrator invite',
    doneMessage: (name: string) => `${name} will receive an invitation email`,
  },
  /** The roles a form offers could not be read. */
  rolesFailed: 'Could not load the roles.',
});
