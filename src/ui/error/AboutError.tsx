import { useAtomValue } from 'jotai/react';
import { errorMessage } from '../../api/errors.ts';
import { aboutQueryAtom } from '../../state/environment.ts';
import { ListError } from '../list/ListError.tsx';
import { UI_TEXTS } from '../texts.ts';

/**
 * `about` could not be read, so whether the server is self-hosted is not known: in place of what
 * depends on it (never a guess that it is SaaS), what failed, the message and 'Try again'.
 */
export function AboutError() {
  const about = useAtomValue(aboutQueryAtom);
  return <ListError title={UI_TEXTS.aboutFailed} message={errorMessage(about.error)} retrying={about.isFetching} onRetry={() => void about.refetch()} />;
}
