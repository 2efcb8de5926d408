import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const dialog = style({
  width: 'min(32rem, calc(100vw - 2rem))',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&::backdrop': { background: `color-mix(in srgb, ${vars.color.text} 50%, transparent)` },
  },
});

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.5rem', fontWeight: 300 });

export const text = style({ margin: `0 0 ${vars.space.lg}` });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
