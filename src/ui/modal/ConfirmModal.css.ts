import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const body = style({ overflowWrap: 'break-word' });

/** The caller's paragraphs: the form's gap spaces them from the field and the message. */
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} > :last-child`, { marginBottom: 0 });
