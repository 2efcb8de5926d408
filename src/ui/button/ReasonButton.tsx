import type { MouseEvent } from 'react';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import { Button, type ButtonProps } from './Button.tsx';

export type ReasonButtonProps = ButtonProps & {
  /** Why the button cannot be used now (its tooltip), or undefined when it can. */
  readonly reason: string | undefined;
};

/**
 * A button that may be unavailable for a reason the user should learn ("You've reached the maximum
 * of 5 active security profiles…"). Unavailable, it stays focusable (`aria-disabled`: a disabled
 * button could show no tooltip and would drop focus), ignores presses, and shows its reason as a
 * tooltip on hover and focus.
 */
export function ReasonButton({ reason, onClick, ...rest }: ReasonButtonProps) {
  const unavailable = reason !== undefined;
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (unavailable) event.preventDefault();
    else onClick?.(event);
  }
  return (
    <Tooltip content={reason}>
      {(trigger) => <Button {...rest} {...trigger} aria-disabled={unavailable || undefined} onClick={click} />}
    </Tooltip>
  );
}
