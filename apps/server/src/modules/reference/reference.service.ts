/**
 * Countries with their states, and time zones, from maintained data packages (@countrystatecity/countries,
 * @vvo/tzdb). Built once on first use and served as the same serialised body with an ETag.
 */
import { createHash } from 'node:crypto';
import type { CountryRecord, TimeZoneRecord } from '@chalkline/contracts';
import { getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import { getTimeZones } from '@vvo/tzdb';

export interface CachedBody {
  body: string;
  etag: string;
}

const cache = (payload: unknown): CachedBody => {
  const body = JSON.stringify(payload);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

export async function loadCountries(): Promise<CountryRecord[]> {
  const countries = await getCountries();
  const records = await Promise.all(
    countries.map(async (c) => ({
      code2: c.iso2,
      code3: c.iso3,
      name: c.name,
      capital: c.capital ?? '',
      region: c.region ?? '',
      subregion: c.subregion ?? '',
      states: (await getStatesOfCountry(c.iso2)).map((s) => ({
        code: s.iso2 ?? String(s.id),
        name: s.name,
        subdivision: s.type ?? null,
      })),
    })),
  );
  return records.sort((a, b) => a.name.localeCompare(b.name));
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

export function loadTimeZones(): TimeZoneRecord[] {
  return getTimeZones({ includeUtc: true })
    .map((z) => ({
      name: z.name,
      offsetMinutes: z.rawOffsetInMinutes,
      label: `(${formatOffset(z.rawOffsetInMinutes)}) ${z.name.replaceAll('_', ' ')}, ${z.alternativeName}`,
    }))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}

export function createReferenceService() {
  let byCode: Promise<Map<string, CountryRecord>> | undefined;
  let countries: Promise<CachedBody> | undefined;
  let timeZones: CachedBody | undefined;
  return {
    countries() {
      countries ??= loadCountries().then((list) => cache({ data: { countries: list } }));
      // A failed load is retried on the next request instead of being cached.
      countries.catch(() => {
        countries = undefined;
      });
      return countries;
    },
    /** One country by its two-letter code, for checking what forms send. */
    async country(code2: string): Promise<CountryRecord | null> {
      byCode ??= loadCountries().then((list) => new Map(list.map((c) => [c.code2, c])));
      byCode.catch(() => {
        byCode = undefined;
      });
      return (await byCode).get(code2.toUpperCase()) ?? null;
    },
    timeZones() {
      timeZones ??= cache({ data: { timezones: loadTimeZones() } });
      return timeZones;
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
