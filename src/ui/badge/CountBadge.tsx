/**
 * A bare number beside a label (the Security item's over-limit count, a popover's "2 set"). Hidden
 * from assistive technology: the owner's accessible name says what it counts. The space before it
 * keeps label and count two words in the visible text, as in that name (axe label-content-name-mismatch).
 */
export function CountBadge({ count, className }: { readonly count: number; readonly className: string }) {
  return (
    <>
      {' '}
      <span className={className} aria-hidden="true">
        {count}
      </span>
    </>
  );
}
