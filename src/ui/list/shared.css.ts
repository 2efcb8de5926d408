import { style } from '@vanilla-extract/css';

/** Read by assistive technology, not shown (captions, labels a placeholder already shows). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const icon = style({ width: '1em', height: '1em', flex: 'none' });
