import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dayMonthYearToIsoDate, isoDateToDayMonthYear, maskDayMonthYear } from '../lib/format';
import { DateField, dateFormatMessage } from './DateField';

describe('DD-MM-YYYY dates', () => {
  it('converts between a date input value and DD-MM-YYYY, refusing days that do not exist', () => {
    expect(isoDateToDayMonthYear('2026-03-07')).toBe('07-03-2026');
    expect(dayMonthYearToIsoDate('07-03-2026')).toBe('2026-03-07');
    expect(dayMonthYearToIsoDate('29-02-2028')).toBe('2028-02-29');
    expect(dayMonthYearToIsoDate('29-02-2026')).toBeNull();
    expect(dayMonthYearToIsoDate('31-04-2026')).toBeNull();
    expect(dayMonthYearToIsoDate('03/07/2026')).toBeNull();
    expect(maskDayMonthYear('07032026')).toBe('07-03-2026');
    expect(maskDayMonthYear('0703')).toBe('07-03');
    expect(maskDayMonthYear('07/03/2026 extra')).toBe('07-03-2026');
  });
});

function Probe({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('2026-03-07');
  return (
    <>
      <DateField
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-12-25')}>
        Christmas
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows and takes DD-MM-YYYY, answering the day as YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<Probe onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(input.value).toBe('07-03-2026');
    expect(input.placeholder).toBe('DD-MM-YYYY');

    fireEvent.change(input, { target: { value: '1502' } });
    expect(input.value).toBe('15-02');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(screen.getByText(dateFormatMessage)).toBeTruthy();

    fireEvent.change(input, { target: { value: '15022027' } });
    expect(input.value).toBe('15-02-2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-15');
    expect(screen.queryByText(dateFormatMessage)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Christmas' }));
    expect(input.value).toBe('25-12-2026');

    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
