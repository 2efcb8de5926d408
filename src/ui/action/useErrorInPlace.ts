import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { DEFAULT_TITLES } from '../../state/notifications.ts';
import { useEmit } from '../../state/react.tsx';

/**
 * For an action whose failure shows beside its control rather than as a notification (a widget
 * that may have no notification area, such as the organisation selector or the signed-in card):
 * the server's message to render there, and the `landscape-notify` event a host still hears.
 * Pass `report` as the action's `onError`.
 */
export function useErrorInPlace() {
  const emit = useEmit();
  const [message, setMessage] = useState<string>();
  const report = useCallback(
    (failure: unknown) => {
      const text = errorMessage(failure);
      setMessage(text);
      emit('landscape-notify', { type: 'negative', title: DEFAULT_TITLES.negative, message: text });
    },
    [emit],
  );
  const clear = useCallback(() => setMessage(undefined), []);
  return { message, report, clear };
}
