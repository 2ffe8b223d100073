import type { LabelValue } from '@chalkline/contracts';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CountryStatePicker } from './CountryStatePicker';

export { requireListedState, stateRequiredMessage } from './listedState';

export interface FormCountryStateFieldProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  countryName?: FieldPath<T>;
  stateName?: FieldPath<T>;
  required?: boolean;
  disabled?: boolean;
  /** What a cleared picker stores: undefined (left out) by default, or null (cleared on the server). */
  emptyValue?: null | undefined;
}

/** `CountryStatePicker` bound to two react-hook-form fields (`country` and `state` by default). */
export function FormCountryStateField<T extends FieldValues, TT = T>({
  control,
  countryName = 'country' as FieldPath<T>,
  stateName = 'state' as FieldPath<T>,
  required = false,
  disabled = false,
  emptyValue,
}: FormCountryStateFieldProps<T, TT>) {
  const country = useController({ control, name: countryName });
  const state = useController({ control, name: stateName });
  return (
    <CountryStatePicker
      country={(country.field.value as LabelValue | null | undefined) ?? null}
      state={(state.field.value as LabelValue | null | undefined) ?? null}
      onCountryChange={(next) => country.field.onChange(next ?? emptyValue)}
      onStateChange={(next) => state.field.onChange(next ?? emptyValue)}
      required={required}
      disabled={disabled}
      countryError={country.fieldState.error?.message}
      stateError={state.fieldState.error?.message}
    />
  );
}
