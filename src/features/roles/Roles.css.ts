import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** The widget's "Add role", at the end of the line above the table. */
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

/** A role's name, its description under it (muted, two lines at most). */
export const name = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const roleName = style({ fontWeight: vars.font.weightBold });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** A View or Manage summary, its "Show more" under it. */
export const summary = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: 0 });

/** "Show more" in the cell, as a link-like button. */
export const more = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.font.sizeSmall,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The removal's line saying who it affects. */
export const affects = style({ fontWeight: vars.font.weightBold });

globalStyle(`${summary} bdi`, { overflowWrap: 'anywhere' });

/** Where a row's menu button comes once its code is in. */
export const menuPlaceholder = style({ display: 'inline-block', width: '2.25rem', height: '2.25rem' });
