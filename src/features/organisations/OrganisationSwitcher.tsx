import { useAtomValue } from 'jotai/react';
import { useId } from 'react';
import type { Account } from '../../api/auth.ts';
import { displayName, isolate } from '../../lib/display-name.ts';
import { authUserAtom, switchAccount } from '../../state/auth.ts';
import { useErrorInPlace } from '../../ui/action/useErrorInPlace.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import { Select } from '../../ui/list/Select.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { organisationChoice } from './organisations.ts';
import * as styles from './OrganisationSwitcher.css.ts';
import { ORGANISATION_TEXTS as T } from './texts.ts';

export interface OrganisationSwitcherProps {
  /** The `part` of the outer element: `base` when it is its own element, none inside the portal. */
  readonly part?: string;
  /** Spans its container (the portal's sidebar) rather than a field's width. */
  readonly fill?: boolean;
}

const titleOf = (account: Account) => displayName(account.title, account.name);

/**
 * SPEC §7 `switch-account`; `switchAccount` moves the cache to the new organisation and closes the
 * side panel (it shows an item of the old one) once the server said yes.
 */
const switchOrganisation: ServerAction<Account, void> = {
  run: ({ store, host }, account) => switchAccount(store, account.name, host),
  notice: (_, account) => ({ type: 'positive', message: T.switched(isolate(titleOf(account))) }),
};

/**
 * `landscape-org-switcher` and the portal sidebar's organisation selector. A dropdown that switches
 * only on an explicit choice (Enter or a click): moving through the options with the keyboard does
 * not, as a native select's change event would.
 */
export function OrganisationSwitcher({ part, fill = false }: OrganisationSwitcherProps) {
  const user = useAtomValue(authUserAtom);
  // Shown beside the selector; hosts still hear it as landscape-notify, without a second copy in
  // a notification area.
  const failure = useErrorInPlace();
  const { run, pending } = useServerAction(switchOrganisation, { onError: failure.report });
  const id = useId();
  const choice = organisationChoice(user);
  const className = fill ? `${styles.switcher} ${styles.filling}` : styles.switcher;

  if (choice.kind === 'none') return null;

  if (choice.kind === 'label') {
    return (
      <div className={className} part={part}>
        <span className={styles.label} id={id}>
          {T.label}
        </span>
        <span className={styles.value} aria-labelledby={id}>
          <ServerText text={choice.title} />
        </span>
      </div>
    );
  }

  const { options } = choice;

  function change(name: string) {
    const account = options.find((option) => option.name === name);
    if (!account) return;
    failure.clear();
    void run(account);
  }

  return (
    <div className={className} part={part} aria-busy={pending}>
      {/* Stays on the current organisation until the server has said yes. */}
      <Select
        label={T.label}
        labelAbove
        options={options.map((account) => ({ value: account.name, label: titleOf(account) }))}
        value={choice.current}
        onChange={change}
      />
      {pending ? <span role="status">{T.switching}</span> : null}
      {failure.message ? (
        <p className={styles.error} role="alert">
          {failure.message}
        </p>
      ) : null}
    </div>
  );
}
