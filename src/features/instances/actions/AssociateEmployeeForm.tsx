import { useAtomValue } from 'jotai/react';
import { useDebouncedValue } from '../../../ui/debounced.ts';
import { useId, useMemo, useRef, useState } from 'react';
import { mixed, object } from 'yup';
import type { Employee } from '../../../api/employees.ts';
import { errorMessage } from '../../../api/errors.ts';
import type { Instance } from '../../../api/instances.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { Form, SelectField, SubmitButton, TextField, useForm } from '../../../ui/form/index.ts';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { INSTANCE_PAGE_TEXTS } from '../page/texts.ts';
import { instanceName } from '../texts.ts';
import { changeEmployee } from './actions.ts';
import * as styles from './Actions.css.ts';
import { createEmployeeAtom, createEmployeeSearchAtom } from './queries.ts';
import { INSTANCE_ACTION_TEXTS } from './texts.ts';

const T = INSTANCE_ACTION_TEXTS.employee;


// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

const groupsOf = (employee: Employee) => (employee.groups ?? []).map((group) => group.name).join(', ');

/** "Associate employee with {title}" (screens §2.10): the employee the instance has loads first. */
export function AssociateEmployeeForm({ instance }: { readonly instance: Instance }) {
  const currentId = instance.employee_id ?? null;
  const current = useAtomValue(useMemo(() => createEmployeeAtom(currentId), [currentId]));
  if (currentId !== null && current.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(current.error)}`}</InlineNotification>;
  if (currentId !== null && !current.data) return <LoadingScreen />;
  return <EmployeeFields instance={instance} current={currentId === null ? null : (current.data ?? null)} />;
}

function EmployeeCard({ employee, onClear }: { readonly employee: Employee; readonly onClear?: () => void }) {
  const groups = groupsOf(employee);
  return (
    <div className={styles.card}>
      <div>
        <p className={styles.text}>
          <ServerText text={employee.name} />
        </p>
        {groups ? (
          <p className={styles.muted}>
            <ServerText text={groups} />
          </p>
        ) : null}
      </div>
      {onClear ? (
        <Button onClick={onClear} aria-label={T.clear(employee.name)}>
          {T.clearButton}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Associate: search the employees (three characters at least) and pick one. Disassociate: only
 * offered when the instance has an employee, and always that one (upstream sends the one picked
 * meanwhile, or nothing at all, B13).
 */
function EmployeeFields({ instance, current }: { readonly instance: Instance; readonly current: Employee | null }) {
  const panel = useSidePanel();
  const { run } = useServerAction(changeEmployee, { onError: inForm });
  const schema = useMemo(
    () =>
      object({
        mode: mixed<'associate' | 'disassociate'>().oneOf(['associate', 'disassociate']).required(),
        employee: mixed<Employee>().when('mode', ([mode], field) => (mode === 'associate' ? field.required(T.pickOne) : field.notRequired())),
      }),
    [],
  );
  const [initialValues] = useState(() => ({ mode: 'associate' as const, employee: undefined as Employee | undefined }));
  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      const employee = values.mode === 'associate' ? values.employee : current;
      if (!employee) return;
      const outcome = await run({ mode: values.mode, employee, instance });
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') panel.close();
    },
  });
  const associating = form.values.mode !== 'disassociate';
  const picked = form.values.employee;
  return (
    <Form form={form} className={styles.form} aria-label={INSTANCE_PAGE_TEXTS.actionBar.associateTitle(instanceName(instance))}>
      <SelectField
        {...form.field('mode')}
        value={form.values.mode ?? 'associate'}
        onValueChange={(value) => form.setValue('mode', value === 'disassociate' ? 'disassociate' : 'associate')}
        label={T.mode}
        options={[
          { value: 'associate', label: T.associate },
          { value: 'disassociate', label: T.disassociate, disabled: current === null },
        ]}
      />
      {current ? (
        <section aria-label={T.current}>
          <p className={styles.muted}>{T.current}</p>
          <EmployeeCard employee={current} />
        </section>
      ) : (
        <p className={styles.muted}>{T.noneAssociated}</p>
      )}
      {associating ? (
        <EmployeeSearch
          exclude={current?.id ?? null}
          picked={picked ?? null}
          error={form.errors.employee}
          onPick={(employee) => form.setValue('employee', employee)}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button onClick={panel.close}>{INSTANCE_ACTION_TEXTS.cancel}</Button>
        <SubmitButton progressLabel={associating ? T.associating : T.disassociating}>{associating ? T.associate : T.disassociate}</SubmitButton>
      </div>
    </Form>
  );
}

interface EmployeeSearchProps {
  readonly exclude: number | null;
  readonly picked: Employee | null;
  readonly error: string | undefined;
  readonly onPick: (employee: Employee | undefined) => void;
}

/** The search, the employees found (each a button picking it), then the one picked with a way to clear it. */
function EmployeeSearch({ exclude, picked, error, onPick }: EmployeeSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const foundId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const results = useAtomValue(useMemo(() => createEmployeeSearchAtom(search), [search]));
  const found = search.length >= 3 ? (results.data?.results ?? []).filter((employee) => employee.id !== exclude) : [];
  const help = typed.trim().length < 3 ? T.minimum : results.data && found.length === 0 ? T.none(search) : undefined;
  return (
    <>
      <TextField
        ref={input}
        label={T.search}
        placeholder={T.searchPlaceholder}
        value={typed}
        onValueChange={setTyped}
        help={help}
        error={error}
        autoComplete="off"
        spellCheck={false}
        type="search"
      />
      {search.length >= 3 && results.isError ? <InlineNotification type="negative">{`${T.searchFailed} ${errorMessage(results.error)}`}</InlineNotification> : null}
      {search.length >= 3 && results.isPending ? <LoadingScreen /> : null}
      {found.length > 0 ? (
        <div role="group" aria-labelledby={foundId}>
          <p id={foundId} className={styles.muted}>
            {T.results}
          </p>
          <ul className={styles.choices}>
            {found.map((employee) => (
              <li key={employee.id}>
                <button type="button" className={styles.choice} aria-pressed={picked?.id === employee.id} onClick={() => onPick(employee)}>
                  <ServerText text={employee.name} />
                  {groupsOf(employee) ? (
                    <span className={styles.muted}>
                      <ServerText text={groupsOf(employee)} />
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {picked ? (
        <section aria-label={T.chosen}>
          <p className={styles.muted}>{T.chosen}</p>
          <EmployeeCard
            employee={picked}
            onClear={() => {
              onPick(undefined);
              input.current?.focus();
            }}
          />
        </section>
      ) : null}
    </>
  );
}
