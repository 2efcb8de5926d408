import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

/** Below 620 px of the card's own width, the credentials' table is a list of labelled values (§7.2). */
const NARROW = '(max-width: 619.98px)';

/** One column of fields, as wide as a name or an email needs, never wider than the element. */
export const form = style({ maxWidth: '36rem', minWidth: 0 });

/** "Save changes" below the fields. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

/** SaaS: "listed from Ubuntu One" under the heading. */
export const muted = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

/** The current password, masked and disabled, with "Change password" beside it. */
export const passwordRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const passwordField = style({ flex: '1 1 14rem', minWidth: 0 });
export const passwordButton = style({ marginBottom: vars.space.md });

/** "Password must contain" and its four rules. */
export const rules = style({ margin: `0 0 ${vars.space.md}`, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });
export const rulesTitle = style({ margin: `0 0 ${vars.space.xxs}`, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
export const rule = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.sizeSmall });
export const ruleMet = style({ color: vars.color.positive });
export const ruleUnmet = style({ color: vars.color.negative });
export const ruleIdle = style({ color: vars.color.textMuted });

/** The API credentials: one card per organisation. */
export const cards = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const card = style({
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', '@container': { [NARROW]: { display: 'block' } } });
export const head = style({ '@container': { [NARROW]: { display: 'none' } } });
export const body = style({ '@container': { [NARROW]: { display: 'block' } } });
export const row = style({ '@container': { [NARROW]: { display: 'block', paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` } } });

const cellPadding = `${vars.space.xs} calc(${vars.space.sm} * 1.5)`;

export const headerCell = style({
  padding: cellPadding,
  textAlign: 'start',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.textMuted}`,
});

export const labelCell = style({
  padding: cellPadding,
  textAlign: 'start',
  verticalAlign: 'top',
  width: '10rem',
  fontWeight: vars.font.weightBold,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [NARROW]: { display: 'block', width: 'auto', padding: `${vars.space.xxs} 0 0`, borderBottom: 'none', color: vars.color.textMuted, fontSize: vars.font.sizeSmall } },
});

export const valueCell = style({
  padding: cellPadding,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [NARROW]: { display: 'block', padding: `0 0 ${vars.space.xxs}`, borderBottom: 'none' } },
});

/** A key and its buttons: the key wraps anywhere, the buttons stay together. */
export const keyLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', minWidth: 0 });
export const copyStatus = style({ margin: 0, minHeight: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

/** The element's tabs over the chosen one's content. */
export const tabContent = style({ paddingTop: vars.space.md, minWidth: 0 });
