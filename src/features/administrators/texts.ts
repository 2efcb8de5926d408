import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of Settings › Administrators: its tabs, the administrators list with the inline role editor
 * and the removal, and the Invites tab with its confirmations (screens admin-account.md §1.1–§1.3,
 * §9), verbatim where the file quotes them (HEAD's final periods on the no-data texts, typographic
 * apostrophes), and the administrator's panel (§1.5). The guard rails' reasons are ours (§10:
 * upstream has none). The invite form's are form-texts.ts's.
 */
export const ADMINISTRATOR_TEXTS = registerTexts('administrators', {
  /** The `landscape-administrators` widget's landmark. */
  widgetLabel: 'Administrators',
  signedOut: 'Sign in to manage administrators.',
  toolbar: 'Administrator actions',
  invite: 'Invite administrator',
  tabs: { label: 'Administrators and invites', administrators: 'Administrators', invites: 'Invites' },
  searchLabel: 'Search administrators',
  searchPlaceholder: 'Search',
  chips: { search: 'Search' },
  tableCaption: 'Administrators',
  /** The region a too-wide table scrolls in, inside the widget. */
  tableRegion: 'Administrators table',
  pageSizeLabel: 'Administrators per page',
  columns: { name: 'Name', email: 'Email', roles: 'Roles', actions: 'Actions' },
  noMatch: (search: string) => `No administrators found with the search: "${search}".`,
  /** The table without a search (HEAD's text; the empty state shows first when there is nobody at all). */
  none: 'You have no administrators on your Landscape organization.',
  emptyState: {
    title: 'No administrators found',
    text: 'There are no administrators in your Landscape organization.',
    link: 'How to manage administrators in Landscape',
    href: 'https://ubuntu.com/landscape/docs/administrators',
    /** Capital A, unlike the header's button (§1.2). */
    action: 'Invite Administrator',
  },
  /** The name cell's button, naming what it opens. */
  open: (name: string) => `Open ${name}`,
  roles: {
    /** The inline editor's accessible name, naming its row. */
    label: (name: string) => `Roles of ${name}`,
    placeholder: 'Select roles',
    required: 'At least one role is required',
    revert: 'Revert',
    save: 'Save changes',
    revertName: (name: string) => `Revert the roles of ${name}`,
    saveName: (name: string) => `Save changes to the roles of ${name}`,
    done: 'Permission changes have been queued',
    doneMessage: (name: string) => `You changed ${name}'s roles`,
  },
  actions: {
    menu: (name: string) => `${name} administrator actions`,
    remove: 'Remove',
    removeName: (name: string) => `Remove "${name}" administrator`,
  },
  /** Why Remove is unavailable (§10 guard rails; the server refuses too). */
  guard: {
    self: 'You can\u2019t remove yourself from this organization.',
    lastGlobalAdmin: (name: string) => `${name} is the last administrator with the GlobalAdmin role. Give it to another administrator first.`,
  },
  remove: {
    title: (name: string) => `Remove ${name}`,
    body: 'This will remove the administrator from your Landscape organization.',
    confirm: 'Remove',
    progress: 'Removing\u2026',
    done: (name: string) => `You have successfully removed ${name} as an administrator.`,
    doneMessage: 'They will no longer be able to access this Landscape organization and all permissions have been revoked.',
  },
  /** §1.5 the administrator's panel; the facts beyond upstream's placeholders are ours. */
  panel: {
    /** The form's accessible name. */
    form: (name: string) => `Roles of ${name}`,
    name: 'Name',
    email: 'Email',
    timezone: 'Time zone',
    roles: 'Roles',
    cancel: 'Cancel',
    save: 'Save changes',
    saving: 'Saving\u2026',
    /** HEAD (§9): Save changes stays enabled and says so when nothing changed. */
    unchanged: 'No changes to save. Update the administrator roles before saving.',
    remove: 'Remove',
  },
  invites: {
    caption: 'Invitations',
    tableRegion: 'Invitations table',
    note: 'Unclaimed invitations expire after 14 days.',
    columns: { name: 'Name', email: 'Email', invited: 'Invited', expires: 'Expires', actions: 'Actions' },
    empty: 'You have no unclaimed invitations.',
    revoke: 'Revoke',
    resend: 'Resend',
    revokeTitle: (name: string) => `Revoke invitation for ${name}`,
    revokeBody: (name: string) => `This action will prevent ${name} from joining your Landscape organization.`,
    revokeConfirm: 'Revoke invitation',
    revoking: 'Revoking\u2026',
    revoked: 'You revoked an administrator invite',
    /** `{name}’s`, or `{name}’` when the name ends in "s" (§1.3). */
    revokedMessage: (name: string, endsInS: boolean) => `${name}\u2019${endsInS ? '' : 's'} invitation has been revoked`,
    resendTitle: (name: string) => `Resend invitation for ${name}`,
    resendBody: (name: string) => `${name} will receive a new invitation email.`,
    resendConfirm: 'Resend invitation',
    resending: 'Resending\u2026',
    resent: 'You resent an administrator invite',
    resentMessage: (name: string) => `${name} will receive a new invitation email`,
  },
});
