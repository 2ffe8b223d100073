import { useState } from 'react';
import { buttonClassName, PlainIconButton } from '../../../ui/plain/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/plain/icons';
import styles from './MonthCalendar.module.css';
import { localDayKey } from './slots';

const weekdays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

export interface MonthCalendarProps {
  /** The chosen day (`YYYY-MM-DD`, local) or null. */
  value: string | null;
  onChange: (day: string) => void;
  /** Whether a day may be chosen (past days and days without a free slot may not, platform spec 5.3). */
  isEnabled: (day: string) => boolean;
  today: Date;
}

/** A month of days to choose from; disabled days cannot be chosen (MUI-free). */
export function MonthCalendar({ value, onChange, isEnabled, today }: MonthCalendarProps) {
  const [month, setMonth] = useState(() => new Date(today.getFullYear(), today.getMonth(), 1));
  const first = month.getDay();
  const daysInMonth = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: (Date | null)[] = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1)),
  ];
  const isCurrentMonth = month.getFullYear() === today.getFullYear() && month.getMonth() === today.getMonth();
  const move = (by: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + by, 1));

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of day buttons, not a fieldset of form fields
    <div aria-label="Choose a date" role="group">
      <div className={styles.header}>
        <PlainIconButton aria-label="Previous month" onClick={() => move(-1)} disabled={isCurrentMonth}>
          <ChevronLeftIcon />
        </PlainIconButton>
        <p className={styles.month} aria-live="polite">
          {month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
        </p>
        <PlainIconButton aria-label="Next month" onClick={() => move(1)}>
          <ChevronRightIcon />
        </PlainIconButton>
      </div>
      <div className={styles.days}>
        {weekdays.map((d) => (
          <span key={d} className={styles.weekday} aria-hidden="true">
            {d}
          </span>
        ))}
        {cells.map((date, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st are only their place
          if (!date) return <span key={`blank-${index}`} />;
          const key = localDayKey(date);
          const enabled = isEnabled(key);
          const selected = key === value;
          return (
            <button
              key={key}
              type="button"
              className={buttonClassName({ variant: selected ? 'contained' : 'text', className: styles.day })}
              disabled={!enabled}
              aria-pressed={selected}
              aria-label={date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })}
              data-day={key}
              onClick={() => onChange(key)}
            >
              {date.getDate()}
            </button>
          );
        })}
      </div>
    </div>
  );
}
