import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { scriptsApi, type Script } from '../../api/scripts.ts';
import { useDebouncedValue } from '../../ui/debounced.ts';
import type { FieldBinding } from '../../ui/form/index.ts';
import { TagsField } from '../../ui/form/TagsField.tsx';
import { ListError } from '../../ui/list/index.ts';
import { useListQuery, type ListQuery } from '../lists/index.ts';
import { scriptKeys } from './queries.ts';
import { RUN_SCRIPT_TEXTS as T } from './run/texts.ts';
import { scriptTitle } from './texts.ts';

/** §1.8: the search starts at 3 characters and shows 20 scripts. */
const MIN_SEARCH = 3;
const SUGGESTIONS = 20;
const SEARCH_DELAY_MS = 200;

interface ScriptSearch {
  readonly search: string;
  readonly parentAccessGroup?: string | undefined;
}

/** Active scripts whose title holds the text (the server searches), those an instance of the group may run. */
export const scriptSearchQuery: ListQuery<ScriptSearch, readonly Script[]> = {
  key: (request) => [...scriptKeys.lists, 'search', request] as const,
  fetch: async (store, { search, parentAccessGroup }) =>
    search.length < MIN_SEARCH
      ? []
      : (
          await scriptsApi.list(store.api, {
            script_type: 'active',
            search,
            limit: SUGGESTIONS,
            offset: 0,
            ...(parentAccessGroup ? { parent_access_group: parentAccessGroup } : {}),
          })
        ).results,
};

export interface ScriptPickerProps {
  /** The form's binding of the script field (its value the chosen script). */
  readonly binding: FieldBinding<Script | undefined>;
  readonly label?: string;
  /** Only scripts an instance of this access group may run (§1.6 B). */
  readonly parentAccessGroup?: string | undefined;
}

/**
 * One active script, searched by title on the server (the run form's §1.6 B and the script profile
 * form's §7.3 pickers): `Min 3. characters` until three are typed, then up to 20 suggestions, `No
 * scripts found by "{search}"` when none; the chosen script shows as a chip with its remove button,
 * and choosing another replaces it.
 */
export function ScriptPicker({ binding, label = T.script, parentAccessGroup }: ScriptPickerProps) {
  const { value: chosen, onValueChange, ...field } = binding;
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search, SEARCH_DELAY_MS);
  const found = useListQuery(scriptSearchQuery, { search: typed, parentAccessGroup }).result;
  const known = useRef(new Map<string, Script>());
  for (const script of found.data ?? []) known.current.set(String(script.id), script);
  if (chosen) known.current.set(String(chosen.id), chosen);
  const help = search.trim().length < MIN_SEARCH ? T.scriptMin : found.data?.length === 0 && typed === search.trim() ? T.scriptNone(search.trim()) : undefined;
  return (
    <>
      <TagsField
        {...field}
        value={chosen ? [String(chosen.id)] : []}
        // One script: the last chosen replaces the one before.
        onValueChange={(ids) => {
          const id = ids[ids.length - 1];
          onValueChange(id === undefined ? undefined : known.current.get(id));
        }}
        label={label}
        placeholder={T.scriptPlaceholder}
        help={help}
        options={(found.data ?? []).map((script) => String(script.id))}
        labelOf={(id) => {
          const script = known.current.get(id);
          return script ? scriptTitle(script) : id;
        }}
        onQueryChange={setSearch}
        required
      />
      {found.isError ? <ListError title={T.loadFailed} message={errorMessage(found.error)} retrying={found.isFetching} onRetry={() => void found.refetch()} /> : null}
    </>
  );
}
