import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { monthCells, startOfMonth } from './slots';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface CalendarGridProps {
  /** Any day of the month shown. */
  month: Date;
  onMonthChange: (month: Date) => void;
  selected: Date | null;
  onSelect: (day: Date) => void;
  /** Days that may not be picked (past days, fully booked days). */
  isDisabled: (day: Date) => boolean;
  now: Date;
}

const sameDay = (a: Date | null, b: Date) => a !== null && a.toDateString() === b.toDateString();

/**
 * A month of day buttons (platform spec 5.3: dates before today and unavailable dates are disabled).
 * Each day is a button named by its full date; the month cannot go back before the current one.
 */
export function CalendarGrid({ month, onMonthChange, selected, onSelect, isDisabled, now }: CalendarGridProps) {
  const first = startOfMonth(month);
  const title = first.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const atCurrentMonth = first.getTime() <= startOfMonth(now).getTime();
  const shift = (by: number) => onMonthChange(new Date(first.getFullYear(), first.getMonth() + by, 1));

  return (
    <Box sx={{ width: '100%', maxWidth: 340 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => shift(-1)} disabled={atCurrentMonth} size="small">
          <ChevronLeftRounded />
        </IconButton>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {title}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => shift(1)} size="small">
          <ChevronRightRounded />
        </IconButton>
      </Box>
      <Box role="group" aria-label={title} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {weekdays.map((day) => (
          <Typography key={day} variant="caption" color="text.secondary" align="center" aria-hidden>
            {day}
          </Typography>
        ))}
        {monthCells(first).map((day, index) =>
          day ? (
            <Button
              key={day.toISOString()}
              size="small"
              variant={sameDay(selected, day) ? 'contained' : 'text'}
              aria-pressed={sameDay(selected, day)}
              aria-label={day.toLocaleDateString('en-US', {
                weekday: 'long',
                month: 'long',
                day: 'numeric',
                year: 'numeric',
              })}
              disabled={isDisabled(day)}
              onClick={() => onSelect(day)}
              sx={{ minWidth: 0, px: 0, fontWeight: sameDay(now, day) ? 800 : 400 }}
            >
              {day.getDate()}
            </Button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity
            <span key={`blank-${index}`} />
          ),
        )}
      </Box>
    </Box>
  );
}
