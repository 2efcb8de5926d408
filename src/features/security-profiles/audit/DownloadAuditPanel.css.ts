import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const intro = style({ margin: `0 0 ${vars.space.md}` });

/** Start and end side by side where the panel is wide enough, one under the other otherwise. */
export const dates = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md });

export const date = style({ flex: '1 1 10rem' });

/** An option's one-line description, under its name. */
export const optionHelp = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
