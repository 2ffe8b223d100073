import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundPicker, backgroundPaint, useWhiteboardBackground, WhiteboardBackgroundProvider } from './background';

function Shown() {
  const { type, theme } = useWhiteboardBackground();
  return <output>{`${type}/${theme}`}</output>;
}

describe('whiteboard background', () => {
  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWhiteboardBackground())).toThrow(/WhiteboardBackgroundProvider/);
  });

  it('defaults to graph paper in the light theme', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WhiteboardBackgroundProvider>{children}</WhiteboardBackgroundProvider>
    );
    const { result } = renderHook(() => useWhiteboardBackground(), { wrapper });
    expect(result.current).toMatchObject({ type: 'graphPaper', theme: 'light' });
  });

  it('starts from the paper and theme it is given', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WhiteboardBackgroundProvider initialType="plainGray" initialTheme="dark">
        {children}
      </WhiteboardBackgroundProvider>
    );
    const { result } = renderHook(() => useWhiteboardBackground(), { wrapper });
    expect(result.current).toMatchObject({ type: 'plainGray', theme: 'dark' });
  });

  it('offers the four papers of platform spec 3.1 and both themes', () => {
    render(
      <WhiteboardBackgroundProvider>
        <BackgroundPicker />
      </WhiteboardBackgroundProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Background' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Plain white', 'Plain gray', 'Graph paper', 'Dots', 'Light theme', 'Dark theme']);
  });

  it('the picker switches the paper and the theme', () => {
    render(
      <WhiteboardBackgroundProvider>
        <BackgroundPicker />
        <Shown />
      </WhiteboardBackgroundProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Background' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dots' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Dark theme' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('patternDots/dark');
  });

  it('paints a 60-unit grid or dots, plain papers without a pattern, darker in the dark theme', () => {
    expect(backgroundPaint('graphPaper', 'light')).toMatchObject({ pattern: 'grid', cell: 60, paper: '#ffffff' });
    expect(backgroundPaint('patternDots', 'light').pattern).toBe('dots');
    expect(backgroundPaint('plainGray', 'light')).toMatchObject({ pattern: 'none', paper: '#eeeeee' });
    expect(backgroundPaint('plainWhite', 'dark').paper).not.toBe(backgroundPaint('plainWhite', 'light').paper);
  });
});
