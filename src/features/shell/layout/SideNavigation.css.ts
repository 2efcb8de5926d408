import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

/** Sidebar rows (links, group toggles, the sign-out button) share one look, also used by AccountLinks. */
const hover = `color-mix(in srgb, ${vars.color.text} 8%, transparent)`;
const current = `color-mix(in srgb, ${vars.color.text} 14%, transparent)`;

/** The icon column: nested rows start where the labels of top-level rows start. */
const iconSize = '1rem';
const iconGap = '0.75rem';
const accentWidth = '3px';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const sublist = style([list, { selectors: { '&[hidden]': { display: 'none' } } }]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: iconGap,
  width: '100%',
  minHeight: '2.5rem',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} calc(${vars.space.md} - ${accentWidth})`,
  border: 0,
  borderLeft: `${accentWidth} solid transparent`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.font.lineHeight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: hover },
    // Inset, so the scrolling sidebar does not clip the ring.
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[aria-current="page"]': { background: current, borderLeftColor: vars.color.primary },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const subitem = style([
  item,
  {
    minHeight: '2.25rem',
    paddingTop: vars.space.xs,
    paddingBottom: vars.space.xs,
    paddingLeft: `calc(${vars.space.md} - ${accentWidth} + ${iconSize} + ${iconGap})`,
  },
]);

export const groupToggle = style([item]);

export const icon = style({ flex: 'none', width: iconSize, height: iconSize });

export const label = style({ flex: '1 1 auto', minWidth: 0 });

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
