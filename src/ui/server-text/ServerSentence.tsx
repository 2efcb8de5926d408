import { Fragment } from 'react';
import { sentenceParts } from '../../lib/display-name.ts';
import * as styles from './ServerText.css.ts';

/**
 * A sentence that quotes server strings marked with `isolate` ("You have successfully added {name}
 * identity provider."): each quoted string in a `<bdi>` that wraps anywhere, the marks themselves not
 * shown. A sentence without marks renders as it is.
 */
export function ServerSentence({ text }: { readonly text: string }) {
  return (
    <>
      {sentenceParts(text).map((part, index) =>
        part.isolated ? (
          <bdi key={index} className={styles.wrap}>
            {part.text}
          </bdi>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
