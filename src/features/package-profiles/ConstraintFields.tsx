import { useId, useState, type JSX, type Ref } from 'react';
import { CONSTRAINT_KINDS, CONSTRAINT_RULES } from '../../api/package-profiles.ts';
import { Button } from '../../ui/button/Button.tsx';
import * as fieldStyles from '../../ui/form/Field.css.ts';
import { draftErrors, emptyDraft, type ConstraintDraft, type ConstraintField } from './constraints.ts';
import * as styles from './PackageProfiles.css.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';

const C = PACKAGE_PROFILE_FORM_TEXTS.constraints;

export const CONSTRAINT_FIELDS: readonly ConstraintField[] = ['constraint', 'package', 'rule', 'version'];

const label = (field: ConstraintField, row: string) => `${C.columns[field]}, ${row}`;

export interface ConstraintControlProps {
  readonly field: ConstraintField;
  readonly draft: ConstraintDraft;
  /** The row's name in the controls' names, e.g. "Constraint 2" or the package edited. */
  readonly row: string;
  /** The problem shown under the control, if any. */
  readonly error: string | undefined;
  readonly onChange: (field: ConstraintField, value: string) => void;
  readonly onBlur?: ((field: ConstraintField) => void) | undefined;
  readonly disabled?: boolean | undefined;
  readonly ref?: Ref<HTMLInputElement & HTMLSelectElement> | undefined;
}

/**
 * One control of a constraint (§2.3.1): the constraint (`Select`, Conflicts with, Depends on), the
 * package, the rule (`Any`, Newer or equal to, …) or the version, each named with its row and
 * described by its problem.
 */
export function ConstraintControl({ field, draft, row, error, onChange, onBlur, disabled, ref }: ConstraintControlProps): JSX.Element {
  const errorId = useId();
  const common = {
    'aria-label': label(field, row),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldStyles.control,
    disabled,
    onBlur: () => onBlur?.(field),
    ref,
  };
  let control: JSX.Element;
  if (field === 'constraint') {
    // Conflicts first, as §2.3.1 lists them; a kind a newer server sent stays shown.
    const kinds = [...CONSTRAINT_KINDS].reverse();
    control = (
      <select {...common} value={draft.constraint} onChange={(event) => onChange(field, event.target.value)}>
        <option value="">{C.select}</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {C.kinds[kind]}
          </option>
        ))}
        {draft.constraint !== '' && !kinds.includes(draft.constraint as never) ? <option value={draft.constraint}>{draft.constraint}</option> : null}
      </select>
    );
  } else if (field === 'rule') {
    control = (
      <select {...common} value={draft.rule} onChange={(event) => onChange(field, event.target.value)}>
        {CONSTRAINT_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {C.rules[rule]}
          </option>
        ))}
        {!CONSTRAINT_RULES.includes(draft.rule as never) ? <option value={draft.rule}>{draft.rule}</option> : null}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={field === 'package' ? C.packagePlaceholder : C.versionPlaceholder}
        value={draft[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  }
  return (
    <div className={styles.control}>
      {control}
      {error ? (
        <p id={errorId} className={styles.controlError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A row's problems shown: all once the form was submitted, else those of the controls left. */
export function useShownErrors(revealed: boolean) {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  return {
    errorOf: (draft: ConstraintDraft, field: ConstraintField): string | undefined =>
      revealed || left.has(`${draft.key}.${field}`) ? draftErrors(draft)[field] : undefined,
    leave: (draft: ConstraintDraft, field: ConstraintField) => setLeft((before) => (before.has(`${draft.key}.${field}`) ? before : new Set(before).add(`${draft.key}.${field}`))),
  };
}

export interface ConstraintRowsProps {
  readonly rows: readonly ConstraintDraft[];
  readonly onChange: (rows: readonly ConstraintDraft[]) => void;
  /** The form's message for the block, shown once it was submitted (or the block left). */
  readonly error: string | undefined;
  /** The first control, which the form focuses when the block is invalid. */
  readonly focusRef?: ((element: HTMLElement | null) => void) | undefined;
  readonly disabled?: boolean | undefined;
}

/**
 * The typed constraints (§2.3.1): `Add new constraint` puts an empty row first; each row's
 * constraint, package, rule and version, and its delete button; `No constraints added yet.` when
 * none. Each row's rule and version are checked together; every row's problems show once the form
 * was submitted.
 */
export function ConstraintRows({ rows, onChange, error, focusRef, disabled }: ConstraintRowsProps): JSX.Element {
  const revealed = error !== undefined;
  const { errorOf, leave } = useShownErrors(revealed);
  const blockError = rows.length === 0 ? error : undefined;
  // Where the form puts focus when the block is invalid: the first control with a problem, else Add.
  const firstInvalid = rows.find((row) => firstField(row) !== undefined);
  const focusField = firstInvalid ? firstField(firstInvalid) : undefined;
  const update = (key: string, field: ConstraintField, value: string) => onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  return (
    <div className={styles.section}>
      <Button className={styles.addRow} disabled={disabled} ref={rows.length === 0 ? focusRef : undefined} onClick={() => onChange([emptyDraft(), ...rows])}>
        {C.addRow}
      </Button>
      <div className={styles.rowsScroller}>
        <table className={styles.rows}>
          <caption className={styles.rowsCaption}>{C.manualCaption}</caption>
          <thead>
            <tr>
              {CONSTRAINT_FIELDS.map((field) => (
                <th key={field} scope="col" className={styles.rowsHeader}>
                  {C.columns[field]}
                </th>
              ))}
              <th scope="col" className={styles.rowsHeader}>
                <span className={fieldStyles.help}>{C.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={5} className={styles.rowsCell}>
                  {C.noRows}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const name = C.rowLabel(index + 1);
                return (
                  <tr key={row.key}>
                    {CONSTRAINT_FIELDS.map((field) => (
                      <td key={field} className={styles.rowsCell}>
                        <ConstraintControl
                          field={field}
                          draft={row}
                          row={name}
                          error={errorOf(row, field)}
                          onChange={(changed, value) => update(row.key, changed, value)}
                          onBlur={(left) => leave(row, left)}
                          disabled={disabled}
                          ref={row === firstInvalid && field === focusField ? focusRef : undefined}
                        />
                      </td>
                    ))}
                    <td className={styles.rowsCell}>
                      <Button aria-label={`${C.deleteRow} ${index + 1}`} disabled={disabled} onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
                        {C.deleteVisible}
                      </Button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {blockError ? (
        <p className={styles.blockError} role="alert">
          {blockError}
        </p>
      ) : null}
    </div>
  );
}

/** The first control of a row with a problem. */
const firstField = (row: ConstraintDraft): ConstraintField | undefined => CONSTRAINT_FIELDS.find((field) => draftErrors(row)[field] !== undefined);
