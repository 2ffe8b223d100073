import { type AdminPermission, activityTextOf, adminPermissions } from '@chalkline/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../ui/DateField';
import { fetchLogActors, type LogFilters, logsKey } from './logsApi';

const filterKeys = ['actor', 'action', 'from', 'to'] as const;
const day = /^\d{4}-\d{2}-\d{2}$/;

interface ActionOption {
  value: AdminPermission;
  label: string;
  group: string;
}
/** Every admin action with its label, grouped as the permission groups are (platform spec 6.1). */
const actionOptions: ActionOption[] = adminPermissions.map((value) => {
  const text = activityTextOf(value);
  return { value, label: text.label, group: text.group };
});

/** The filters the address holds (`actor`, `action`, `from`, `to`); malformed values are ignored. */
export function useLogFilters(): { filters: LogFilters; rangeError: boolean } {
  const [params] = useSearchParams();
  const read = (key: (typeof filterKeys)[number]) => params.get(key) || undefined;
  const [from, to] = [read('from'), read('to')].map((v) => (v && day.test(v) ? v : undefined));
  const action = read('action');
  const filters: LogFilters = {
    actor: read('actor'),
    action: actionOptions.find((o) => o.value === action)?.value,
    from,
    to,
  };
  return { filters, rangeError: Boolean(from && to && from > to) };
}

/**
 * Actor, action and From/To filters of the activity log, kept in the address; a change goes back to page 1.
 * The days are typed and shown DD-MM-YYYY (platform spec 9) and kept in the address as YYYY-MM-DD.
 */
export function LogFiltersBar() {
  const [params, setParams] = useSearchParams();
  const { filters, rangeError } = useLogFilters();
  const actors = useQuery({ queryKey: [...logsKey, 'actors'], queryFn: fetchLogActors });
  const set = (key: (typeof filterKeys)[number], value: string | null | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.set('page', '1');
      return next;
    });
  const hasFilters = filterKeys.some((k) => params.get(k));
  const actorOptions = actors.data ?? [];

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <Autocomplete
        options={actorOptions}
        value={actorOptions.find((a) => a.key === filters.actor) ?? null}
        onChange={(_event, actor) => set('actor', actor?.key)}
        getOptionLabel={(actor) => actor.name}
        getOptionKey={(actor) => actor.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        renderOption={(props, actor) => (
          <li {...props} key={actor.key}>
            <span>
              {actor.name}
              {actor.email && <small style={{ display: 'block', opacity: 0.7 }}>{actor.email}</small>}
            </span>
          </li>
        )}
        loading={actors.isPending}
        size="small"
        sx={{ minWidth: { md: 220 } }}
        renderInput={(input) => <TextField {...input} label="Admin" />}
      />
      <Autocomplete
        options={actionOptions}
        value={actionOptions.find((o) => o.value === filters.action) ?? null}
        onChange={(_event, option) => set('action', option?.value)}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.value}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        size="small"
        sx={{ minWidth: { md: 300 } }}
        renderInput={(input) => <TextField {...input} label="Action" />}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          size="small"
          label="From"
          value={filters.from ?? ''}
          onChange={(value) => set('from', value)}
          error={rangeError}
          helperText={rangeError ? 'From cannot be after To' : undefined}
          max={filters.to}
          sx={{ flex: 1, minWidth: 170 }}
        />
        <DateField
          size="small"
          label="To"
          value={filters.to ?? ''}
          onChange={(value) => set('to', value)}
          error={rangeError}
          helperText={rangeError ? 'To cannot be before From' : undefined}
          min={filters.from}
          sx={{ flex: 1, minWidth: 170 }}
        />
      </Stack>
      {hasFilters && (
        <Button
          onClick={() =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              for (const key of filterKeys) next.delete(key);
              next.set('page', '1');
              return next;
            })
          }
          sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
