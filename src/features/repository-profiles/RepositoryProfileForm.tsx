import { useId, useRef, useState, type FormEvent, type JSX, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../api/errors.ts';
import type { AptSource, Distribution } from '../../api/repositories.ts';
import type { RepositoryProfile } from '../../api/repository-profiles.ts';
import { useServerAction } from '../../ui/action/useServerAction.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Form, TextField, useForm, type FieldBinding } from '../../ui/form/index.ts';
import * as fieldStyles from '../../ui/form/Field.css.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { ListError } from '../../ui/list/index.ts';
import { visuallyHidden } from '../../ui/list/shared.css.ts';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import { useCloseOwnPanel } from '../../ui/side-panel/useSidePanel.ts';
import { Tabs } from '../../ui/tabs/Tabs.tsx';
import { UI_TEXTS } from '../../ui/texts.ts';
import { useListQuery } from '../lists/index.ts';
import { AccessGroupField, AssociationFields, ProfileFormButtons } from '../profiles/form/ProfileFormParts.tsx';
import * as kitStyles from '../profiles/form/ProfileForm.css.ts';
import { PROFILE_TEXTS } from '../profiles/texts.ts';
import type { ProfileFormProps } from '../profiles/useProfilePanels.tsx';
import { createRepositoryProfile, repositoryProfileTitle, saveRepositoryProfile } from './actions.ts';
import { aptSourcesQuery, distributionsQuery } from './queries.ts';
import { addValues, bodyOf, editValues, filterAptSources, filterPockets, repositoryFormSchema, type RepositoryFormValues } from './repository-form.ts';
import * as styles from './RepositoryProfileForm.css.ts';
import { REPOSITORY_PROFILE_TEXTS } from './texts.ts';

const T = REPOSITORY_PROFILE_TEXTS.form;

type TabId = 'details' | 'pockets' | 'apt-sources';

/** A tab's search: what is typed, and what was last applied (Enter or the search button). */
interface SearchState {
  readonly draft: string;
  readonly applied: string;
}

const NO_SEARCH: SearchState = { draft: '', applied: '' };

/** A list the form reads (the distributions, the APT sources), as useListQuery gives it. */
interface Loaded<D> {
  readonly data: D | undefined;
  readonly error: unknown;
  readonly isError: boolean;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

// The form shows the server's message itself, at its top, with every value kept.
const inForm = () => undefined;

/**
 * §1.3 Add and Edit, in three tabs whose values are kept while switching: Details (title, description,
 * access group, association), Pockets (the distributions' pockets, searched as text) and APT sources.
 * Every field is sent, `""` and `[]` included, so an edit clears what was emptied. A submit with an
 * invalid field shows the Details tab once (upstream's effect kept pulling the user back there), and
 * the tab carries the number of fields to fix while they show.
 */
export function RepositoryProfileForm(props: ProfileFormProps<RepositoryProfile>) {
  const profile = props.kind === 'add' ? undefined : props.profile;
  const back = props.kind === 'add' ? undefined : props.back;
  const closePanel = useCloseOwnPanel();
  const [initialValues] = useState(() => (profile ? editValues(profile) : addValues()));
  const [tab, setTab] = useState<TabId>('details');
  const [pocketSearch, setPocketSearch] = useState(NO_SEARCH);
  const [sourceSearch, setSourceSearch] = useState(NO_SEARCH);
  // Asked for as the form opens, so the tabs are ready when chosen.
  const distributions = useListQuery(distributionsQuery, null).result;
  const aptSources = useListQuery(aptSourcesQuery, null).result;
  const create = useServerAction(createRepositoryProfile, { onError: inForm });
  const save = useServerAction(saveRepositoryProfile, { onError: inForm });
  const form = useForm({
    schema: repositoryFormSchema,
    initialValues,
    onSubmit: async (values) => {
      const outcome = profile ? await save.run({ name: profile.name, body: bodyOf(values, 'edit') }) : await create.run(bodyOf(values, 'add'));
      // A refusal is shown at the form's top (thrown), every value kept; the notice survives the panel closing.
      if (outcome.status === 'failed') throw outcome.error;
      if (outcome.status === 'succeeded') closePanel();
    },
  });
  const bind = <V,>(name: keyof RepositoryFormValues & string) => form.field(name) as unknown as FieldBinding<V>;
  const values = form.values;
  const problems = Object.keys(form.errors).length;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Only Details holds fields that can be invalid: shown (at once, so the form can focus the first
    // of them) for this submit alone; later changes of the errors never switch tabs.
    if (tab !== 'details' && !(await repositoryFormSchema.isValid(values))) flushSync(() => setTab('details'));
    await form.submit();
  }

  return (
    <Form form={form} onSubmit={submit} className={kitStyles.form} aria-label={profile ? T.panel.edit(repositoryProfileTitle(profile)) : T.panel.add}>
      <Tabs<TabId>
        label={T.tabsLabel}
        tabs={[
          { id: 'details', label: T.tabs.details, ...(problems > 0 ? { badge: { count: problems, description: T.errorsElsewhere, tone: 'negative' as const } } : {}) },
          { id: 'pockets', label: T.tabs.pockets },
          { id: 'apt-sources', label: T.tabs.aptSources },
        ]}
        selected={tab}
        onSelect={setTab}
      >
        {tab !== 'details' && problems > 0 ? <InlineNotification type="caution">{T.errorsElsewhere}</InlineNotification> : null}
        {tab === 'details' ? (
          <>
            <TextField {...bind<string>('title')} value={values.title ?? ''} label={T.title} required autoComplete="off" />
            <TextField {...bind<string>('description')} value={values.description ?? ''} label={T.description} autoComplete="off" />
            <AccessGroupField binding={bind<string | undefined>('access_group')} />
            <AssociationFields all={bind<boolean | undefined>('all_computers')} tags={bind<readonly string[] | undefined>('tags')} />
          </>
        ) : tab === 'pockets' ? (
          <PocketsTab distributions={distributions} binding={bind<readonly number[] | undefined>('pockets')} search={pocketSearch} onSearch={setPocketSearch} />
        ) : (
          <AptSourcesTab sources={aptSources} binding={bind<readonly number[] | undefined>('apt_sources')} search={sourceSearch} onSearch={setSourceSearch} />
        )}
      </Tabs>
      <ProfileFormButtons
        back={back}
        submit={profile ? PROFILE_TEXTS.form.saveChanges : T.submitAdd}
        progress={profile ? PROFILE_TEXTS.form.saving : PROFILE_TEXTS.form.adding}
      />
    </Form>
  );
}

/** The ids checked, `id` added or taken out. */
function toggled(ids: readonly number[], id: number, checked: boolean): number[] {
  return checked ? [...ids.filter((one) => one !== id), id] : ids.filter((one) => one !== id);
}

/** What a tab shows while its list loads or when it could not be loaded (the other tabs still work). */
function LoadState<D>({ list, failed, children }: { readonly list: Loaded<D>; readonly failed: string; readonly children: (data: D) => ReactNode }): JSX.Element {
  if (list.data !== undefined) return <>{children(list.data)}</>;
  if (list.isError) return <ListError title={failed} message={errorMessage(list.error)} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  return <LoadingScreen />;
}

/** A list tab's value (the ids checked) and its search. */
interface ListTabProps {
  readonly binding: FieldBinding<readonly number[] | undefined>;
  readonly search: SearchState;
  readonly onSearch: (search: SearchState) => void;
}

/** §1.3 Pockets: distribution, series and pocket, a checkbox per pocket (its id is the value). */
function PocketsTab({ distributions, binding, search, onSearch }: ListTabProps & { readonly distributions: Loaded<readonly Distribution[]> }) {
  const base = useId();
  const chosen = binding.value ?? [];
  return (
    <div className={styles.tab}>
      <LoadState list={distributions} failed={T.distributionsFailed}>
        {(all) => {
          if (filterPockets(all, '').length === 0) return <p className={styles.muted}>{T.noDistributions}</p>;
          const shown = filterPockets(all, search.applied);
          return (
            <>
              <TabSearch label={T.pocketsSearch} search={search} onSearch={onSearch} />
              {shown.length === 0 ? (
                <p className={styles.muted} role="status">
                  {T.noPockets(search.applied)}
                </p>
              ) : (
                <div>
                  <div className={styles.captions} aria-hidden="true">
                    <span>{T.captions.distribution}</span>
                    <span className={styles.series}>
                      <span>{T.captions.series}</span>
                      <span>{T.captions.pocket}</span>
                    </span>
                  </div>
                  <div className={styles.list}>
                    {shown.map((distribution, d) => (
                      <div key={distribution.name} className={styles.row} role="group" aria-labelledby={`${base}-${d}`}>
                        <span id={`${base}-${d}`} className={styles.name}>
                          <ServerText text={distribution.name} fallback={UI_TEXTS.empty} />
                        </span>
                        <div className={styles.seriesList}>
                          {distribution.series.map((series, s) => (
                            <div key={series.name} className={styles.series} role="group" aria-labelledby={`${base}-${d}-${s}`}>
                              <span id={`${base}-${d}-${s}`}>
                                <ServerText text={series.name} fallback={UI_TEXTS.empty} />
                              </span>
                              <div className={styles.choices}>
                                {series.pockets.map((pocket) => (
                                  <Choice
                                    key={pocket.id}
                                    id={`${base}-pocket-${pocket.id}`}
                                    label={pocket.name}
                                    checked={chosen.includes(pocket.id)}
                                    onChange={(checked) => binding.onValueChange(toggled(chosen, pocket.id, checked))}
                                  />
                                ))}
                              </div>
                            </div>
                          ))}
                        </div>
                      </div>
                    ))}
                  </div>
                </div>
              )}
              <p className={styles.count} aria-live="polite">
                {T.selected(chosen.length)}
              </p>
            </>
          );
        }}
      </LoadState>
    </div>
  );
}

/** §1.3 APT sources: a checkbox per source named by its name, its line beside it in full. */
function AptSourcesTab({ sources, binding, search, onSearch }: ListTabProps & { readonly sources: Loaded<readonly AptSource[]> }) {
  const base = useId();
  const chosen = binding.value ?? [];
  return (
    <div className={styles.tab}>
      <LoadState list={sources} failed={T.aptSourcesFailed}>
        {(all) => {
          if (all.length === 0) return <p className={styles.muted}>{T.noAptSources}</p>;
          const shown = filterAptSources(all, search.applied);
          return (
            <>
              <TabSearch label={T.aptSourcesSearch} search={search} onSearch={onSearch} />
              {shown.length === 0 ? (
                <p className={styles.muted} role="status">
                  {T.noAptSourcesMatch(search.applied)}
                </p>
              ) : (
                <div>
                  <div className={styles.captions} aria-hidden="true">
                    <span>{T.captions.name}</span>
                    <span>{T.captions.line}</span>
                  </div>
                  <div className={styles.list}>
                    {shown.map((source) => (
                      <div key={source.id} className={styles.row}>
                        <Choice
                          id={`${base}-source-${source.id}`}
                          label={source.name}
                          describedBy={`${base}-line-${source.id}`}
                          checked={chosen.includes(source.id)}
                          onChange={(checked) => binding.onValueChange(toggled(chosen, source.id, checked))}
                        />
                        <span id={`${base}-line-${source.id}`} className={styles.line}>
                          <ServerText text={source.line} fallback={UI_TEXTS.empty} />
                        </span>
                      </div>
                    ))}
                  </div>
                </div>
              )}
              <p className={styles.count} aria-live="polite">
                {T.selected(chosen.length)}
              </p>
            </>
          );
        }}
      </LoadState>
    </div>
  );
}

/** One checkbox labelled by a server string. */
function Choice({
  id,
  label,
  checked,
  onChange,
  describedBy,
}: {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly describedBy?: string;
}) {
  return (
    <div className={fieldStyles.choice}>
      <input id={id} type="checkbox" className={fieldStyles.choiceBox} checked={checked} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        <ServerText text={label} fallback={UI_TEXTS.empty} />
      </label>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="m10 10 4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

/**
 * §1.3.1 a tab's search: applied on Enter or the search button (never live), the reset button
 * clearing it. Inside the profile's form, so Enter here searches instead of submitting the profile.
 */
function TabSearch({ label, search, onSearch }: { readonly label: string; readonly search: SearchState; readonly onSearch: (search: SearchState) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const apply = () => onSearch({ draft: search.draft, applied: search.draft.trim() });
  return (
    <div role="search" aria-label={label} className={styles.search}>
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={T.searchPlaceholder}
        autoComplete="off"
        value={search.draft}
        onChange={(event) => onSearch({ ...search, draft: event.target.value })}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          apply();
        }}
      />
      {search.draft !== '' || search.applied !== '' ? (
        <Button
          className={styles.iconButton}
          aria-label={T.resetSearch}
          onClick={() => {
            onSearch(NO_SEARCH);
            // The button goes away with the search: the field keeps the focus.
            input.current?.focus();
          }}
        >
          <CloseIcon />
        </Button>
      ) : null}
      <Button className={styles.iconButton} aria-label={label} onClick={apply}>
        <SearchIcon />
      </Button>
    </div>
  );
}
