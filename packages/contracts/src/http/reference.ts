import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';

export const stateRecord = z.object({
  code: z.string(),
  name: z.string(),
  subdivision: z.string().nullable(),
});
export type StateRecord = z.infer<typeof stateRecord>;

export const countryRecord = z.object({
  code2: z.string().length(2),
  code3: z.string().length(3),
  name: z.string(),
  capital: z.string(),
  region: z.string(),
  subregion: z.string(),
  states: z.array(stateRecord),
});
export type CountryRecord = z.infer<typeof countryRecord>;

export const timeZoneRecord = z.object({
  /** IANA name, e.g. Africa/Lagos. */
  name: z.string(),
  /** Offset from UTC in minutes, outside daylight saving time. */
  offsetMinutes: z.number().int(),
  /** Display label, e.g. (UTC+01:00) Africa/Lagos, West Africa Time. */
  label: z.string(),
});
export type TimeZoneRecord = z.infer<typeof timeZoneRecord>;

export const countriesResponse = z.object({ data: z.object({ countries: z.array(countryRecord) }) });
export type CountriesResponse = z.infer<typeof countriesResponse>;
export const timeZonesResponse = z.object({ data: z.object({ timezones: z.array(timeZoneRecord) }) });
export type TimeZonesResponse = z.infer<typeof timeZonesResponse>;

/** The {label, value} pair the forms keep for a chosen country or state (platform spec 3). */
export const labelValue = z.object({ label: boundedString(maxLength.short), value: boundedString(maxLength.short) });
export type LabelValue = z.infer<typeof labelValue>;
