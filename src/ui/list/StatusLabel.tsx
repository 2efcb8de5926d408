import type { JSX } from 'react';
import { ServerText } from '../server-text/ServerText.tsx';
import * as styles from './StatusLabel.css.ts';
import { UI_TEXTS } from '../texts.ts';

export type StatusTone = 'positive' | 'negative' | 'caution' | 'information' | 'neutral';

export interface StatusLabelProps {
  readonly label: string;
  readonly tone: StatusTone;
}

/** Each tone has its own shape too, so the icon does not rely on colour alone. */
const SHAPES: Record<StatusTone, JSX.Element> = {
  positive: <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-1 10.2L3.8 8l1-1L7 9.2l4.2-4.2 1 1Z" fill="currentColor" />,
  negative: <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm2.8 8.8-1 1L8 9l-1.8 1.8-1-1L7 8 5.2 6.2l1-1L8 7l1.8-1.8 1 1L9 8Z" fill="currentColor" />,
  caution: <path d="M8 1 15 14H1Zm-.7 4.5v4.5h1.4V5.5Zm0 5.5v1.5h1.4V11Z" fill="currentColor" fillRule="evenodd" />,
  information: <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm.8 3v1.6H7.2V4Zm0 3v5H7.2V7Z" fill="currentColor" fillRule="evenodd" />,
  neutral: <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="2" />,
};

/** A status: a decorative icon coloured by tone, and the text that says it. */
export function StatusLabel({ label, tone }: StatusLabelProps): JSX.Element {
  return (
    <span className={styles.status}>
      <svg className={styles.icon({ tone })} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {SHAPES[tone]}
      </svg>
      {/* Often a server string (an alert's summary): isolated, '---' when it shows nothing. */}
      <ServerText text={label} fallback={UI_TEXTS.empty} />
    </span>
  );
}
