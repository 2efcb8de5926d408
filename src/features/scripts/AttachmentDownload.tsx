import { useState } from 'react';
import { scriptsApi, type ScriptAttachment } from '../../api/scripts.ts';
import { useNotify, useStore } from '../../state/react.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { SCRIPT_TEXTS } from './texts.ts';

const T = SCRIPT_TEXTS.details;

/**
 * An attachment's "Download": the bytes as the server keeps them, saved under the attachment's name
 * (binary files survive, unlike upstream 1.14's, §1.9.5). A failure says the server's message.
 */
export function AttachmentDownload({ scriptId, attachment }: { readonly scriptId: number; readonly attachment: ScriptAttachment }) {
  const store = useStore();
  const { notifyError } = useNotify();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      store.downloads.save(await scriptsApi.attachment(store.api, scriptId, attachment.id), attachment.filename);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button appearance="link" aria-label={T.downloadName(attachment.filename)} aria-busy={busy || undefined} onClick={() => void download()}>
      {T.download}
    </Button>
  );
}
