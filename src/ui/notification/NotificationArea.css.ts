import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const notification = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: `0 ${vars.space.xs} ${vars.space.md} color-mix(in srgb, ${vars.color.shadow} 20%, transparent)`,
    pointerEvents: 'auto',
  },
  variants: {
    type: {
      negative: { borderLeftColor: vars.color.negative },
      positive: { borderLeftColor: vars.color.positive },
      information: { borderLeftColor: vars.color.information },
    },
  },
});

export const content = style({ flex: '1 1 16rem', minWidth: 0 });

export const title = style({ margin: 0, fontWeight: vars.font.weightBold });

export const message = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

export const dismiss = style({ fontSize: '1.25rem', lineHeight: 1, textDecoration: 'none' });

/** The toast region's width: never wider than the viewport less a margin on each side. */
const width = `min(28rem, calc(100vw - 2 * ${vars.space.md}))`;

/** The side panel's widths (SidePanel.css.ts): a toast stands to its left when there is room. */
const beside = (panelWidth: string) => ({
  right: `max(${vars.space.md}, min(calc(${panelWidth} + ${vars.space.md}), calc(100vw - ${width} - ${vars.space.md})))`,
});

/**
 * Fixed at the bottom right of the viewport in the top layer, the UA's popover box (border, padding,
 * background, centring) undone: at the top it covered what pages keep there, their primary actions
 * (Add security profile, the filters) and, beside an open side panel, the brand and the organisation
 * selector; on narrow screens the whole top bar, menu button included. Only the cards take clicks:
 * the empty region covers nothing.
 */
export const region = recipe({
  base: {
    position: 'fixed',
    inset: 'auto',
    bottom: vars.space.md,
    right: vars.space.md,
    width,
    margin: 0,
    padding: 0,
    border: 'none',
    background: 'transparent',
    overflow: 'visible',
    pointerEvents: 'none',
    color: vars.color.text,
    fontFamily: 'inherit',
  },
  variants: {
    beside: {
      none: {},
      small: beside('26rem'),
      medium: beside('40rem'),
      large: beside('60rem'),
    },
  },
});

export const live = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
