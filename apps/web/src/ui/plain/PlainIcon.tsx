import type { CSSProperties } from 'react';
import styles from './plain.module.css';

export interface PlainIconProps {
  /** Size as a CSS length; 1.5rem (24 px) by default, like MUI's icons. */
  size?: string | number;
  className?: string;
  style?: CSSProperties;
  /** An accessible name; without it the icon is decorative (hidden from assistive technology). */
  title?: string;
}

/** A 24×24 Material icon path as inline SVG in the current text colour, without MUI's runtime. */
export function PlainIcon({ d, size = '1.5rem', className, style, title }: PlainIconProps & { d: string | string[] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={style}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      {(Array.isArray(d) ? d : [d]).map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
