import { Fragment, useState, type JSX } from 'react';
import { Button } from '../button/Button.tsx';
import { Modal } from '../modal/Modal.tsx';
import * as listStyles from './ListScreen.css.ts';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
import * as styles from './SearchWithHelp.css.ts';

export interface SearchHelp {
  readonly intro: string;
  /** [term, what it matches] pairs. */
  readonly terms: readonly (readonly [string, string])[];
}

export interface SearchWithHelpProps extends Omit<SearchBoxProps, 'children'> {
  /** The help button's text and the help modal's title, e.g. 'Search help'. */
  readonly helpLabel: string;
  readonly help: SearchHelp;
}

/** A list screen's search: the search box, a help button beside it and the modal listing the search terms. */
export function SearchWithHelp({ helpLabel, help, ...search }: SearchWithHelpProps): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <div className={listStyles.search}>
      <SearchBox {...search}>
        <Button appearance="link" onClick={() => setOpen(true)}>
          {helpLabel}
        </Button>
      </SearchBox>
      <Modal title={helpLabel} open={open} onClose={() => setOpen(false)}>
        <p>{help.intro}</p>
        <dl className={styles.helpList}>
          {help.terms.map(([term, meaning]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{meaning}</dd>
            </Fragment>
          ))}
        </dl>
      </Modal>
    </div>
  );
}
