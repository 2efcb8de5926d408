import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = Readonly<ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { ref?: Ref<HTMLButtonElement> }>;

export function Button({ appearance, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  const classes = button({ appearance, fullWidth });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />;
}
