import { useAtomValue } from 'jotai/react';
import { useState, type JSX } from 'react';
import type { Alert } from '../../../api/alerts.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { TagsField } from '../../../ui/form/TagsField.tsx';
import { Tooltip } from '../../../ui/tooltip/Tooltip.tsx';
import { tagsQueryAtom } from '../../org-data/queries.ts';
import { saveTargets } from './actions.ts';
import * as styles from './AlertSubscriptions.css.ts';
import { sameTargets, type AlertTargets } from './changes.ts';
import { ALERT_SUBSCRIPTION_TEXTS as T } from './texts.ts';

/**
 * What Account › Alerts loads as its list shows (named like a piece loaded on first use,
 * rollup.config.ts ON_FIRST_USE): the email column's help and "Enabled for". Imported statically,
 * the tag field and the tooltip would be used by enough screens to join the core every element loads.
 */

/** The "All instances" choice: no tag can be this (a tag starts with a letter). */
const ALL = '\u0000all';

const targetsOf = (alert: Alert): AlertTargets => (alert.all_computers ? { all: true } : { all: false, tags: alert.tags });

/** The email column's header: its help (the address alerts go to) in a tooltip. */
export function EmailHeader({ email }: { readonly email: string }): JSX.Element {
  return (
    <span className={styles.headerWithHelp}>
      {T.columns.email}
      <Tooltip content={T.emailHelp(email)} placement="bottom-start">
        {(trigger) => (
          <button type="button" {...trigger} className={styles.help} aria-label={T.emailHelpAbout}>
            <span aria-hidden="true">?</span>
          </button>
        )}
      </Tooltip>
    </span>
  );
}

/** "Enabled for": all instances or tags, changed here and saved (or reverted) as one. */
export function AlertTagsCell({ alert, label }: { readonly alert: Alert; readonly label: string }): JSX.Element {
  const tags = useAtomValue(tagsQueryAtom);
  const action = useServerAction(saveTargets);
  // The user's choice; null follows the server's (after a save, or Revert).
  const [draft, setDraft] = useState<AlertTargets | null>(null);
  const saved = targetsOf(alert);
  const current = draft ?? saved;
  const changed = draft !== null && !sameTargets(draft, saved);
  const tagOptions = [...new Set([...(tags.data ?? []), ...alert.tags])];
  const value = current.all ? [ALL] : current.tags;

  const choose = (values: readonly string[]) => {
    if (values.includes(ALL) && !current.all) setDraft({ all: true });
    else setDraft({ all: false, tags: values.filter((tag) => tag !== ALL) });
  };
  const save = async () => {
    if (!changed || draft === null) return;
    const outcome = await action.run({ alert, before: saved, after: draft });
    if (outcome.status === 'succeeded') setDraft(null);
  };

  return (
    <div className={styles.tagsField}>
      <TagsField
        label={T.tagsLabel(label)}
        placeholder={T.placeholder}
        options={[ALL, ...tagOptions]}
        labelOf={(option) => (option === ALL ? T.allInstances : option)}
        value={value}
        onValueChange={choose}
        disabled={action.pending}
      />
      <div className={styles.tagButtons}>
        <Button aria-label={T.revertName(label)} disabled={!changed || action.pending} onClick={() => setDraft(null)}>
          {T.revert}
        </Button>
        <Button appearance="primary" aria-label={T.saveName(label)} disabled={!changed || action.pending} onClick={() => void save()}>
          {T.save}
        </Button>
      </div>
    </div>
  );
}
