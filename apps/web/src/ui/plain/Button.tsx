import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';
import styles from './plain.module.css';

export interface ButtonLook {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'warning' | 'inherit';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  className?: string;
}

/** The class names of a button with this look, for any element (an `<a href>`, a `<label>`, a router link). */
export function buttonClassName({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth,
  className,
}: ButtonLook = {}): string {
  return [
    styles.button,
    styles[variant],
    color !== 'primary' && styles[color],
    size === 'large' && styles.large,
    fullWidth && styles.fullWidth,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type Content = { startIcon?: ReactNode; endIcon?: ReactNode; children?: ReactNode };

/** A `<button>` that looks like the theme's MUI Button, without MUI's runtime (ADR 0046). */
export function PlainButton({
  variant,
  color,
  size,
  fullWidth,
  className,
  startIcon,
  endIcon,
  children,
  type = 'button',
  ...rest
}: ButtonLook & Content & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClassName({ variant, color, size, fullWidth, className })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </button>
  );
}

/** A router link that looks like the theme's MUI Button. */
export function PlainLinkButton({
  variant,
  color,
  size,
  fullWidth,
  className,
  startIcon,
  endIcon,
  children,
  ...rest
}: ButtonLook & Content & LinkProps) {
  return (
    <RouterLink className={buttonClassName({ variant, color, size, fullWidth, className })} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </RouterLink>
  );
}

/** A round icon-only button (MUI's IconButton); `aria-label` names it. */
export function PlainIconButton({
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return (
    <button type={type} className={className ? `${styles.iconButton} ${className}` : styles.iconButton} {...rest} />
  );
}
