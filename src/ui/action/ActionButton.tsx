import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../button/Button.tsx';

export type ActionButtonProps = ButtonProps & {
  /** This button's request is running: it says so (`busyLabel`, `aria-busy`) and ignores presses. */
  readonly busy: boolean;
  /** What the button says while busy, e.g. "Approving...". */
  readonly busyLabel: string;
  /** Only `className` styles it (a navigation item that looks like a link), not the button look. */
  readonly bare?: boolean;
};

/**
 * The control that starts a server action (see `useServerAction`). While busy it stays enabled for
 * focus (`aria-disabled`, not `disabled`: a disabled button drops focus to the page) and ignores
 * presses; the hook's own guard makes sure one request goes out. An `aria-disabled` one (unavailable,
 * its reason in a tooltip) ignores presses too.
 */
export function ActionButton({ busy, busyLabel, bare = false, children, onClick, className, ...rest }: ActionButtonProps) {
  const unavailable = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (busy || unavailable) event.preventDefault();
    else onClick?.(event);
  }
  const props = {
    ...rest,
    className,
    onClick: click,
    'aria-busy': busy,
    'aria-disabled': busy || rest['aria-disabled'],
    children: busy ? busyLabel : children,
  };
  return bare ? <button type="button" {...props} /> : <Button {...props} />;
}
