import { homePathFor, type RegisterInput } from '@chalkline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../../ui/toast';
import { authApi } from '../auth.api';
import { storeSessionUser } from '../useSession';

/** POST /auth/register; the new person is signed in and goes to their home. Errors go to `onError`. */
export function useRegister(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: (input: RegisterInput) => authApi.register(input),
    onSuccess: (body) => {
      storeSessionUser(queryClient, body.data.user);
      if (body.message) toast.success(body.message);
      navigate(homePathFor(body.data.user.memberRole), { replace: true });
    },
    onError,
  });
}
