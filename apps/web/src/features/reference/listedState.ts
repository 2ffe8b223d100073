import type { CountryRecord, LabelValue } from '@chalkline/contracts';
import type { z } from 'zod';

/** The server's message when a country with states is sent without one. */
export const stateRequiredMessage = 'Please select a state';

const always = { when: () => true };

/**
 * Adds the server's rule that a country with states needs one of them (the schemas cannot know the
 * reference data). It runs even while other fields are invalid, so a multi-step form can check it early.
 * In a module of its own (no MUI, no picker) so a lazily loaded schema module can use it (ADR 0046).
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
