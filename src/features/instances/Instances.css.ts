import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, toolbar } from '../../ui/list/ListScreen.css.ts';

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

