import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

/** The id of every layout's `<main>`: the skip link's target. */
export const mainContentId = 'main-content';

/**
 * "Skip to content" (WCAG 2.4.1): the first stop of the keyboard on every page, hidden until focused. It moves
 * focus to the layout's `<main>` itself rather than following the hash, which the router would treat as a
 * navigation (and scroll restoration would undo).
 */
export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.skip} href={`#${mainContentId}`} onClick={handleClick}>
      Skip to content
    </a>
  );
}
