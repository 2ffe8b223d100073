import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { resourceLinks } from './navigation';
import type { MenuFocus } from './ResourcesMenu';
import styles from './ResourcesMenu.module.css';

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

interface ResourcesMenuListProps {
  id: string;
  /** The id of the button that names the menu. */
  labelledBy: string;
  /** The item that takes focus when the menu opens. */
  initialFocus: MenuFocus;
  /** Closes the menu; `returnFocus` gives focus back to the menu button. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The Resources menu's popup: `role="menu"` with one `menuitem` link per resource and a roving focus (items are
 * out of the Tab order; ArrowDown/ArrowUp move and wrap, Home/End jump, a letter moves to the next item starting
 * with it). Escape closes it with focus back on the button; Shift+Tab does the same, Tab moves on and closes it.
 */
export function ResourcesMenuList({ id, labelledBy, initialFocus, onClose }: ResourcesMenuListProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const all = itemsOf(list.current);
    (initialFocus === 'last' ? all[all.length - 1] : all[0])?.focus();
  }, [initialFocus]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = itemsOf(list.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        onClose(true);
        break;
      case ' ':
        (event.target as HTMLElement).click();
        break;
      case 'Tab':
        // Tab goes on to what follows the menu (which closes it); Shift+Tab goes back to the button.
        if (!event.shiftKey) return;
        onClose(true);
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLowerCase();
        const order = [...all.slice(current + 1), ...all.slice(0, current + 1)];
        order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div ref={list} id={id} role="menu" aria-labelledby={labelledBy} className={styles.menu} onKeyDown={handleKeyDown}>
      {resourceLinks.map((link) => (
        <RouterLink
          key={link.to}
          role="menuitem"
          tabIndex={-1}
          to={link.to}
          onClick={() => onClose(true)}
          className={styles.item}
        >
          {link.label}
        </RouterLink>
      ))}
    </div>
  );
}
