import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** Sidebar rows (links, group toggles, the sign-out button) share one look, also used by AccountLinks. */
const hover = `color-mix(in srgb, ${vars.color.text} 10%, transparent)`;
const current = `color-mix(in srgb, ${vars.color.text} 16%, transparent)`;

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const sublist = style([list, { selectors: { '&[hidden]': { display: 'none' } } }]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '2.25rem',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderLeft: `3px solid transparent`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: hover },
    // Inset, so the scrolling sidebar does not clip the ring.
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: current,
      borderLeftColor: vars.color.primary,
      fontWeight: vars.font.weightBold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const subitem = style([item, { paddingLeft: `calc(${vars.space.md} + ${vars.space.md})` }]);

export const groupToggle = style([item, { fontWeight: vars.font.weightBold }]);

export const chevron = style({
  flex: 'none',
  width: '0.75rem',
  height: '0.75rem',
  transition: 'transform 120ms ease-out',
  selectors: { [`${groupToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const externalIcon = style({ flex: 'none', width: '0.75rem', height: '0.75rem', opacity: 0.8 });

export const badge = style({
  flex: 'none',
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: '0.75rem',
  background: vars.color.negative,
  color: vars.color.primaryText,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  lineHeight: '1.5rem',
  textAlign: 'center',
});

export const nav = style({ display: 'block' });
