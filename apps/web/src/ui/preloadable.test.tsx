import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('renders at once, without its fallback, when its code was preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const part = preloadable(load);
    await part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Dami" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Dami')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends until loaded when rendered first, and loads once for every caller', async () => {
    const load = vi.fn(async () => Greeting);
    const part = preloadable(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => part.preload());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const part = preloadable(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
