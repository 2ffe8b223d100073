/**
 * The classroom's keyboard shortcuts (ADR 0077): Alt+Shift and a letter (Option+Shift on a Mac), which no screen
 * reader, browser or ChromeOS binds for these letters, and which screen readers pass through in browse mode; the
 * help dialog opens with `?`. None of them acts while the person is typing.
 */

export type ShortcutAction = 'microphone' | 'camera' | 'hand' | 'chat' | 'leave';

export interface Shortcut {
  action: ShortcutAction;
  /** The letter pressed with Alt+Shift. */
  letter: string;
  /** What the help dialog says it does. */
  label: string;
}

/** In the order the help dialog lists them; the letters follow Google Meet's where it has one (ADR 0077). */
export const classroomShortcuts: readonly Shortcut[] = [
  { action: 'microphone', letter: 'd', label: 'Turn your microphone off or on' },
  { action: 'camera', letter: 'e', label: 'Turn your camera off or on' },
  { action: 'hand', letter: 'h', label: 'Raise or lower your hand' },
  { action: 'chat', letter: 'c', label: 'Open the chat and write a message' },
  { action: 'leave', letter: 'q', label: 'Leave the classroom (asks first)' },
];

/** The help dialog's own key. */
export const helpShortcut = { keys: '?', label: 'Show these keyboard shortcuts' };

/** How a shortcut is written for people (and for `aria-keyshortcuts`, which uses the same names). */
export const shortcutKeys = (action: ShortcutAction): string => {
  const shortcut = classroomShortcuts.find((s) => s.action === action);
  return shortcut ? `Alt+Shift+${shortcut.letter.toUpperCase()}` : '';
};

/** On a Mac the Alt key is labelled Option. */
export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The key combination as the help dialog shows it on this computer. */
export const shortcutLabel = (action: ShortcutAction, mac = isMacPlatform()): string =>
  mac ? shortcutKeys(action).replace('Alt', 'Option') : shortcutKeys(action);

const textInputTypes = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time']);

/**
 * The person is typing: in a text field, a select, the chat's rich-text editor or the whiteboard's text box.
 * Shortcuts stay out of the way there (on a Mac, Option+Shift+letter types a character).
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  return Boolean(target.closest('[contenteditable]:not([contenteditable="false"])'));
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'target'>;

/** The letter of a key press: the key's own letter, or the physical key's when Option made it a symbol (a Mac). */
function letterOf(event: KeyLike): string | null {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase();
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : null;
}

/** What a key press asks for in the classroom, or null (not a shortcut, or the person is typing). */
export function shortcutOf(event: KeyLike): ShortcutAction | 'help' | null {
  if (event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return null;
  if (event.key === '?' && !event.altKey) return 'help';
  if (!event.altKey || !event.shiftKey) return null;
  const letter = letterOf(event);
  return classroomShortcuts.find((s) => s.letter === letter)?.action ?? null;
}
