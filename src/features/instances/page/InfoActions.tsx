import { useAtomValue } from 'jotai/react';
import { useState, type ReactNode } from 'react';
import type { Instance } from '../../../api/instances.ts';
import { featuresAtom, isFeatureEnabled } from '../../../state/environment.ts';
import { Button } from '../../../ui/button/Button.tsx';
import { button } from '../../../ui/button/Button.css.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { lazyPiece } from '../../../ui/lazy-piece.tsx';
import { WhenLoaded, lazyScreen } from '../../../ui/lazy-screen.ts';
import type { MenuAction } from '../../../ui/menu/ActionsMenu.tsx';
import { LoadingScreen } from '../../../ui/placeholders.tsx';
import { useSidePanel } from '../../../ui/side-panel/useSidePanel.ts';
import type { InstanceDialogKind } from '../actions/InstanceActionDialogs.tsx';
import { canRunScripts } from '../../scripts/run/capability.ts';
import { instanceName } from './instance-page.ts';
import * as styles from './InstancePage.css.ts';
import { INSTANCE_PAGE_TEXTS } from './texts.ts';

const T = INSTANCE_PAGE_TEXTS.actionBar;

// The forms and confirmations load once the page is idle after its first paint: none of them is
// part of the instance page's first load, and each is in by the time a button is pressed.
const loadDialogs = () => import('../actions/InstanceActionDialogs.tsx');
const InstanceDialog = lazyPiece(() => loadDialogs().then((module) => module.InstanceDialog), { idle: true });
const EditInstanceForm = lazyScreen(loadDialogs, (module) => module.EditInstanceForm);
const AssociateEmployeeForm = lazyScreen(loadDialogs, (module) => module.AssociateEmployeeForm);
// The scripts feature's form (with its script search), in a file of its own, loaded when opened.
const RunInstanceScriptForm = lazyScreen(() => import('../../scripts/run/RunInstanceScriptForm.tsx'), (module) => module.RunInstanceScriptForm);
// The menu the bar collapses into comes with them: no screen's first load carries the menu's code
// for the instance page's sake (it is in the core only while four screens use it).
const ActionsMenu = lazyPiece(() => loadDialogs().then((module) => module.ActionsMenu), { idle: true });

/** What the instance's operating system lets an administrator do to it (HEAD's `getFeatures`). */
export function instanceCapabilities(instance: Pick<Instance, 'distribution_info' | 'is_wsl_instance'>) {
  const distributor = instance.distribution_info?.distributor;
  // Not a Windows host, and reported: an instance that never reported is not known to be Linux.
  const linux = distributor !== undefined && distributor !== 'Microsoft';
  return {
    power: linux,
    /** Scripts run on Ubuntu (screens §2.2 "Run script"; Ubuntu Core and WSL children included). */
    runScripts: canRunScripts(instance),
    sanitize: linux && distributor !== 'Ubuntu Core' && instance.is_wsl_instance !== true,
    deleteFromHost: instance.is_wsl_instance === true,
  };
}

interface BarAction extends MenuAction {
  readonly id: string;
}

/**
 * The Info tab's actions (screens §2.2, gated by operating system as HEAD does): buttons while the
 * page is wide enough, one "Actions" menu below that (a container query: an element in a narrow
 * host collapses too). Each opens its form in the side panel or its confirmation.
 */
export function InfoActions({ instance }: { readonly instance: Instance }) {
  const sidePanel = useSidePanel();
  const features = useAtomValue(featuresAtom);
  const [dialog, setDialog] = useState<InstanceDialogKind | null>(null);
  const can = instanceCapabilities(instance);
  const title = instanceName(instance);

  const openPanel = (key: string, panelTitle: string, body: ReactNode) => sidePanel.open({ key: `${key}-${instance.id}`, title: panelTitle, body, size: 'small' });
  const actions: BarAction[] = [
    ...(can.deleteFromHost ? [{ id: 'delete', label: T.deleteInstance, destructive: true, onSelect: () => setDialog('delete') }] : []),
    {
      id: 'edit',
      label: T.edit,
      onSelect: () =>
        openPanel(
          'edit-instance',
          T.editTitle,
          <WhenLoaded component={EditInstanceForm} fallback={<LoadingScreen />}>
            <EditInstanceForm instance={instance} />
          </WhenLoaded>,
        ),
    },
    ...(can.runScripts
      ? [
          {
            id: 'run-script',
            label: T.runScript,
            onSelect: () =>
              openPanel(
                'run-script',
                T.runScript,
                <WhenLoaded component={RunInstanceScriptForm} fallback={<LoadingScreen />}>
                  <RunInstanceScriptForm instances={[instance]} parentAccessGroup={instance.access_group} />
                </WhenLoaded>,
              ),
          },
        ]
      : []),
    { id: 'remove', label: T.remove, destructive: true, onSelect: () => setDialog('remove') },
    ...(can.sanitize ? [{ id: 'sanitize', label: T.sanitize, destructive: true, onSelect: () => setDialog('sanitize') }] : []),
    ...(can.power ? [{ id: 'restart', label: T.restart, onSelect: () => setDialog('restart') }] : []),
    ...(isFeatureEnabled(features, 'employee-management')
      ? [
          {
            id: 'employee',
            label: T.associateEmployee,
            onSelect: () =>
              openPanel(
                'associate-employee',
                T.associateTitle(title),
                <WhenLoaded component={AssociateEmployeeForm} fallback={<LoadingScreen />}>
                  <AssociateEmployeeForm instance={instance} />
                </WhenLoaded>,
              ),
          },
        ]
      : []),
    ...(can.power ? [{ id: 'shutdown', label: T.shutdown, onSelect: () => setDialog('shutdown') }] : []),
  ];

  return (
    <>
      <div className={styles.actionBar} role="toolbar" aria-label={T.label(title)}>
        {actions.map((action) => (
          <Button key={action.id} onClick={action.onSelect}>
            {action.label}
          </Button>
        ))}
      </div>
      <div className={styles.actionMenu}>
        <ActionsMenu label={T.label(title)} actions={actions} placement="bottom-start" buttonClassName={button({ appearance: 'base' })}>
          {T.actions}
          <ChevronDownIcon className={styles.chevron} />
        </ActionsMenu>
      </div>
      <InstanceDialog instance={instance} kind={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
