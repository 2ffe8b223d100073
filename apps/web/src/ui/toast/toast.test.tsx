import { platform } from '@chalkline/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { type Toaster, useToast } from './toast-context';

function Capture({ into }: { into: { current: Toaster | null } }) {
  into.current = useToast();
  return null;
}

function renderToaster() {
  const ref: { current: Toaster | null } = { current: null };
  render(
    <ToastProvider>
      <Capture into={ref} />
    </ToastProvider>,
  );
  return () => {
    if (!ref.current) throw new Error('toaster not mounted');
    return ref.current;
  };
}

const toasts = () => document.querySelectorAll('[data-toast-kind]');

describe('toast notifier', () => {
  it('shows one toast at a time: a new one replaces the earlier', () => {
    const toaster = renderToaster();
    act(() => toaster().success('Saved the profile'));
    act(() => toaster().error('Upload failed'));

    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('Saved the profile')).toBeNull();
    expect(screen.getByText('Upload failed')).toBeTruthy();
    expect(toasts()[0]?.getAttribute('data-toast-kind')).toBe('error');
  });

  it('given a list, shows its last item', () => {
    const toaster = renderToaster();
    act(() => toaster().info(['first', 'second', 'third']));

    expect(screen.getByText('third')).toBeTruthy();
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.queryByText('second')).toBeNull();
  });

  it('dismisses itself after the default 5000 ms', () => {
    vi.useFakeTimers();
    const toaster = renderToaster();
    act(() => toaster().warning('Heads up'));

    act(() => vi.advanceTimersByTime(platform.toastDurationMs - 1));
    expect(screen.getByText('Heads up')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('restarts the clock for a replacing toast', () => {
    vi.useFakeTimers();
    const toaster = renderToaster();
    act(() => toaster().info('one'));
    act(() => vi.advanceTimersByTime(4000));
    act(() => toaster().info('two'));
    act(() => vi.advanceTimersByTime(4000));

    expect(screen.getByText('two')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('two')).toBeNull();
  });

  it('renders allowed HTML and drops anything else', () => {
    const toaster = renderToaster();
    act(() => toaster().custom('Line one<br /><b>bold</b><img src="x" onerror="alert(1)"><script>x()</script>'));

    const toast = toasts()[0];
    expect(toast?.querySelector('br')).toBeTruthy();
    expect(toast?.querySelector('b')?.textContent).toBe('bold');
    expect(toast?.querySelector('img')).toBeNull();
    expect(toast?.querySelector('script')).toBeNull();
    expect(toast?.textContent).toContain('<img src="x" onerror="alert(1)">');
  });

  it('closes from its close button', () => {
    const toaster = renderToaster();
    act(() => toaster().success('Done'));
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByText('Done')).toBeNull();
  });
});
