import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

/**
 * In the top layer (a manual popover), so no host container's `overflow: hidden` clips it and no
 * host `z-index` covers it; popups opened from inside it enter the top layer later, above it. Fixed
 * to the right edge of the viewport, full height; the user agent's popover look (centred box,
 * border, padding, margin) is reset. Widths never exceed the viewport, so on narrow screens the
 * panel is full width without a breakpoint.
 */
export const panel = recipe({
  base: {
    position: 'fixed',
    inset: 'auto',
    insetBlock: 0,
    insetInlineEnd: 0,
    margin: 0,
    padding: 0,
    border: 'none',
    overflow: 'hidden',
    height: 'auto',
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100%',
    maxHeight: 'none',
    color: vars.color.text,
    background: vars.color.background,
    borderInlineStart: `1px solid ${vars.color.border}`,
    boxShadow: `0 0 ${vars.space.lg} color-mix(in srgb, ${vars.color.shadow} 20%, transparent)`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      small: { width: '26rem' },
      medium: { width: '40rem' },
      large: { width: '60rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

/** The same header as a modal's: title (and subtitle) beside the close button, above a rule. */
export { header } from '../modal/Modal.css.ts';

export const headings = style({ flex: 1, minWidth: 0 });

/** Often a server string (an activity's summary): isolated, so its direction controls stay inside it. */
export const title = style({ margin: 0, fontSize: '1.5rem', fontWeight: vars.font.weightLight, overflowWrap: 'anywhere', unicodeBidi: 'isolate' });

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, overflowWrap: 'anywhere', unicodeBidi: 'isolate' });

export const close = style({ fontSize: '1.5rem', lineHeight: 1, textDecoration: 'none', color: vars.color.text });

export const body = style({ flex: 1, overflowY: 'auto', padding: `${vars.space.md} ${vars.space.lg}` });
