import { formatCount } from '../../lib/numbers.ts';
import { registerTexts } from '../../state/texts.ts';

/**
 * Texts of Settings › Roles, its list and removal (screens admin-account.md §2.1, §2.2, §2.5),
 * verbatim where the file quotes them; the removal's notice is ours (upstream shows none, §10).
 */
export const ROLE_TEXTS = registerTexts('roles', {
  /** The `landscape-roles` widget's landmark. */
  widgetLabel: 'Roles',
  signedOut: 'Sign in to manage roles.',
  toolbar: 'Role actions',
  tableCaption: 'Roles',
  /** The region a too-wide table scrolls in, inside the widget. */
  tableRegion: 'Roles table',
  add: 'Add role',
  /** A role whose name shows nothing (only invisible characters), so its controls keep a name. */
  unnamed: 'Unnamed role',
  /** The side panel's titles (§2.1: one casing for both ways in, unlike upstream's `Add Role`). */
  panel: { add: 'Add role', edit: (name: string) => `Edit "${name}" role` },
  columns: { name: 'Name', administrators: 'Administrators', view: 'View', manage: 'Manage', actions: 'Actions' },
  allProperties: 'All properties',
  showMore: 'Show more',
  showLess: 'Show less',
  /** A summary's button, naming what it opens: "Show more of what Auditor can view". */
  showMoreOf: (name: string, kind: 'view' | 'manage') => `Show more of what ${name} can ${kind}`,
  showLessOf: (name: string, kind: 'view' | 'manage') => `Show less of what ${name} can ${kind}`,
  emptyState: {
    title: 'No roles found',
    text: 'You haven\u2019t added any roles yet.',
    link: 'How to manage administrators in Landscape',
    href: 'https://ubuntu.com/landscape/docs/administrators',
  },
  actions: {
    menu: (name: string) => `${name} role actions`,
    edit: 'Edit',
    editName: (name: string) => `Edit "${name}" role`,
    remove: 'Remove',
    removeName: (name: string) => `Remove "${name}" role`,
  },
  remove: {
    title: (name: string) => `Remove '${name}' role`,
    body: (name: string) => `This will remove '${name}' role.`,
    affects: (count: number) => `This will affect ${formatCount(count)} ${count === 1 ? 'administrator' : 'administrators'}.`,
    confirm: 'Remove',
    progress: 'Removing\u2026',
    done: 'Role removed',
    doneMessage: (name: string) => `You removed the role '${name}'`,
  },
});
