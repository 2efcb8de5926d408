import { useAtomValue } from 'jotai/react';
import { useHost } from '../../state/react.tsx';
import { sidePanelAtom } from '../../state/side-panel.ts';
import { lazyPiece } from '../lazy-piece.tsx';

/** The panel itself comes when one first opens: most loads open none. */
const SidePanel = lazyPiece(() => import('./SidePanelDialog.tsx').then((module) => module.SidePanel));

/**
 * Where an element shows the store's side panel. One store can serve several elements: only the
 * element that opened the panel shows it.
 */
export function SidePanelHost() {
  const panel = useAtomValue(sidePanelAtom);
  const host = useHost();
  if (!panel || panel.owner !== host) return null;
  return <SidePanel panel={panel} />;
}
