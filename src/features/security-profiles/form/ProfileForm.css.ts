import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** Weekdays and months: as many in a row as fit. */
/** "Repeat every" [n] [unit]: the number and its unit side by side. */
export const interval = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: vars.space.sm });

export const optionLabel = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const link = style({ color: vars.color.link });

export const group = style({ margin: `0 0 ${vars.space.md}`, padding: 0, border: 0, minWidth: 0 });

export const groupTitle = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weightBold });

export const status = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeSmall });

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.lg,
});

export const planStep = style({ display: 'flex', flexDirection: 'column' });

export const planTitle = style({ fontWeight: vars.font.weightBold });

export const planDetail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, overflowWrap: 'anywhere' });
