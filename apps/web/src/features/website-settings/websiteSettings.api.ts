import { type WebsiteKey, websiteKeySlug } from '@chalkline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { ApiBody } from '../../lib/api-routes';
import { compressImage } from '../../lib/compressImage';
import { useToast } from '../../ui/toast';

/** A setting's route in the map: `/admin/website-settings/{slug}`. */
type SettingPath<K extends WebsiteKey> = `/admin/website-settings/${(typeof websiteKeySlug)[K]}`;

/** The value a setting's route reads (its body is `{ value }`). */
export type SettingValue<K extends WebsiteKey> = ApiBody<'PUT', SettingPath<K>>['value'];

/** Saves one website setting (its whole value); the public pages read the new value at once. */
export function useSaveSetting<K extends WebsiteKey>(key: K) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (value: SettingValue<K>) => {
      const path: SettingPath<WebsiteKey> = `/admin/website-settings/${websiteKeySlug[key]}`;
      // `value` is this key's value; the checker cannot follow `K` into the union of the eleven routes.
      return api.put(path, { value } as ApiBody<'PUT', SettingPath<WebsiteKey>>);
    },
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: ['website', 'settings'] });
    },
    onError: (error) => toast.error(error.message),
  });
}

/** Uploads a photo (testimonials, team) to its public folder; answers the file key. */
export async function uploadSitePhoto(
  file: File,
  folder: 'general-testimonials' | 'tutor-testimonials' | 'team',
): Promise<string> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('access', 'public');
  form.append('files', await compressImage(file));
  return (await api.post('/files/upload', form)).data.keys[0]!;
}
