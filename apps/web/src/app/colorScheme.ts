import { useSyncExternalStore } from 'react';

/**
 * Light or dark (issue 35, ADR 0083): the system's setting by default, or the person's own choice, kept on this
 * device. The page's root carries the scheme in use (`data-color-scheme`), which the plain pages' CSS variables
 * (ui/plain/base.css) and the MUI theme (`MuiTheme`) both follow, so the whole app changes at once. No MUI here: the
 * public shell loads none (ADR 0046).
 */
export type ColorScheme = 'light' | 'dark';
export type ColorSchemeChoice = ColorScheme | 'system';

export const colorSchemeChoices: readonly { value: ColorSchemeChoice; label: string }[] = [
  { value: 'system', label: 'Same as this device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const storageKey = 'chalkline.colorScheme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ColorSchemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => globalThis.matchMedia?.(darkQuery).matches ?? false;

let choice: ColorSchemeChoice = readChoice();
let scheme: ColorScheme = resolve(choice);

function resolve(of: ColorSchemeChoice): ColorScheme {
  if (of !== 'system') return of;
  return systemPrefersDark() ? 'dark' : 'light';
}

function apply() {
  scheme = resolve(choice);
  const root = globalThis.document?.documentElement;
  if (root) {
    root.dataset.colorScheme = scheme;
    root.style.colorScheme = scheme;
  }
  for (const listener of listeners) listener();
}

let started = false;

/** Applies the scheme to the page and follows the system's setting while the choice is "system". Once per page. */
export function startColorScheme() {
  if (started) return;
  started = true;
  apply();
  globalThis.matchMedia?.(darkQuery).addEventListener?.('change', () => {
    if (choice === 'system') apply();
  });
  // Another tab of the app changed it.
  globalThis.addEventListener?.('storage', (event) => {
    if (event.key !== storageKey) return;
    choice = readChoice();
    apply();
  });
}

/** Chooses light, dark or the system's setting, on this device. */
export function chooseColorScheme(next: ColorSchemeChoice) {
  choice = next;
  try {
    if (next === 'system') globalThis.localStorage?.removeItem(storageKey);
    else globalThis.localStorage?.setItem(storageKey, next);
  } catch {
    // Storage refused (a private window's quota): the choice still holds for this page.
  }
  apply();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The scheme in use and the person's choice, re-rendering when either changes. */
export function useColorScheme() {
  const current = useSyncExternalStore(subscribe, () => scheme);
  const chosen = useSyncExternalStore(subscribe, () => choice);
  return { scheme: current, choice: chosen, choose: chooseColorScheme };
}
