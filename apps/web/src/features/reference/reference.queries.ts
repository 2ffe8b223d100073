import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const referenceKeys = {
  countries: ['reference', 'countries'] as const,
  timezones: ['reference', 'timezones'] as const,
};

/** The bundled country table (platform spec 3); it never changes while the app runs. */
export function useCountries() {
  return useQuery({
    queryKey: referenceKeys.countries,
    queryFn: async () => (await api.get('/reference/countries')).data.countries,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The bundled list of time zones. */
export function useTimeZones() {
  return useQuery({
    queryKey: referenceKeys.timezones,
    queryFn: async () => (await api.get('/reference/timezones')).data.timezones,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
