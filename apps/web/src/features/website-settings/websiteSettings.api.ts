import { type WebsiteKey, websiteKeySlug } from '@chalkline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, untypedApi } from '../../lib/api';
import { compressImage } from '../../lib/compressImage';
import { useToast } from '../../ui/toast';

/** Saves one website setting (its whole value); the public pages read the new value at once. */
export function useSaveSetting(key: WebsiteKey) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (value: unknown) =>
      untypedApi.put<{ message: string; data: { value: unknown } }>(`/admin/website-settings/${websiteKeySlug[key]}`, {
        value,
      }),
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
