import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** Holds the editor, or the plain text area before it (or instead of it), between the given heights. */
export const frame = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Where CodeMirror puts its editor. */
export const host = style({ display: 'flex', flex: '1 1 auto', minHeight: 0, minWidth: 0 });

/** The text as plain text: while the editor loads (read only), or if it could not be loaded. */
export const plain = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  margin: 0,
  // CodeMirror's line padding, so the text does not jump when the editor replaces it.
  padding: '4px 6px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontFamily: vars.font.mono,
  lineHeight: vars.font.lineHeight,
  tabSize: 4,
  resize: 'none',
  overflow: 'auto',
});

globalStyle(`${frame}[data-invalid] .cm-editor, ${frame}[data-invalid] ${plain}`, { borderColor: vars.color.negative });

export const message = style({ color: vars.color.negative, fontSize: vars.font.sizeSmall, margin: `${vars.space.xs} 0 0` });
