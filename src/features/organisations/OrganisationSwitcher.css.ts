import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** Never wider than where it is placed, whatever the organisation's title (issue 11). */
export const switcher = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' });

/**
 * The dropdown's button spans the sidebar, as the native select it replaced did, and shows the whole
 * organisation name on as many lines as it needs: a narrow sidebar would otherwise cut it short.
 */
globalStyle(`${switcher} [aria-haspopup="listbox"]`, { width: '100%', minWidth: 0 });
globalStyle(`${switcher} [aria-haspopup="listbox"] > span`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });

export const label = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const value = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.font.sizeSmall });
