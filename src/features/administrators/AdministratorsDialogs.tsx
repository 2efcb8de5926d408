import { useState, type JSX, type RefObject } from 'react';
import { errorMessage } from '../../api/errors.ts';
import type { Administrator } from '../../api/administrators.ts';
import { useFocusRescue } from '../../ui/action/useFocusRescue.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { EmptyState } from '../../ui/empty-state/EmptyState.tsx';
import { firstTabbable } from '../../ui/focus.ts';
import { TagsField } from '../../ui/form/TagsField.tsx';
import { saveRoles } from './actions.ts';
import { personName, sameRoles } from './administrators.ts';
import * as styles from './Administrators.css.ts';
import { ADMINISTRATOR_TEXTS as T } from './texts.ts';

/**
 * What Settings › Administrators loads as it shows (named like a piece loaded on first use,
 * rollup.config.ts ON_FIRST_USE): the tabs, the rows' menus, the inline role editor, the removal's
 * confirmation, the empty state, the focus rescue and the administrator's panel (its code is here
 * when a name is pressed). Imported statically, the tabs, the menu and the tag field would join the
 * core every element loads, or another screen's file; the panel's own file would put what it shares
 * with these (the removal, the actions) in the file every side panel form loads.
 */

export { Tabs } from '../../ui/tabs/Tabs.tsx';
export { ActionsMenu } from '../../ui/menu/ActionsMenu.tsx';
export { AdministratorPanel, RemoveAdministratorModal } from './AdministratorPanel.tsx';

/** A removed row takes its menu button with it: focus goes to the list's first control, not the page. */
export function FocusRescue({ container }: { readonly container: RefObject<HTMLElement | null> }): null {
  useFocusRescue(container, () => (container.current ? firstTabbable(container.current) : null));
  return null;
}

export interface RolesEditorProps {
  readonly administrator: Administrator;
  /** Every role the organisation has (GetRoles). */
  readonly roles: readonly string[];
}

/**
 * §1.2 the inline role editor: the roles as chips in a multi-select (`Select roles`), Revert and Save
 * changes under it, both unavailable while the choice is the saved one (a choice not saved keeps them
 * available: upstream's bug 8 had no cue). At least one role (`At least one role is required`);
 * Save changes sends one `PUT administrators/{id}` however fast it is pressed, then the list shows
 * the server's roles; a refusal shows the server's message here and keeps the choice.
 */
export function RolesEditor({ administrator, roles }: RolesEditorProps): JSX.Element {
  const name = personName(administrator);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const action = useServerAction(saveRoles, { onError: (error) => setFailure(errorMessage(error)) });
  // The user's choice; null follows the server's (after a save, or Revert).
  const [draft, setDraft] = useState<readonly string[] | null>(null);
  const [tried, setTried] = useState(false);
  const saved = administrator.roles;
  const current = draft ?? saved;
  const changed = draft !== null && !sameRoles(draft, saved);
  const options = [...new Set([...roles, ...saved])];
  const required = current.length === 0 && (tried || changed) ? T.roles.required : undefined;

  const choose = (next: readonly string[]) => {
    setDraft(next);
    setFailure(undefined);
  };
  const revert = () => {
    setDraft(null);
    setTried(false);
    setFailure(undefined);
  };
  const save = async () => {
    if (!changed || draft === null) return;
    if (draft.length === 0) {
      setTried(true);
      return;
    }
    const outcome = await action.run({ administrator, roles: draft });
    if (outcome.status === 'succeeded') {
      setDraft(null);
      setTried(false);
    }
  };

  return (
    <div className={styles.rolesCell}>
      <TagsField
        label={T.roles.label(name)}
        placeholder={T.roles.placeholder}
        options={options}
        value={current}
        onValueChange={choose}
        error={required ?? failure}
        disabled={action.pending}
      />
      <div className={styles.roleButtons}>
        <Button aria-label={T.roles.revertName(name)} disabled={!changed || action.pending} onClick={revert}>
          {T.roles.revert}
        </Button>
        <Button
          appearance="primary"
          aria-label={T.roles.saveName(name)}
          disabled={!changed || action.pending}
          aria-busy={action.pending || undefined}
          onClick={() => void save()}
        >
          {T.roles.save}
        </Button>
      </div>
    </div>
  );
}

/** §1.2: no administrator at all (normally unreachable: the signed-in person is one). */
export function AdministratorsEmptyState({ onInvite }: { readonly onInvite: () => void }): JSX.Element {
  return (
    <EmptyState
      title={T.emptyState.title}
      text={T.emptyState.text}
      link={{ label: T.emptyState.link, href: T.emptyState.href }}
      action={{ label: T.emptyState.action, onClick: onInvite }}
    />
  );
}
