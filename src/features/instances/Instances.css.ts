import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, toolbar } from '../../ui/list/ListScreen.css.ts';

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });


/** A button in running text that looks like a link ("Review Pending Instances"). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
