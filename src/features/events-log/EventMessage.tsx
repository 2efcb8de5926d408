import { useState } from 'react';
import { isBlankName } from '../../lib/display-name.ts';
import { Value } from '../../ui/placeholders.tsx';
import { ServerText } from '../../ui/server-text/ServerText.tsx';
import * as styles from './EventsLog.css.ts';
import { messagePreview } from './message.ts';
import { EVENTS_LOG_TEXTS as T } from './texts.ts';

/**
 * An event's message: short ones whole; a long or several-line one by its first line (an ellipsis where
 * it is cut) and "Show more" for the whole of it, line breaks kept. `of` names the event for the
 * button ("Show more of the message at {time}"), as many rows have one.
 */
export function EventMessage({ text, of }: { readonly text: string | null | undefined; readonly of: string }) {
  const [open, setOpen] = useState(false);
  // None, or only invisible characters: '---', as every other cell.
  if (!text || isBlankName(text)) return <Value value={text} />;
  const preview = messagePreview(text);
  if (preview === text) return <ServerText text={text} />;
  return (
    <div className={styles.message}>
      <span className={styles.messageText}>
        <ServerText text={open ? text : preview} />
      </span>
      <button type="button" className={styles.more} aria-expanded={open} aria-label={open ? T.showLessOf(of) : T.showMoreOf(of)} onClick={() => setOpen(!open)}>
        {open ? T.showLess : T.showMore}
      </button>
    </div>
  );
}
