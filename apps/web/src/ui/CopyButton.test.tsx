import { platform } from '@chalkline/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

const stubClipboard = () => {
  const writeText = vi.fn(async () => {});
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
};

describe('CopyButton', () => {
  it('copies, confirms with "Copied", and goes back after 2 s', async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard();
    render(<CopyButton text="https://chalkline.example/meet/abc" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://chalkline.example/meet/abc');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(platform.copyConfirmationMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('does not confirm when copying fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const original = document.execCommand;
    document.execCommand = vi.fn(() => false);
    render(<CopyButton text="x" variant="icon" label="Copy link" />);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    document.execCommand = original;
  });
});
