import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { currentAccount } from '../../state/account.ts';
import { notify } from '../../state/notifications.ts';
import { useHost, useStore } from '../../state/react.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { fileStamp } from '../../lib/csv.ts';
import { eventsCsv } from './csv.ts';
import { fetchAllEvents, type DownloadProgress } from './download.ts';
import type { EventFilters } from './event-list.ts';
import * as styles from './EventsLog.css.ts';
import { EVENTS_LOG_TEXTS as T } from './texts.ts';

const CSV_TYPE = 'text/csv;charset=utf-8';

/** The abort reason when the screen is left: nothing is said then. */
const LEFT = Symbol('left the screen');

/**
 * "Download as CSV": every event the filters match (all pages, not the page shown), fetched a page
 * at a time with the progress said, Cancel to stop; then one file, quoted per RFC 4180. One download
 * at a time; leaving the screen stops it.
 */
export function CsvDownload({ filters }: { readonly filters: EventFilters }) {
  const store = useStore();
  // The notices are this element's: its notification area shows them (an origin inside it would match no area).
  const host = useHost();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Leaving the screen stops the download, quietly.
  useEffect(() => () => running.current?.abort(LEFT), []);

  async function download() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ fetched: 0, total: 0 });
    try {
      const events = await fetchAllEvents(store.api, filters, setProgress, controller.signal);
      const name = T.download.fileName(currentAccount(store) ?? '', fileStamp(new Date()));
      store.downloads.save(new Blob([eventsCsv(T.download.header, events)], { type: CSV_TYPE }), name);
      notify(store, { type: 'positive', title: T.download.doneTitle, message: T.download.done(events.length, name) }, host);
    } catch (error) {
      // Stopped: Cancel says so; leaving the screen says nothing. Never a failure.
      if (controller.signal.aborted) {
        if (controller.signal.reason !== LEFT) notify(store, { type: 'information', message: T.download.canceled }, host);
      } else {
        notify(store, { type: 'negative', title: T.download.failedTitle, message: errorMessage(error) }, host);
      }
    } finally {
      if (running.current === controller) running.current = null;
      // Cancel goes with the download: focus on it moves back to the button that started it.
      const cancel = cancelButton.current;
      if (cancel && (cancel.getRootNode() as Document | ShadowRoot).activeElement === cancel) downloadButton.current?.focus();
      setProgress(null);
    }
  }

  return (
    <>
      <Button ref={downloadButton} aria-disabled={progress !== null || undefined} aria-busy={progress !== null || undefined} onClick={() => void download()}>
        {T.download.button}
      </Button>
      <span className={styles.progress} role="status">
        {progress ? T.download.progress(progress.fetched, progress.total) : null}
      </span>
      {progress ? (
        <Button ref={cancelButton} onClick={() => running.current?.abort()}>
          {T.download.cancel}
        </Button>
      ) : null}
    </>
  );
}
