import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** The footer's width decides its layout (it may sit in a narrow widget), not the viewport's. */
export const pagination = style({ containerType: 'inline-size', paddingBlock: vars.space.sm });

export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  '@container': {
    '(max-width: 36rem)': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const results = style({ margin: 0, paddingBlock: vars.space.xs, color: vars.color.textMuted });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  '@container': {
    '(max-width: 36rem)': { justifyContent: 'space-between' },
  },
});

export const field = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.font.sizeSmall, whiteSpace: 'nowrap' });

const control = style({
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  selectors: { '&[aria-disabled="true"]': { background: vars.color.surface, color: vars.color.disabled, cursor: 'not-allowed' } },
});

export const select = control;

export const pages = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const pageField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const pageInputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const pageInput = style([
  control,
  {
    width: '4rem',
    textAlign: 'center',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.negative },
      '&[aria-disabled="true"]': { background: vars.color.surface, color: vars.color.disabled },
    },
  },
]);

export const of = style({ whiteSpace: 'nowrap' });

export const error = style({ margin: 0, maxWidth: '16rem', color: vars.color.negative, fontSize: vars.font.sizeSmall });

export const step = style({ minWidth: '2.25rem', paddingInline: vars.space.sm });
