import { useAtomValue } from 'jotai/react';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { authUserAtom, switchAccount } from '../../state/auth.ts';
import { DEFAULT_TITLES } from '../../state/notifications.ts';
import { useEmit, useHost, useStore } from '../../state/react.tsx';
import { organisationChoice } from './organisations.ts';
import * as styles from './OrganisationSwitcher.css.ts';
import { ORGANISATION_TEXTS as T } from './texts.ts';

export interface OrganisationSwitcherProps {
  /** The `part` of the outer element: `base` when it is its own element, none inside the portal. */
  readonly part?: string;
}

/** `landscape-org-switcher` and the portal sidebar's organisation selector. */
export function OrganisationSwitcher({ part }: OrganisationSwitcherProps) {
  const store = useStore();
  const host = useHost();
  const emit = useEmit();
  const user = useAtomValue(authUserAtom);
  const [switching, setSwitching] = useState<string>();
  const [error, setError] = useState<string>();
  const id = useId();
  const choice = organisationChoice(user);

  if (choice.kind === 'none') return null;

  if (choice.kind === 'label') {
    return (
      <div className={styles.switcher} part={part}>
        <span className={styles.label} id={id}>
          {T.label}
        </span>
        <span className={styles.value} aria-labelledby={id}>
          {choice.title}
        </span>
      </div>
    );
  }

  const current = choice.current;

  async function change(event: ChangeEvent<HTMLSelectElement>) {
    const account = event.target.value;
    if (switching || account === current) return;
    setSwitching(account);
    setError(undefined);
    try {
      await switchAccount(store, account, host);
    } catch (failure) {
      // Shown beside the selector (an embedded selector has no notification area); hosts still
      // hear it as landscape-notify, without a second copy in the portal's notification area.
      const message = errorMessage(failure);
      setError(message);
      emit('landscape-notify', { type: 'negative', title: DEFAULT_TITLES.negative, message });
    } finally {
      setSwitching(undefined);
    }
  }

  return (
    <div className={styles.switcher} part={part}>
      <label className={styles.label} htmlFor={id}>
        {T.label}
      </label>
      <select
        id={id}
        className={styles.select}
        // Stays on the current organisation until the server has said yes.
        value={current}
        onChange={change}
        disabled={switching !== undefined}
        aria-busy={switching !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {choice.options.map((account) => (
          <option key={account.name} value={account.name}>
            {account.title || account.name}
          </option>
        ))}
      </select>
      {switching ? <span role="status">{T.switching}</span> : null}
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
