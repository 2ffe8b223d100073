import { defaultSchoolSettings, type SchoolSettings, type SchoolSettingsPatch } from '@chalkline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const schoolSettingsKey = ['school-settings'] as const;

/** The school policies (GET /school-settings, signed-in only); the safe defaults until they load. */
export function useSchoolSettings(): { settings: SchoolSettings; isLoading: boolean; isError: boolean } {
  const query = useQuery({
    queryKey: schoolSettingsKey,
    queryFn: async () => (await api.get('/school-settings')).data,
    staleTime: 60_000,
  });
  return { settings: query.data ?? defaultSchoolSettings, isLoading: query.isLoading, isError: query.isError };
}

/** PATCH /admin/school-settings; every reader of the policies gets the answer at once. */
export function useUpdateSchoolSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: SchoolSettingsPatch) => (await api.patch('/admin/school-settings', patch)).data,
    onSuccess: (settings) => client.setQueryData(schoolSettingsKey, settings),
  });
}
