import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { buttonClassName, KeyboardArrowDownIcon } from '../../ui/plain';
import styles from './ResourcesMenu.module.css';
import { ResourcesMenuList } from './ResourcesMenuList';

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
export type MenuFocus = 'first' | 'last';

/**
 * The header's Resources menu (News & Updates, Articles & Blog, FAQs): a menu button after the WAI-ARIA pattern,
 * without MUI (ADR 0046). Click, Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last; Escape
 * or choosing an item closes it and gives focus back to the button; a click elsewhere or Tab away closes it.
 */
export function ResourcesMenu() {
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) button.current?.focus();
  };

  // A press anywhere outside the button and the popup closes the menu, leaving focus to what was pressed; so does
  // focus moving elsewhere (Tab from an item).
  useEffect(() => {
    if (!open) return;
    const handleOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', handleOutside);
    document.addEventListener('focusin', handleOutside);
    return () => {
      document.removeEventListener('pointerdown', handleOutside);
      document.removeEventListener('focusin', handleOutside);
    };
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <span ref={wrapper} className={styles.wrapper}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={handleKeyDown}
        className={buttonClassName({ color: 'inherit', className: styles.button })}
      >
        Resources
        <KeyboardArrowDownIcon size={20} className={styles.arrow} />
      </button>
      {open && <ResourcesMenuList id={menuId} labelledBy={buttonId} initialFocus={open} onClose={close} />}
    </span>
  );
}
