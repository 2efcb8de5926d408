/**
 * Keyboard movement through a list of options or menu items, shared by the select, the tags field
 * and the actions menu (WAI-ARIA listbox and menu patterns). Pure: indices in, index out.
 */

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function isNavigationKey(key: string): key is NavigationKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';
}

/**
 * The item a navigation key makes active in a list of `count` items, from `index` (-1: none yet).
 * Arrows stop at the ends, or go round with `wrap` (menus); Home and End go to the first and last.
 * -1 when the list is empty.
 */
export function navigate(key: NavigationKey, index: number, count: number, wrap = false): number {
  if (count === 0) return -1;
  const last = count - 1;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
      if (index >= last) return wrap ? 0 : last;
      return index + 1;
    case 'ArrowUp':
      if (index <= 0) return wrap ? last : 0;
      return index - 1;
  }
}

/**
 * Type-ahead: the first item from `start` on (going round) whose label starts with `text`, ignoring
 * case; -1 when none does.
 */
export function typeaheadMatch(labels: readonly string[], start: number, text: string): number {
  const needle = text.toLowerCase();
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
