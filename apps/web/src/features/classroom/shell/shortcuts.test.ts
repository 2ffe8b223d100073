import { describe, expect, it } from 'vitest';
import { classroomShortcuts, isTypingTarget, shortcutKeys, shortcutLabel, shortcutOf } from './shortcuts';

const press = (key: string, init: Partial<KeyboardEventInit> & { target?: EventTarget | null } = {}) => ({
  key,
  code: init.code ?? (/^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : ''),
  altKey: init.altKey ?? false,
  shiftKey: init.shiftKey ?? false,
  ctrlKey: init.ctrlKey ?? false,
  metaKey: init.metaKey ?? false,
  target: init.target ?? document.body,
});

describe('classroom shortcuts (ADR 0077)', () => {
  it('answers each action for Alt+Shift and its letter, and the help for ?', () => {
    expect(shortcutOf(press('D', { altKey: true, shiftKey: true }))).toBe('microphone');
    expect(shortcutOf(press('E', { altKey: true, shiftKey: true }))).toBe('camera');
    expect(shortcutOf(press('H', { altKey: true, shiftKey: true }))).toBe('hand');
    expect(shortcutOf(press('C', { altKey: true, shiftKey: true }))).toBe('chat');
    expect(shortcutOf(press('Q', { altKey: true, shiftKey: true }))).toBe('leave');
    expect(shortcutOf(press('?', { shiftKey: true, code: 'Slash' }))).toBe('help');
  });

  it('reads the physical key when Option made a symbol of the letter (a Mac)', () => {
    expect(shortcutOf(press('Î', { altKey: true, shiftKey: true, code: 'KeyD' }))).toBe('microphone');
  });

  it('leaves single letters, Alt alone, Ctrl and Cmd combinations to screen readers and the browser', () => {
    expect(shortcutOf(press('d'))).toBeNull();
    expect(shortcutOf(press('D', { shiftKey: true }))).toBeNull();
    expect(shortcutOf(press('d', { altKey: true }))).toBeNull();
    expect(shortcutOf(press('D', { altKey: true, shiftKey: true, ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('D', { altKey: true, shiftKey: true, metaKey: true }))).toBeNull();
    expect(shortcutOf(press('M', { altKey: true, shiftKey: true }))).toBeNull();
  });

  it('does nothing while the person types in a field, the chat editor or the whiteboard text box', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const paragraph = document.createElement('p');
    editor.append(paragraph);
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    for (const target of [input, textarea, paragraph]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(shortcutOf(press('?', { target }))).toBeNull();
      expect(shortcutOf(press('D', { altKey: true, shiftKey: true, target }))).toBeNull();
    }
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });

  it('avoids the Alt+Shift letters that Chrome or ChromeOS keep for themselves', () => {
    const reserved = new Set(['a', 'b', 'i', 'l', 'm', 'n', 'p', 's', 't', 'v']);
    for (const { letter } of classroomShortcuts) expect(reserved.has(letter)).toBe(false);
    expect(new Set(classroomShortcuts.map((s) => s.letter)).size).toBe(classroomShortcuts.length);
  });

  it('writes the keys for aria-keyshortcuts, and with Option on a Mac', () => {
    expect(shortcutKeys('microphone')).toBe('Alt+Shift+D');
    expect(shortcutLabel('hand', false)).toBe('Alt+Shift+H');
    expect(shortcutLabel('hand', true)).toBe('Option+Shift+H');
  });
});
