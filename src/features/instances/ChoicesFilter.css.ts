import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The checkboxes scroll inside the popup: a fleet can have many tags. */
export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  border: 0,
  overflowWrap: 'anywhere',
});

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
