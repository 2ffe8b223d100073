import type { CountryRecord, LabelValue } from '@chalkline/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useCountries } from './reference.queries';

/** A picker option: the stored `{label, value}` plus a key unique within its list. */
interface Option extends LabelValue {
  key: string;
}

const toValue = (option: Option | null): LabelValue | null =>
  option ? { label: option.label, value: option.value } : null;

const sameOption = (a: LabelValue, b: LabelValue) => a.value === b.value && a.label === b.label;

/** State options of a country. Names and codes can repeat within a country, so the key adds the position. */
export function stateOptions(country: CountryRecord | undefined): Option[] {
  return (country?.states ?? []).map((state, index) => ({
    label: state.name,
    value: state.code,
    key: `${state.code}:${state.name}:${index}`,
  }));
}

export interface CountryStatePickerProps {
  country: LabelValue | null;
  state: LabelValue | null;
  onCountryChange: (country: LabelValue | null) => void;
  /** Also called with null when the country changes. */
  onStateChange: (state: LabelValue | null) => void;
  countryLabel?: string;
  stateLabel?: string;
  required?: boolean;
  disabled?: boolean;
  countryError?: string;
  stateError?: string;
}

/**
 * Country, then the chosen country's state (values are `{label, value}` with code2 / state code).
 * The state picker is left out while no country is chosen or when the country has no states.
 */
export function CountryStatePicker({
  country,
  state,
  onCountryChange,
  onStateChange,
  countryLabel = 'Country',
  stateLabel = 'State',
  required = false,
  disabled = false,
  countryError,
  stateError,
}: CountryStatePickerProps) {
  const countries = useCountries();

  const countryOptions = useMemo<Option[]>(
    () => (countries.data ?? []).map((record) => ({ label: record.name, value: record.code2, key: record.code2 })),
    [countries.data],
  );
  const chosenRecord = useMemo(
    () => countries.data?.find((record) => record.code2 === country?.value),
    [countries.data, country?.value],
  );
  const states = useMemo(() => stateOptions(chosenRecord), [chosenRecord]);

  const countryOption = countryOptions.find((option) => country && sameOption(option, country)) ?? null;
  const stateOption = states.find((option) => state && sameOption(option, state)) ?? null;
  const loadError = countries.isError ? 'Could not load the list of countries. Please try again later.' : undefined;

  const handleCountryChange = (_event: unknown, option: Option | null) => {
    onCountryChange(toValue(option));
    onStateChange(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: states.length ? '1fr 1fr' : '1fr' } }}>
      <Autocomplete
        options={countryOptions}
        value={countryOption}
        onChange={handleCountryChange}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={sameOption}
        loading={countries.isPending}
        disabled={disabled}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label={countryLabel}
            required={required}
            error={Boolean(countryError ?? loadError)}
            helperText={countryError ?? loadError}
          />
        )}
      />
      {states.length > 0 && (
        <Autocomplete
          options={states}
          value={stateOption}
          onChange={(_event, option) => onStateChange(toValue(option))}
          getOptionKey={(option) => option.key}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          disabled={disabled}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={stateLabel}
              required={required}
              error={Boolean(stateError)}
              helperText={stateError}
            />
          )}
        />
      )}
    </Box>
  );
}
