import type { CountryRecord, LabelValue } from '@chalkline/contracts';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { z } from 'zod';
import { CountryStatePicker } from './CountryStatePicker';

/** The server's message when a country with states is sent without one. */
export const stateRequiredMessage = 'Please select a state';

const always = { when: () => true };

/**
 * Adds the server's rule that a country with states needs one of them (the schemas cannot know the
 * reference data). It runs even while other fields are invalid, so a multi-step form can check it early.
 */
export function requireListedState<S extends z.ZodType>(schema: S, countries: readonly CountryRecord[] | undefined): S {
  return schema.superRefine((value, ctx) => {
    const { country, state } = (value ?? {}) as { country?: LabelValue | null; state?: LabelValue | null };
    if (!country?.value || state?.value) return;
    const record = countries?.find((item) => item.code2 === country.value);
    if (record && record.states.length > 0)
      ctx.addIssue({ code: 'custom', path: ['state'], message: stateRequiredMessage });
  }, always) as S;
}

interface FormCountryStateFieldProps<T extends FieldValues, TT = T> {
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
