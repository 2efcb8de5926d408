import { useEffect, useId, useRef, type JSX, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tab-keys.ts';
import { visuallyHidden } from '../list/shared.css.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem<K extends string> {
  readonly id: K;
  readonly label: string;
  /** A count beside the label (upgrades, security issues), and what it counts for screen readers. */
  readonly badge?: { readonly count: number; readonly description: string; readonly tone?: 'negative' | 'neutral' };
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (id: K) => void;
  /** The selected tab's content; the other panels stay empty until chosen. */
  readonly children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (the selected tab), arrows, Home and End move
 * to a tab and show it. The caller owns the selection (e.g. in the address).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>): JSX.Element {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${base}-tab-${id}`;
  const panelId = (id: K) => `${base}-panel-${id}`;

  // A row of tabs wider than the element scrolls: the selected one is brought into view.
  useEffect(() => {
    const button = buttons.current.get(selected);
    const list = button?.parentElement;
    if (!button || !list) return;
    const tab = button.getBoundingClientRect();
    const row = list.getBoundingClientRect();
    if (tab.left < row.left || tab.right > row.right) list.scrollLeft += tab.left - row.left - (row.width - tab.width) / 2;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabAfterKey(event.key, index, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    buttons.current.get(target.id)?.focus();
    if (target.id !== selected) onSelect(target.id);
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.list} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              aria-describedby={tab.badge ? `${tabId(tab.id)}-badge` : undefined}
            >
              {tab.label}
              {tab.badge ? (
                <span className={tab.badge.tone === 'negative' ? `${styles.badge} ${styles.negative}` : styles.badge} aria-hidden="true">
                  {tab.badge.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {/* The counts are read as their tabs' descriptions (outside the tab: its name stays its label). */}
      <div className={visuallyHidden}>
        {tabs.map((tab) =>
          tab.badge ? (
            <span key={tab.id} id={`${tabId(tab.id)}-badge`}>
              {tab.badge.description}
            </span>
          ) : null,
        )}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          className={styles.panel}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // The panel is a tab stop of its own, so a keyboard user reaches content that starts with text.
          tabIndex={0}
        >
          {tab.id === selected ? children : null}
        </div>
      ))}
    </div>
  );
}
