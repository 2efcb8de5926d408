import { useAtomValue } from 'jotai/react';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { instancesApi, type Instance } from '../../../api/instances.ts';
import type { Script } from '../../../api/scripts.ts';
import { effectiveZone } from '../../../lib/zoned-time.ts';
import { useServerAction } from '../../../ui/action/useServerAction.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { useDebouncedValue } from '../../../ui/debounced.ts';
import { Form, NumberField, RadioGroupField, SubmitButton, TextField, useForm, type FieldBinding } from '../../../ui/form/index.ts';
import { TagsField } from '../../../ui/form/TagsField.tsx';
import { usePortalNavigate } from '../../../ui/link/AppLink.tsx';
import { ListError } from '../../../ui/list/index.ts';
import { ConfirmModal } from '../../../ui/modal/ConfirmModal.tsx';
import { InlineNotification } from '../../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { ServerText } from '../../../ui/server-text/ServerText.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import { useDateDisplay } from '../../../ui/time/DateTime.tsx';
import { UI_TEXTS } from '../../../ui/texts.ts';
import { DeliveryFields } from '../../instances/delivery/DeliveryFields.tsx';
import { deliveryParams } from '../../instances/delivery/delivery.ts';
import { useListQuery, type ListQuery } from '../../lists/index.ts';
import { tagsQueryAtom } from '../../org-data/queries.ts';
import { scriptTitle } from '../texts.ts';
import { accessGroupQuery, canRunScripts, idsQuery, initialRunFields, runFromListSchema, runScript, tagsQuery } from './run-form.ts';
import * as styles from './RunScriptForm.css.ts';
import { RUN_SCRIPT_TEXTS as T } from './texts.ts';

/** How many instances a search in the picker, and the tags' preview, show. */
const CANDIDATES = 50;
const PREVIEW = 100;

/** The instances of a search (`GET computers`), as many as the picker shows. */
const candidatesQuery: ListQuery<string, { readonly results: readonly Instance[]; readonly count: number }> = {
  key: (query) => ['instances', 'run-script-candidates', query] as const,
  fetch: (store, query) => instancesApi.list(store.api, { query, limit: CANDIDATES, offset: 0 }),
};

const previewQuery: ListQuery<string, { readonly results: readonly Instance[]; readonly count: number }> = {
  key: (query) => ['instances', 'run-script-preview', query] as const,
  fetch: (store, query) => instancesApi.list(store.api, { query, limit: PREVIEW, offset: 0 }),
};

// The form, or the confirmation, shows the server's message itself, with every value kept.
const inPlace = () => undefined;

export interface RunScriptFormProps {
  readonly script: Script;
  /** Opened from the details panel: "Back" returns there. */
  readonly back?: (() => void) | undefined;
}

/**
 * §1.6 A, run from the scripts list: on the instances with the chosen tags (confirmed with the list of
 * those instances first) or on instances chosen by name; as a user, within a time limit, now or at a
 * time in the user's zone. Only Ubuntu instances of the script's access group are offered or listed,
 * and the request names exactly what was chosen.
 */
