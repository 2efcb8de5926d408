import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Script } from '../../api/scripts.ts';
import { afterFirstPaint } from '../../ui/lazy-piece.tsx';
import { lazyScreen, WhenLoaded } from '../../ui/lazy-screen.ts';
import { LoadingScreen } from '../../ui/placeholders.tsx';
import { useSidePanel } from '../../ui/side-panel/useSidePanel.ts';
import type { ScriptActionId } from './actions.ts';
import type { ScriptConfirmKind } from './ScriptConfirmModal.tsx';
import { scriptTitle } from './texts.ts';
import { SCRIPT_FORM_TEXTS } from './form/texts.ts';
import { RUN_SCRIPT_TEXTS } from './run/texts.ts';

/*
 * The details, the forms (with the code editor) and the run form load when first opened, out of the
 * list's first load; the details after the list's first paint too, as most visits open one.
 */
const ScriptDetails = lazyScreen(() => import('./details/ScriptDetailsPanel.tsx'), (module) => module.ScriptDetails);
const ScriptForm = lazyScreen(() => import('./form/ScriptForm.tsx'), (module) => module.ScriptForm);
const ScriptConfirmModal = lazyScreen(() => import('./ScriptListDialogs.tsx'), (module) => module.ScriptConfirmModal);
const RunScriptForm = lazyScreen(() => import('./run/RunScriptForm.tsx'), (module) => module.RunScriptForm);

type Perform = (id: ScriptActionId, script: Script, from?: 'details') => void;

function loaded(component: Parameters<typeof WhenLoaded>[0]['component'], children: ReactNode) {
  return (
    <WhenLoaded component={component} fallback={<LoadingScreen />}>
      {children}
    </WhenLoaded>
  );
}

/**
 * Every script action wherever it is offered (the row's menu, the details panel, the empty state):
 * the side panel's details and forms, and the archive and delete confirmations, which this returns
 * as `modal` for the screen to render.
 */
export function useScriptActions() {
  const { open } = useSidePanel();
  const [confirming, setConfirming] = useState<{ kind: ScriptConfirmKind; script: Script } | null>(null);
  const perform = useRef<Perform>(() => undefined);

  useLayoutEffect(() => {
    void afterFirstPaint().then(() => ScriptDetails.preload());
  }, []);

  const details = useCallback(
    (script: Script) =>
      open({
        key: `script-${script.id}`,
        title: scriptTitle(script),
        body: loaded(ScriptDetails, <ScriptDetails script={script} onAction={(id, current) => perform.current(id, current, 'details')} />),
      }),
    [open],
  );

  const add = useCallback(() => open({ title: SCRIPT_FORM_TEXTS.panel.add, body: loaded(ScriptForm, <ScriptForm kind="add" />) }), [open]);

  useLayoutEffect(() => {
    perform.current = (id, script, from) => {
      const back = from === 'details' ? { back: () => details(script) } : {};
      switch (id) {
        case 'view':
          return details(script);
        case 'edit':
          return open({
            title: SCRIPT_FORM_TEXTS.panel.edit(scriptTitle(script)),
            body: loaded(ScriptForm, <ScriptForm kind="edit" script={script} {...back} />),
          });
        case 'run':
          return open({
            title: RUN_SCRIPT_TEXTS.panel.fromList(scriptTitle(script)),
            body: loaded(RunScriptForm, <RunScriptForm script={script} {...back} />),
          });
        case 'archive':
        case 'delete':
          return setConfirming({ kind: id, script });
      }
    };
  });

  const modal = confirming ? (
    <WhenLoaded component={ScriptConfirmModal} fallback={null}>
    <ScriptConfirmModal
      kind={confirming.kind}
      script={confirming.script}
      // An open details panel refetches and shows the script archived or deleted.
      onClose={() => setConfirming(null)}
    />
    </WhenLoaded>
  ) : null;

  return {
    perform: useCallback<Perform>((id, script, from) => perform.current(id, script, from), []),
    add,
    modal,
  };
}
