import { useCallback, useState } from 'react';

/** What the last copy did: null before any. */
export type CopyOutcome = 'copied' | 'failed' | null;

/**
 * Copies text to the clipboard and says whether that worked (no clipboard on an insecure page, or
 * permission refused): the caller shows the outcome in a status region, never the text itself.
 *
 *   const { outcome, copy } = useClipboard();
 *   <Button onClick={() => void copy(url)}>Copy</Button>
 *   <p role="status">{outcome === 'copied' ? 'Copied' : ''}</p>
 */
export function useClipboard() {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  }, []);
  return { outcome, copy };
}