export function RunScriptForm({ script, back }: RunScriptFormProps) {
  const panel = useSidePanel();
  const navigate = usePortalNavigate();
  const zone = effectiveZone(useDateDisplay().timeZone);
  const schema = useMemo(() => runFromListSchema(zone), [zone]);
  const [initialValues] = useState(() => ({ by: 'tags' as const, tags: [] as string[], instances: [] as string[], ...initialRunFields(zone) }));
  const tags = useAtomValue(tagsQueryAtom);
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search, 200);
  const candidates = useListQuery(candidatesQuery, accessGroupQuery(script.access_group, typed)).result;
  const anyCandidate = useListQuery(candidatesQuery, accessGroupQuery(script.access_group, '')).result;
  // Names of the instances chosen, kept as they were found (a later search may not list them).
  const names = useRef(new Map<string, string>());
  const [confirming, setConfirming] = useState<{ readonly tags: readonly string[]; readonly run: () => Promise<void> } | null>(null);
  const { run } = useServerAction(runScript, { onError: inPlace });

  const runnable = (candidates.data?.results ?? []).filter(canRunScripts);
  for (const instance of runnable) names.current.set(String(instance.id), instance.title);
  const noneCanRun = anyCandidate.data !== undefined && !anyCandidate.data.results.some(canRunScripts);

  async function send(query: string, values: { username: string; time_limit: number } & Parameters<typeof deliveryParams>[0]) {
    const outcome = await run({ script, query, username: values.username, time_limit: values.time_limit, delivery: deliveryParams(values, zone), navigate });
    if (outcome.status === 'failed') throw outcome.error;
    if (outcome.status === 'succeeded') panel.close();
  }

  const form = useForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      if (values.by === 'names') return send(idsQuery(values.instances.map(Number)), values);
      // By tags: the instances they reach are shown first (§1.6).
      setConfirming({ tags: values.tags, run: () => send(tagsQuery(values.tags), values) });
    },
  });
  const by = form.values.by ?? 'tags';

  if (tags.isError) return <InlineNotification type="negative">{`${T.loadFailed} ${errorMessage(tags.error)}`}</InlineNotification>;
  if (!tags.data) return <LoadingScreen />;

  const bind = <V,>(name: 'by' | 'time_limit') => form.field(name) as unknown as FieldBinding<V>;
  return (
    <>
      <Form form={form} className={styles.form} aria-label={T.panel.fromList(scriptTitle(script))}>
        <RadioGroupField
          {...bind<string | undefined>('by')}
          onValueChange={(value: string) => {
            // Switching clears both choices (§1.6).
            form.setValue('by', value as 'tags' | 'names');
            form.setValue('tags', []);
            form.setValue('instances', []);
          }}
          label={T.selectBy}
          required
          help={noneCanRun ? T.noInstances : undefined}
          options={[
            { value: 'tags', label: T.byTags },
            { value: 'names', label: T.byNames, disabled: noneCanRun },
          ]}
        />
        {by === 'tags' ? (
          <TagsField
            {...form.field('tags')}
            value={form.values.tags}
            onValueChange={(value) => form.setValue('tags', [...value])}
            label={T.tags}
            placeholder={T.tagsPlaceholder}
            options={tags.data}
            required
          />
        ) : (
          <>
            <TagsField
              {...form.field('instances')}
              value={form.values.instances}
              onValueChange={(value) => form.setValue('instances', [...value])}
              label={T.instances}
              placeholder={T.instancesPlaceholder}
              help={T.instancesHelp}
              options={runnable.map((instance) => String(instance.id))}
              labelOf={(id) => names.current.get(id) ?? id}
              onQueryChange={setSearch}
              required
            />
            {candidates.isError ? (
              <ListError title={T.loadFailed} message={errorMessage(candidates.error)} retrying={candidates.isFetching} onRetry={() => void candidates.refetch()} />
            ) : null}
          </>
        )}
        <div className={styles.pair}>
          <TextField {...form.field('username')} value={form.values.username ?? ''} onValueChange={(value) => form.setValue('username', value)} label={T.username} required autoComplete="off" />
          <NumberField {...bind<number | undefined>('time_limit')} label={T.timeLimit} min={1} step={1} required />
        </div>
        <DeliveryFields form={form} zone={zone} randomize={false} />
        <div className={styles.buttons}>
          {back ? (
            <Button className={styles.back} onClick={back}>
              {T.back}
            </Button>
          ) : null}
          <Button onClick={panel.close}>{T.cancel}</Button>
          <SubmitButton progressLabel={T.progress}>{T.submit}</SubmitButton>
        </div>
      </Form>
      {confirming ? (
        <TagsConfirmModal script={script} tags={confirming.tags} onClose={() => setConfirming(null)} onConfirm={confirming.run} />
      ) : null}
    </>
  );
}

/** "Run {title} script on {n} tags": the Ubuntu instances of the script's access group with those tags. */
function TagsConfirmModal({
  script,
  tags,
  onClose,
  onConfirm,
}: {
  readonly script: Script;
  readonly tags: readonly string[];
  readonly onClose: () => void;
  readonly onConfirm: () => Promise<void>;
}) {
  const { result } = useListQuery(previewQuery, accessGroupQuery(script.access_group, tagsQuery(tags)));
  const title = scriptTitle(script);
  const one = tags.length === 1;
  const instances = (result.data?.results ?? []).filter(canRunScripts);
  return (
    <ConfirmModal
      title={one ? T.confirm.titleTag(title, tags[0]!) : T.confirm.titleTags(title, tags.length)}
      open
      onClose={onClose}
      confirmLabel={T.confirm.submit}
      progressLabel={T.progress}
      // Not before the list is in, nor when it failed (§1.6).
      confirmDisabled={!result.data}
      onConfirm={onConfirm}
    >
      <p>{one ? T.confirm.bodyTag : T.confirm.bodyTags}</p>
      {result.isError ? (
        <ListError title={T.confirm.failed} message={errorMessage(result.error)} retrying={result.isFetching} onRetry={() => void result.refetch()} />
      ) : !result.data ? (
        <LoadingScreen />
      ) : instances.length === 0 ? (
        <p>{T.confirm.none}</p>
      ) : (
        <>
          {/* It scrolls past 16rem: focusable, so the keyboard scrolls it too. */}
          <ul className={styles.preview} aria-label={T.confirm.caption} tabIndex={0}>
            {instances.map((instance) => (
              <li key={instance.id}>
                <ServerText text={instance.title} fallback={UI_TEXTS.empty} />
              </li>
            ))}
          </ul>
          {result.data.count > result.data.results.length ? <p className={styles.muted}>{T.confirm.more(instances.length, result.data.count)}</p> : null}
        </>
      )}
    </ConfirmModal>
  );
}
