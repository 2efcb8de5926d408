import type { Script } from '../../api/scripts.ts';
import { SCRIPT_TEXTS as T, scriptTitle } from './texts.ts';

export type ScriptActionId = 'view' | 'run' | 'edit' | 'archive' | 'delete';

export interface ScriptAction {
  readonly id: ScriptActionId;
  readonly label: string;
  readonly accessibleName: string;
  readonly destructive?: boolean;
  /** Why it cannot be done now; undefined: it can. */
  readonly disabledReason?: string | undefined;
}

type Actionable = Pick<Script, 'id' | 'title' | 'status' | 'is_editable' | 'is_executable' | 'is_redactable'>;

/** A flag the server left out counts as allowed; only its `false` forbids. */
const allowed = (flag: boolean | null | undefined) => flag !== false;

/**
 * A script's actions (§1.3), in the menu's order, non-destructive first. Unlike upstream, an archived
 * script still lists Run and Edit, unavailable with the reason (the issue: "the actions say why"); a
 * deleted (redacted) script can only be viewed.
 */
export function scriptActions(script: Actionable): ScriptAction[] {
  const title = scriptTitle(script);
  const view: ScriptAction = { id: 'view', label: T.actions.view, accessibleName: T.actions.viewName(title) };
  if (script.status === 'REDACTED') return [view];
  const archived = script.status === 'ARCHIVED';
  const reason = (flag: boolean | null | undefined, whenNot: string) => (archived ? T.actions.archivedReason : allowed(flag) ? undefined : whenNot);
  const actions: ScriptAction[] = [
    view,
    { id: 'run', label: T.actions.run, accessibleName: T.actions.runName(title), disabledReason: reason(script.is_executable, T.actions.notExecutableReason) },
    { id: 'edit', label: T.actions.edit, accessibleName: T.actions.editName(title), disabledReason: reason(script.is_editable, T.actions.notEditableReason) },
  ];
  if (!archived) {
    actions.push({
      id: 'archive',
      label: T.actions.archive,
      accessibleName: T.actions.archiveName(title),
      destructive: true,
      disabledReason: allowed(script.is_editable) ? undefined : T.actions.notEditableReason,
    });
  }
  actions.push({
    id: 'delete',
    label: T.actions.delete,
    accessibleName: T.actions.deleteName(title),
    destructive: true,
    disabledReason: allowed(script.is_redactable) ? undefined : T.actions.notRedactableReason,
  });
  return actions;
}
