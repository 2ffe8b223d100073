import { fireEvent, render, screen } from '@testing-library/react';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppearanceSection } from '../features/accounts/settings/AppearanceSection';
import { chooseColorScheme, startColorScheme } from './colorScheme';
import { MuiTheme } from './MuiTheme';

/** A system setting the test can flip, told to the listeners `startColorScheme` added. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (text: string) =>
      (text === '(prefers-color-scheme: dark)'
        ? query
        : { matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const root = () => document.documentElement;

describe('light and dark (ADR 0083)', () => {
  afterEach(() => {
    // The device's own setting again first, so that "system" resolves to the test setup's light.
    vi.restoreAllMocks();
    chooseColorScheme('system');
  });

  it('follows the system until the person chooses, remembers the choice on this device, and can go back', async () => {
    const system = systemScheme(true);
    startColorScheme();
    chooseColorScheme('system');
    expect(root().dataset.colorScheme).toBe('dark');
    system.set(false);
    expect(root().dataset.colorScheme).toBe('light');

    render(
      <MuiTheme>
        <AppearanceSection />
      </MuiTheme>,
    );
    expect((screen.getByRole('radio', { name: 'Same as this device' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root().dataset.colorScheme).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
    expect(localStorage.getItem('chalkline.colorScheme')).toBe('dark');
    // The MUI pages change with it: a card's background is the dark paper.
    expect(getComputedStyle(screen.getByRole('region', { name: 'Appearance' })).backgroundColor).toBe(
      'rgb(22, 29, 49)',
    );
    // The system's setting no longer decides.
    system.set(false);
    expect(root().dataset.colorScheme).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root().dataset.colorScheme).toBe('light');
    expect(getComputedStyle(screen.getByRole('region', { name: 'Appearance' })).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Same as this device' }));
    expect(localStorage.getItem('chalkline.colorScheme')).toBeNull();
    system.set(true);
    expect(root().dataset.colorScheme).toBe('dark');
  });
});
