import type { CountryRecord } from '@chalkline/contracts';

/** A country with two states, as `/reference/countries` answers it. */
export const nigeria: CountryRecord = {
  code2: 'NG',
  code3: 'NGA',
  name: 'Nigeria',
  capital: 'Abuja',
  region: 'Africa',
  subregion: 'Western Africa',
  states: [
    { code: 'LA', name: 'Lagos', subdivision: null },
    { code: 'OY', name: 'Oyo', subdivision: null },
  ],
};
