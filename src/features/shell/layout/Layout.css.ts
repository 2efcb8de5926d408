import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme.css.ts';

/** Top bar height on narrow screens; the open menu fills the rest of the viewport below it. */
const topBarHeight = '3.5rem';

export const shell = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    minHeight: '100vh',
    background: vars.color.background,
  },
  variants: {
    narrow: {
      false: { gridTemplateColumns: '15rem minmax(0, 1fr)' },
      true: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
    },
  },
});

/**
 * The dark sidebar: the theme's navigation colours become this subtree's text and background, so
 * everything inside (the organisation selector, buttons, focus rings) follows without styles of its own.
 */
const navigationText = vars.color.navigationText;
const navigation = vars.color.navigation;

export const sidebar = recipe({
  base: {
    vars: {
      [vars.color.text]: navigationText,
      [vars.color.textMuted]: `color-mix(in srgb, ${navigationText} 75%, ${navigation})`,
      [vars.color.background]: navigation,
      [vars.color.surface]: `color-mix(in srgb, ${navigationText} 10%, ${navigation})`,
      [vars.color.border]: `color-mix(in srgb, ${navigationText} 40%, ${navigation})`,
      [vars.color.link]: navigationText,
      [vars.color.focus]: navigationText,
    },
    background: vars.color.background,
    color: vars.color.text,
    zIndex: 2,
  },
  variants: {
    narrow: {
      false: { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' },
      true: { position: 'sticky', top: 0 },
    },
  },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: topBarHeight,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.surface}`,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surface },
  },
});

export const menuIcon = style({ width: '1rem', height: '1rem', flex: 'none' });

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBottom: vars.space.md,
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    narrow: {
      false: { minHeight: '100%' },
      true: {
        paddingTop: vars.space.md,
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        maxHeight: `calc(100vh - ${topBarHeight})`,
        overflowY: 'auto',
        background: vars.color.background,
        boxShadow: `0 ${vars.space.sm} ${vars.space.md} color-mix(in srgb, ${vars.color.shadow} 40%, transparent)`,
      },
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.md} ${vars.space.md} 0`,
  fontSize: '1.25rem',
  fontWeight: vars.font.weightLight,
  lineHeight: 1.2,
  letterSpacing: '0.02em',
});

export const brandMark = style({ width: '1.75rem', height: '1.75rem' });

export const topBarBrand = style([brand, { padding: 0 }]);

export const organisation = style({ padding: `0 ${vars.space.md}` });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.background,
});

export const main = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  selectors: {
    // On a narrow screen (the shell's own breakpoint, the same that swaps the sidebar for a menu)
    // the screen keeps its width for the content.
    [`${shell.classNames.variants.narrow.true} &`]: { padding: vars.space.md },
    // Focused only by the skip link: the page itself needs no ring.
    '&:focus': { outline: 'none' },
  },
});

/** Off-screen until focused, then over the top left corner, above the sidebar. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 3,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.link,
  border: `2px solid ${vars.color.focus}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
