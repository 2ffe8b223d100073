import type { HTMLAttributes } from 'react';
import styles from './plain.module.css';

/** MUI's `<Container maxWidth="lg">` without MUI: centred, 1200 px at most, 16/24 px side padding. */
export function PlainContainer({
  className,
  as: Tag = 'div',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section' | 'main' | 'nav' | 'footer' | 'header' }) {
  return <Tag className={className ? `${styles.container} ${className}` : styles.container} {...rest} />;
}

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = styles.visuallyHidden;

/** MUI's rounded Skeleton, pulsing: a block's placeholder while it loads. */
export const skeleton = styles.skeleton;
