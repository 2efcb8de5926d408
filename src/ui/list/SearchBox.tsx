import { useId, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import * as styles from './SearchBox.css.ts';
import * as shared from './shared.css.ts';
import { LIST_TEXTS as T } from './texts.ts';

export interface SearchBoxProps {
  /** Names the search field, and the search landmark unless `landmarkLabel` is given. */
  readonly label: string;
  /** The search landmark's name when it must differ from the field's (two lists on one page). */
  readonly landmarkLabel?: string | undefined;
  readonly placeholder?: string;
  /** Gets the trimmed term; the field then clears, ready for the next term. */
  readonly onSubmit: (term: string) => void;
  /** Shown beside the search button, e.g. a help button. */
  readonly children?: ReactNode;
}

/** A search landmark: a field and a Search button; Enter submits; an empty term does nothing (SPEC §5). */
export function SearchBox({ label, landmarkLabel = label, placeholder, onSubmit, children }: SearchBoxProps): JSX.Element {
  const id = useId();
  const [term, setTerm] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed === '') return;
    onSubmit(trimmed);
    setTerm('');
  }

  return (
    <form role="search" aria-label={landmarkLabel} className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={shared.visuallyHidden}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        autoComplete="off"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <Button type="submit">{T.search}</Button>
      {children}
    </form>
  );
}
