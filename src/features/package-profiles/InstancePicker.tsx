import { useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { instancesApi, type Instance } from '../../api/instances.ts';
import { displayName } from '../../lib/display-name.ts';
import { useDebouncedValue } from '../../ui/debounced.ts';
import type { FieldBinding } from '../../ui/form/index.ts';
import { TagsField } from '../../ui/form/TagsField.tsx';
import { ListError } from '../../ui/list/index.ts';
import { useListQuery, type ListQuery } from '../lists/index.ts';
import { PACKAGE_PROFILE_FORM_TEXTS } from './form-texts.ts';

const T = PACKAGE_PROFILE_FORM_TEXTS.form;

/** How many instances a search offers. */
const CANDIDATES = 20;
const SEARCH_DELAY_MS = 200;

/** The text typed, as one quoted free-text term of the instances search (its quotes escaped). */
export const instanceSearchTerm = (text: string): string => (text.trim() === '' ? '' : `"${text.trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);

/** `GET computers` for the text typed: the first instances whose name holds it. */
const candidatesQuery: ListQuery<string, readonly Instance[]> = {
  key: (query) => ['instances', 'package-profile-source', query] as const,
  fetch: async (store, query) => (await instancesApi.list(store.api, { query, limit: CANDIDATES, offset: 0 })).results,
};

/**
 * §2.3 "Instance": the instance whose installed packages become the constraints, searched on the
 * server by name (upstream lists the first 1,000 with no search, §8.3); the chosen one as a chip.
 * The value is the instance's id.
 */
export function InstancePicker({ binding }: { readonly binding: FieldBinding<string | undefined> }) {
  const { value: chosen, onValueChange, ...field } = binding;
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search, SEARCH_DELAY_MS);
  const found = useListQuery(candidatesQuery, instanceSearchTerm(typed)).result;
  // Names of the instances seen, so the chosen one keeps its name when a later search leaves it out.
  const names = useRef(new Map<string, string>());
  for (const instance of found.data ?? []) names.current.set(String(instance.id), displayName(instance.title, displayName(instance.hostname, String(instance.id))));
  const none = found.data?.length === 0 && typed.trim() !== '' && typed === search ? T.instanceNone(typed.trim()) : undefined;
  return (
    <>
      <TagsField
        {...field}
        value={chosen ? [chosen] : []}
        // One instance: the last chosen replaces the one before.
        onValueChange={(ids) => onValueChange(ids[ids.length - 1])}
        label={T.instance}
        placeholder={T.instancePlaceholder}
        help={none ?? T.instanceHelp}
        options={(found.data ?? []).map((instance) => String(instance.id))}
        labelOf={(id) => names.current.get(id) ?? id}
        onQueryChange={setSearch}
        required
      />
      {found.isError ? <ListError title={T.instancesFailed} message={errorMessage(found.error)} retrying={found.isFetching} onRetry={() => void found.refetch()} /> : null}
    </>
  );
}
