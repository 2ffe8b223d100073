import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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

/** A month of days to choose from; disabled days cannot be chosen. */
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
    <Box aria-label="Choose a date" role="group">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => move(-1)} disabled={isCurrentMonth}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography sx={{ fontWeight: 700 }} aria-live="polite">
          {month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' })}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => move(1)}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, textAlign: 'center' }}>
        {weekdays.map((d) => (
          <Typography key={d} variant="caption" color="text.secondary" aria-hidden="true">
            {d}
          </Typography>
        ))}
        {cells.map((date, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: the blanks before the 1st are only their place
          if (!date) return <span key={`blank-${index}`} />;
          const key = localDayKey(date);
          const enabled = isEnabled(key);
          const selected = key === value;
          return (
            <Button
              key={key}
              size="small"
              variant={selected ? 'contained' : 'text'}
              disabled={!enabled}
              aria-pressed={selected}
              aria-label={date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })}
              data-day={key}
              onClick={() => onChange(key)}
              sx={{
                minWidth: 0,
                px: 0,
                aspectRatio: '1',
                borderRadius: '50%',
                maxWidth: 44,
                mx: 'auto',
                width: '100%',
              }}
            >
              {date.getDate()}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
