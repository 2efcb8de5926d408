import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const mark = style({ display: 'inline-block', flex: 'none', width: '1em', height: '1em' });

export const tile = style({ fill: vars.color.brand });

export const figure = style({ fill: vars.color.brandText });

/** The nearer hill's crest, in the tile's colour, so the two hills read apart. */
export const ridge = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: 1.5, strokeLinecap: 'round' });
