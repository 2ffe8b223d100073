import type { TimeZoneRecord } from '@chalkline/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTimeZones } from './reference.queries';

export interface TimeZonePickerProps {
  /** IANA name, e.g. Africa/Lagos. */
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}

/** Picks a time zone from the bundled list; the value is its IANA name. */
export function TimeZonePicker({
  value,
  onChange,
  label = 'Time zone',
  required = false,
  disabled = false,
  error,
}: TimeZonePickerProps) {
  const timezones = useTimeZones();
  const options = timezones.data ?? [];
  const selected = options.find((zone) => zone.name === value) ?? null;
  const loadError = timezones.isError ? 'Could not load the list of time zones. Please try again later.' : undefined;

  return (
    <Autocomplete<TimeZoneRecord>
      options={options}
      value={selected}
      onChange={(_event, zone) => onChange(zone?.name ?? null)}
      getOptionLabel={(zone) => zone.label}
      getOptionKey={(zone) => zone.name}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      loading={timezones.isPending}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error ?? loadError)}
          helperText={error ?? loadError}
        />
      )}
    />
  );
}
