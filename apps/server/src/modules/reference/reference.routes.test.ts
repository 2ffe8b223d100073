import type { CountryRecord, TimeZoneRecord } from '@chalkline/contracts';
import { countryRecord, timeZoneRecord } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every country with codes, region and states', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/countries' });
    expect(res.statusCode).toBe(200);
    const countries = res.json<{ data: { countries: CountryRecord[] } }>().data.countries;
    expect(countries.length).toBeGreaterThan(240);
    for (const c of countries) countryRecord.parse(c);
    const nigeria = countries.find((c) => c.code2 === 'NG')!;
    expect(nigeria).toMatchObject({ code3: 'NGA', name: 'Nigeria', capital: 'Abuja', region: 'Africa' });
    expect(nigeria.states.map((s) => s.name)).toContain('Lagos');
    const us = countries.find((c) => c.code2 === 'US')!;
    expect(us.states.find((s) => s.code === 'CA')).toMatchObject({ name: 'California', subdivision: 'state' });
    expect(countries.find((c) => c.code2 === 'SI')!.states.length).toBeGreaterThan(100);
    expect(countries.some((c) => c.states.length === 0)).toBe(true);
  });

  it('serves time zones with UTC offsets and names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/timezones' });
    const zones = res.json<{ data: { timezones: TimeZoneRecord[] } }>().data.timezones;
    for (const z of zones) timeZoneRecord.parse(z);
    expect(zones.find((z) => z.name === 'Africa/Lagos')).toMatchObject({ offsetMinutes: 60 });
    expect(zones.find((z) => z.name === 'Africa/Lagos')!.label).toContain('(UTC+01:00)');
    const offsets = zones.map((z) => z.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('lets browsers cache and revalidate', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/reference/countries' });
    expect(first.headers['cache-control']).toContain('max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/reference/countries',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
