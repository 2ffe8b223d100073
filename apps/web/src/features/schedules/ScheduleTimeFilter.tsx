import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from 'react-router';

/** The start of the current hour, so lessons on now still count as upcoming. */
export const upcomingFrom = (now = new Date()): string => {
  const hour = new Date(now);
  hour.setMinutes(0, 0, 0);
  return hour.toISOString();
};

const dateValue = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The `time` of the address (lessons from that instant on, earliest first), or null for all lessons. */
export function useScheduleTime(): string | null {
  const [params] = useSearchParams();
  const time = params.get('time');
  return time && !Number.isNaN(Date.parse(time)) ? time : null;
}

/** All / Upcoming / From a date: kept in the address as `?time=` (platform spec 2.2); paging restarts at 1. */
export function ScheduleTimeFilter() {
  const [params, setParams] = useSearchParams();
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
      <TextField
        size="small"
        type="date"
        label="From date"
        value={dateValue(params.get('time'))}
        onChange={(event) => {
          const [y, m, d] = event.target.value.split('-').map(Number);
          setTime(y && m && d ? new Date(y, m - 1, d).toISOString() : null);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 180 }}
      />
    </Stack>
  );
}
