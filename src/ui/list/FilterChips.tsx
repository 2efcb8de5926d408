import { useLayoutEffect, useRef, type JSX } from 'react';
import { displayName, isolate } from '../../lib/display-name.ts';
import { Button } from '../button/Button.tsx';
import { ServerSentence } from '../server-text/ServerSentence.tsx';
import * as styles from './FilterChips.css.ts';
import { CloseIcon } from '../icons.tsx';
import * as shared from './shared.css.ts';
import { LIST_TEXTS as T } from './texts.ts';
import { UI_TEXTS } from '../texts.ts';

export interface Chip {
  readonly id: string;
  /** What is filtered, e.g. 'Status', 'From' (SPEC §2's chip names). */
  readonly label: string;
  readonly value: string;
  readonly onRemove: () => void;
}

export interface FilterChipsProps {
  readonly chips: readonly Chip[];
  readonly onClearAll: () => void;
}

/**
 * The active filters as removable chips, with 'Clear all filters' (SPEC §2); nothing when there are
 * none. After a chip goes, focus moves to the chip now in its place (or the last one) instead of
 * falling back to the page.
 */
export function FilterChips({ chips, onClearAll }: FilterChipsProps): JSX.Element | null {
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<{ index: number; count: number } | null>(null);

  useLayoutEffect(() => {
    const pending = removed.current;
    if (!pending || chips.length >= pending.count) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[Math.min(pending.index, buttons.length - 1)]?.focus();
  }, [chips]);

  if (chips.length === 0) return null;

  return (
    <div className={styles.chips}>
      <ul ref={list} className={styles.list} aria-label={T.activeFilters}>
        {chips.map((chip, index) => {
          // Values are often server strings (a tag, an access group's title): isolated, '---' when blank.
          const value = displayName(chip.value, UI_TEXTS.empty);
          return (
            <li key={chip.id} className={styles.chip}>
              <span className={styles.text}>
                <ServerSentence text={T.chip(chip.label, isolate(value))} />
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={T.removeChip(chip.label, value)}
                onClick={() => {
                  removed.current = { index, count: chips.length };
                  chip.onRemove();
                }}
              >
                <CloseIcon className={shared.icon} />
              </button>
            </li>
          );
        })}
      </ul>
      <Button appearance="link" onClick={onClearAll}>
        {T.clearAll}
      </Button>
    </div>
  );
}
