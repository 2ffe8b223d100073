import type { MessageResponse } from '@chalkline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form';
import { useToast } from '../../ui/toast';

/**
 * The submit of an articles form: runs `save`, toasts the answer, refreshes every articles query and calls
 * `onDone` with the answer; a refusal lands on the form's fields and above them.
 */
export function useSaveArticles<T extends FieldValues>(setError: UseFormSetError<T>) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async <R extends MessageResponse>(save: () => Promise<R>, onDone: (answer: R) => void) => {
    try {
      const answer = await save();
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['articles'] });
      onDone(answer);
    } catch (error) {
      applyServerErrors(error, setError);
    }
  };
}
