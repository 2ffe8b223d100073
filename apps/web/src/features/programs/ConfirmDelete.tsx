import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { useToast } from '../../ui/toast';

export interface ConfirmDeleteProps {
  /** Names the thing in the button's accessible name and the question. */
  label: string;
  remove: () => Promise<{ message: string }>;
  /** Query keys refreshed after deleting. */
  invalidate: readonly unknown[];
}

/** A delete icon that asks first, then deletes, toasts the answer and refreshes the lists. */
export function ConfirmDelete({ label, remove, invalidate }: ConfirmDeleteProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteButton
      label={label}
      title={`Delete ${label}?`}
      message="This action cannot be undone."
      remove={remove}
      onDeleted={(answer) => {
        toast.success(answer.message);
        void queryClient.invalidateQueries({ queryKey: invalidate });
      }}
    />
  );
}
