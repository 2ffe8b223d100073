import type { UpdateAccountProfileInput } from '@chalkline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../auth/auth.api';
import { storeSessionUser } from '../../auth/useSession';

/** PATCH /auth/update-account-profile; the answer replaces the session user and profiles are re-read. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountProfileInput) => authApi.updateProfile(input),
    onSuccess: (body) => {
      storeSessionUser(queryClient, body.data.user);
      void queryClient.invalidateQueries({ queryKey: ['students', body.data.user.key] });
    },
  });
}
