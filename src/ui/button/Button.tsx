import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export type ButtonProps = Readonly<ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants>;

export function Button({ appearance, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  const classes = button({ appearance, fullWidth });
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />;
}
