import { useAtomValue } from 'jotai/react';
import { useLocation } from 'wouter';
import { errorMessage } from '../../../api/errors.ts';
import { useStore } from '../../../state/react.tsx';
import { ListError } from '../../../ui/list/ListError.tsx';
import { overLimitQueryAtom } from '../../security-profiles/over-limit.ts';
import { retryGuardCall, useAccessContext, useGuardCallFetching } from '../access.ts';
import { guardFailures, matchPath, NAVIGATION_REQUIREMENTS, type GuardCall } from '../guards.ts';
import type { ScreenKey } from '../routes.ts';
import { PORTAL_TEXTS } from '../texts.ts';
import * as styles from './NavigationNotice.css.ts';
import { LAYOUT_TEXTS as T } from './texts.ts';

type NavigationCall = GuardCall | 'over-limit';

/** Screens that show a failure of these calls themselves, besides a route guard's failure page. */
const SHOWN_BY_SCREEN: Readonly<Partial<Record<ScreenKey, readonly NavigationCall[]>>> = {
  'org-general': ['about'],
  'security-profiles': ['over-limit'],
};

function GuardCallError({ call, error }: { readonly call: GuardCall; readonly error: Error }) {
  const store = useStore();
  return (
    <ListError
      title={PORTAL_TEXTS.guardFailed[call]}
      message={errorMessage(error)}
      onRetry={() => retryGuardCall(store, call)}
      retrying={useGuardCallFetching(call)}
    />
  );
}

/**
 * Below the side navigation: the calls the navigation is built from that failed (`about` decides the
 * self-hosted entries, `login/methods` the Identity providers entry, the active security profiles the
 * Security badge), each with the server's message and 'Try again'. Without it a failure would leave
 * entries shown or hidden on a guess and the badge silently missing. A call whose failure the screen
 * shown already reports is left to that screen; nothing shows while nothing failed. In the portal's
 * own file (landscape-portal.js) with the layout: a file of its own would be one more request on every
 * portal page (issue 12).
 */
export function NavigationNotice() {
  const [location] = useLocation();
  // Asks for nothing: a call the navigation or the screen did not ask for has not failed.
  const context = useAccessContext([]);
  const overLimit = useAtomValue(overLimitQueryAtom);
  const route = matchPath(location)?.route;
  const shownByScreen = new Set<NavigationCall>(guardFailures([route?.requires], context).map((failure) => failure.call));
  for (const call of (route && SHOWN_BY_SCREEN[route.screen]) ?? []) shownByScreen.add(call);

  const failures = guardFailures(NAVIGATION_REQUIREMENTS, context).filter((failure) => !shownByScreen.has(failure.call));
  // A failed refetch of a known count keeps the badge it had; only a count never read is missing.
  const overLimitFailed = overLimit.isError && overLimit.data === undefined && !shownByScreen.has('over-limit');
  if (failures.length === 0 && !overLimitFailed) return null;
  return (
    <div className={styles.notice}>
      {failures.map((failure) => (
        <GuardCallError key={failure.call} call={failure.call} error={failure.error} />
      ))}
      {overLimitFailed ? (
        <ListError
          title={T.overLimitFailed}
          message={errorMessage(overLimit.error)}
          onRetry={() => void overLimit.refetch()}
          retrying={overLimit.isFetching}
        />
      ) : null}
    </div>
  );
}

