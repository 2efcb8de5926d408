import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** One column of fields, as wide as a title or key needs, never wider than the element. */
export const form = style({ maxWidth: '36rem', minWidth: 0 });

/** "Save changes" below the fields. */
export const actions = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm });

/** In place of the form: what could not be loaded (the preferences, the server's details), one below the other. */
export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '36rem' });
