import { useId, useState, type JSX } from 'react';
import { TextField } from '../../ui/form/TextField.tsx';
import * as fieldStyles from '../../ui/form/Field.css.ts';
import { LIST_TEXTS, Popover, PopoverForm, SELECT_LIMITS, type SelectOption } from '../../ui/list/index.ts';
import * as styles from './ChoicesFilter.css.ts';
import { INSTANCE_TEXTS as T } from './texts.ts';
import { UI_TEXTS } from '../../ui/texts.ts';

export interface ChoicesFilterProps {
  /** The filter's name: its button, its popup and its group of checkboxes. */
  readonly label: string;
  /** The choices; undefined while they load. */
  readonly options: readonly SelectOption[] | undefined;
  /** The applied values. */
  readonly value: readonly string[];
  readonly onApply: (values: string[]) => void;
}

interface FormProps extends ChoicesFilterProps {
  readonly options: readonly SelectOption[];
  readonly close: () => void;
}

function ChoicesForm({ label, options, value, onApply, close }: FormProps) {
  const id = useId();
  const [chosen, setChosen] = useState<readonly string[]>(value);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = term ? options.filter((option) => option.label.toLowerCase().includes(term)) : options;

  function toggle(option: string, checked: boolean) {
    setChosen((previous) => (checked ? [...previous, option] : previous.filter((item) => item !== option)));
  }

  function apply() {
    // In the order the choices are listed (values no longer listed, kept as they were, last).
    const order = options.map((option) => option.value);
    onApply([...order.filter((item) => chosen.includes(item)), ...chosen.filter((item) => !order.includes(item))]);
    close();
  }

  function reset() {
    setChosen([]);
    onApply([]);
  }

  return (
    <PopoverForm onApply={apply} onReset={reset}>
      {options.length >= SELECT_LIMITS.searchableFrom ? (
        <TextField label={LIST_TEXTS.searchOptions(label)} type="search" value={search} onValueChange={setSearch} />
      ) : null}
      <fieldset className={styles.choices} aria-label={label}>
        {shown.length === 0 ? <p className={styles.note}>{options.length === 0 ? T.noChoices : LIST_TEXTS.noMatches}</p> : null}
        {shown.map((option) => {
          const inputId = `${id}-${options.indexOf(option)}`;
          return (
            <div key={option.value} className={fieldStyles.choice}>
              <input
                id={inputId}
                type="checkbox"
                className={fieldStyles.choiceBox}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <label htmlFor={inputId}>{option.label}</label>
            </div>
          );
        })}
      </fieldset>
    </PopoverForm>
  );
}

/**
 * A filter of several values (OS, availability zones, access groups, tags): a popover of checkboxes,
 * searchable from 5 choices (SPEC §9), with Reset and Apply, so one change is one request. Its
 * button's badge counts the applied values. The choices mount on each open: unapplied ticks do not
 * survive closing.
 */
export function ChoicesFilter(props: ChoicesFilterProps): JSX.Element {
  const { label, options, value } = props;
  return (
    <Popover buttonLabel={label} badge={value.length}>
      {(close) =>
        options === undefined ? (
          <p className={styles.note} role="status">
            {UI_TEXTS.loading}
          </p>
        ) : (
          <ChoicesForm {...props} options={options} close={close} />
        )
      }
    </Popover>
  );
}
