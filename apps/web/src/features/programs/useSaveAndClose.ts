import type { MessageResponse } from '@chalkline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form';
import { useToast } from '../../ui/toast';

/**
 * The submit of a program or category form: runs `save`, toasts the server's answer, refreshes the program
 * lists and closes the form; a refusal lands on the form's fields and above them.
 */
export function useSaveAndClose<T extends FieldValues>(setError: UseFormSetError<T>, onDone: () => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (save: () => Promise<MessageResponse>) => {
    try {
      const answer = await save();
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError);
    }
  };
}
