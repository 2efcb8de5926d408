import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export { screen, filters, toolbar } from '../../ui/list/ListScreen.css.ts';

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/**
 * Where the actions on a selection (the pending notice, the toolbar) appear once loaded: a button
 * row's height is kept meanwhile, so the table does not move down when they arrive.
 */
export const actionsSlot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: '2.25rem' });
