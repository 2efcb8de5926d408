import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css.ts';

export const section = style({
  // Down to the bottom of a tall sidebar, with the footer.
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.surface}`,
});

export const signedInAs = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

export const userName = style({ overflowWrap: 'anywhere' });
