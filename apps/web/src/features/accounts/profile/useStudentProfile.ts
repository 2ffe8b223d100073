import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const studentProfileKey = (key: string) => ['students', key, 'profile'] as const;

/** GET /students/{key}/profile, when `key` is given. */
export function useStudentProfile(key: string | null) {
  return useQuery({
    queryKey: studentProfileKey(key ?? ''),
    queryFn: async () => (await api.get('/students/:key/profile', { params: { key: key ?? '' } })).data.profile,
    enabled: Boolean(key),
  });
}
