import { Button } from '../../ui/button/Button.tsx';
import { InlineNotification } from '../../ui/notification/InlineNotification.tsx';
import type { ListStateOf } from '../lists/index.ts';
import { organisationsApi } from '../../api/organisations.ts';
import { useServerAction, type ServerAction } from '../../ui/action/useServerAction.ts';
import type { scriptListParams } from './script-list.ts';
import { ScriptList } from './ScriptList.tsx';
import * as styles from './Scripts.css.ts';
import { SCRIPT_TEXTS as T } from './texts.ts';

export interface ScriptsViewProps {
  readonly list: ListStateOf<typeof scriptListParams.specs>;
  readonly widgetName?: string | undefined;
}

/** §1.1: the classic dashboard's scripts page (`{url}/scripts`); the page is left once the server said where. */
const openLegacyScripts: ServerAction<void, void> = {
  run: async ({ store }) => store.browser.assign(await organisationsApi.classicDashboardLocation(store.api, 'scripts', T.v2Notice.badUrl)),
  leavesPage: true,
};

/** §1.1: the permanent notice that older scripts live in the classic dashboard, with its link. */
function V2Notice() {
  const { run, pending } = useServerAction(openLegacyScripts);
  const classic = { open: () => void run(), leaving: pending };
  return (
    <InlineNotification type="caution" title={T.v2Notice.title}>
      {' '}
      {T.v2Notice.before}
      <Button appearance="link" onClick={classic.open} aria-busy={classic.leaving || undefined}>
        {T.v2Notice.link}
      </Button>
      {T.v2Notice.after}
    </InlineNotification>
  );
}

/** The Scripts screen's body, shared by the portal route and `landscape-scripts`. */
export function ScriptsView({ list, widgetName }: ScriptsViewProps) {
  return (
    <div className={styles.screen}>
      <V2Notice />
      <ScriptList list={list} widgetName={widgetName} />
    </div>
  );
}
