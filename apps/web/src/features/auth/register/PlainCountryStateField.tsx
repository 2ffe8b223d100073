import type { CountryRecord, LabelValue } from '@chalkline/contracts';
import { useMemo } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PlainSelect } from '../../../ui/plain/form';
// Type-only: the MUI twin's props, erased from the build.
import type { FormCountryStateFieldProps } from '../../reference/FormCountryStateField';
import { useCountries } from '../../reference/reference.queries';
import styles from './register.module.css';

/** A state's place in its country's list: names and codes can repeat within a country. */
const stateIndex = (country: CountryRecord | undefined, state: LabelValue | null | undefined): number =>
  state ? (country?.states.findIndex((item) => item.code === state.value && item.name === state.label) ?? -1) : -1;

/**
 * Country, then the chosen country's state, as native selects bound to two react-hook-form fields (`country`
 * and `state`, values `{label, value}` with code2 / state code): `FormCountryStateField` without MUI. The state
 * is left out while no country is chosen or when the country has no states; a new country clears it.
 */
export function PlainCountryStateField<T extends FieldValues, TT = T>({
  control,
  countryName = 'country' as FieldPath<T>,
  stateName = 'state' as FieldPath<T>,
  required = false,
  disabled = false,
}: Omit<FormCountryStateFieldProps<T, TT>, 'emptyValue'>) {
  const countries = useCountries();
  const country = useController({ control, name: countryName });
  const state = useController({ control, name: stateName });
  const chosen = country.field.value as LabelValue | null | undefined;
  const record = useMemo(
    () => countries.data?.find((item) => item.code2 === chosen?.value),
    [countries.data, chosen?.value],
  );
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((item) => ({ value: item.code2, label: item.name })),
    [countries.data],
  );
  const stateOptions = useMemo(
    () => (record?.states ?? []).map((item, index) => ({ value: String(index), label: item.name })),
    [record],
  );
  const chosenState = stateIndex(record, state.field.value as LabelValue | null | undefined);
  const loadError = countries.isError ? 'Could not load the list of countries. Please try again later.' : undefined;

  const handleCountry = (code: string) => {
    const next = countries.data?.find((item) => item.code2 === code);
    country.field.onChange(next ? { label: next.name, value: next.code2 } : undefined);
    state.field.onChange(undefined);
  };
  const handleState = (index: string) => {
    const next = record?.states[Number(index)];
    state.field.onChange(next ? { label: next.name, value: next.code } : undefined);
  };

  return (
    <div className={[styles.place, stateOptions.length > 0 && styles.placeWithState].filter(Boolean).join(' ')}>
      <PlainSelect
        label="Country"
        value={countryOptions.some((option) => option.value === chosen?.value) ? (chosen?.value ?? '') : ''}
        options={countryOptions}
        onChange={handleCountry}
        onBlur={country.field.onBlur}
        selectRef={country.field.ref}
        required={required}
        disabled={disabled}
        error={country.fieldState.error?.message ?? loadError}
      />
      {stateOptions.length > 0 && (
        <PlainSelect
          label="State"
          value={chosenState >= 0 ? String(chosenState) : ''}
          options={stateOptions}
          onChange={handleState}
          onBlur={state.field.onBlur}
          selectRef={state.field.ref}
          required={required}
          disabled={disabled}
          error={state.fieldState.error?.message}
        />
      )}
    </div>
  );
}
