import type { LabelValue } from '@chalkline/contracts';
import { badRequest } from '../../errors/app-error.js';
import type { ReferenceService } from '../reference/reference.service.js';

/**
 * Checks a chosen country and state against the reference data and answers the columns to store.
 * A country with states needs one of them; the names stored are ours, not what the client sent.
 */
export async function checkAddress(
  reference: ReferenceService,
  country: LabelValue,
  state: LabelValue | undefined | null,
) {
  const found = await reference.country(country.value);
  if (!found) throw badRequest('Please check the highlighted fields', { country: 'Please select a country' });
  if (found.states.length === 0) {
    return { countryCode: found.code2, countryName: found.name, stateCode: null, stateName: null };
  }
  const match = state && found.states.find((s) => s.code === state.value && (!state.label || s.name === state.label));
  const chosen = match || (state && found.states.find((s) => s.code === state.value));
  if (!chosen) throw badRequest('Please check the highlighted fields', { state: 'Please select a state' });
  return { countryCode: found.code2, countryName: found.name, stateCode: chosen.code, stateName: chosen.name };
}
