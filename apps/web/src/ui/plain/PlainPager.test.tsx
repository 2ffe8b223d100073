import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainPager, pagerItems } from './PlainPager';

const setup = (props: Partial<Parameters<typeof PlainPager>[0]> = {}) => {
  const onPageChange = vi.fn();
  const onLimitChange = vi.fn();
  render(
    <PlainPager page={1} limit={20} total={134} onPageChange={onPageChange} onLimitChange={onLimitChange} {...props} />,
  );
  return { onPageChange, onLimitChange };
};

describe('PlainPager (the public lists, without MUI)', () => {
  it('lists pages as MUI Pagination does: first, last, one either side of the current one, ellipses between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('names its buttons as MUI does and answers the page chosen', () => {
    const { onPageChange } = setup({ page: 2 });
    const nav = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(nav).getByRole('button', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Go to page 7' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    fireEvent.click(within(nav).getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(within(nav).getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('21–40 of 134')).toBeTruthy();
  });

  it('cannot go before the first page or after the last', () => {
    setup({ page: 1, total: 3 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to previous page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(true);
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
  });

  it('offers the page sizes under "Rows per page" and answers the one chosen', () => {
    const { onLimitChange } = setup();
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(size.value).toBe('20');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '40', '50', '100']);
    fireEvent.change(size, { target: { value: '50' } });
    expect(onLimitChange).toHaveBeenCalledWith(50);
  });

  it('is disabled while the first page loads', () => {
    setup({ total: 0, disabled: true });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'page 1' }).disabled).toBe(true);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });
});
