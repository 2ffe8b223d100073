import { describe, expect, it, vi } from 'vitest';
import { applyActionResult } from './action';

const setup = () => {
  const notify = { success: vi.fn(), info: vi.fn(), error: vi.fn() };
  const redirect = vi.fn();
  return { notify, redirect };
};

describe('applyActionResult', () => {
  it('shows a 200 message as a success toast', () => {
    const { notify, redirect } = setup();
    expect(applyActionResult({ status: 200, message: 'Profile updated' }, notify, redirect)).toBe('success');
    expect(notify.success).toHaveBeenCalledWith('Profile updated');
    expect(notify.info).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([400, 401])('shows a %i message as an info toast', (status) => {
    const { notify, redirect } = setup();
    expect(applyActionResult({ status, message: 'Please sign in again' }, notify, redirect)).toBe('info');
    expect(notify.info).toHaveBeenCalledWith('Please sign in again');
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a 500 message as an error toast', () => {
    const { notify, redirect } = setup();
    expect(applyActionResult({ status: 500, message: 'Server error' }, notify, redirect)).toBe('error');
    expect(notify.error).toHaveBeenCalledWith('Server error');
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.info).not.toHaveBeenCalled();
  });

  it.each([307, 308])('on %i sends the browser to data.href without a toast', (status) => {
    const { notify, redirect } = setup();
    const result = { status, message: 'Redirecting', data: { href: 'https://accounts.example/oauth?x=1' } };
    expect(applyActionResult(result, notify, redirect)).toBe('redirect');
    expect(redirect).toHaveBeenCalledWith('https://accounts.example/oauth?x=1');
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.info).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('ignores a redirect without an href', () => {
    const { notify, redirect } = setup();
    expect(applyActionResult({ status: 307, message: 'x', data: {} }, notify, redirect)).toBe('ignored');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('uses window.location.assign by default', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { notify } = setup();
    applyActionResult({ status: 308, message: '', data: { href: '/accounts' } }, notify);
    expect(assign).toHaveBeenCalledWith('/accounts');
  });
});
