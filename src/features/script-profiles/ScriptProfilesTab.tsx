import { useAddressBarListState, useInternalListState } from '../lists/index.ts';
import { scriptProfileListParams } from './profile-list.ts';
import { ScriptProfilesPanel, type ScriptProfilesPanelProps } from './ScriptProfilesPanel.tsx';

/*
 * The Scripts screen's Profiles tab, loaded only when the tab is shown (ScriptsView): the list's
 * state in the address on the portal (beside `tab=profiles`), inside the element in a widget.
 */

export interface ScriptProfilesTabProps extends Omit<ScriptProfilesPanelProps, 'list'> {
  /** The portal's route: the list state is the address's. */
  readonly addressBar: boolean;
}

export function ScriptProfilesTab({ addressBar, ...props }: ScriptProfilesTabProps) {
  return addressBar ? <InAddress {...props} /> : <Internal {...props} />;
}

function InAddress(props: Omit<ScriptProfilesPanelProps, 'list'>) {
  const list = useAddressBarListState(scriptProfileListParams, {});
  return <ScriptProfilesPanel list={list} {...props} />;
}

function Internal(props: Omit<ScriptProfilesPanelProps, 'list'>) {
  const list = useInternalListState(scriptProfileListParams, {}, {});
  return <ScriptProfilesPanel list={list} {...props} />;
}
