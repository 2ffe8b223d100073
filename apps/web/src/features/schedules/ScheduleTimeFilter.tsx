import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';
import { isoDateOf } from '../../lib/format';
import { DateField } from '../../ui/DateField';

/** The start of the current hour, so lessons on now still count as upcoming. */
export const upcomingFrom = (now = new Date()): string => {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  return hour.toISOString();
};

/** The `time` of the address (lessons from that instant on, earliest first), or null for all lessons. */
export function useScheduleTime(): string | null {
  const [params] = useSearchParams();
  const time = params.get('time');
  return time && !Number.isNaN(Date.parse(time)) ? time : null;
}

/** All / Upcoming / From a date: kept in the address as `?time=` (platform spec 2.2); paging restarts at 1. */
export function ScheduleTimeFilter() {
  const [, setParams] = useSearchParams();
  const time = useScheduleTime();
  const setTime = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('time', next);
      else updated.delete('time');
      updated.delete('page');
      return updated;
    });
  const mode = time ? 'from' : 'all';

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="Which lessons"
        onChange={(_event, value: string | null) => {
          if (value === 'all') setTime(null);
          if (value === 'from') setTime(upcomingFrom());
        }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="from">Upcoming</ToggleButton>
      </ToggleButtonGroup>
      <DateField
        size="small"
        label="From date"
        value={time ? isoDateOf(time) : ''}
        onChange={(day) => {
          const [y, m, d] = day.split('-').map(Number);
          setTime(y && m && d ? new Date(y, m - 1, d).toISOString() : null);
        }}
        sx={{ width: 190 }}
      />
    </Stack>
  );
}
