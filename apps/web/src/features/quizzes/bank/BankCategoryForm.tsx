import { type BankCategory, type BankCategoryInput, bankCategoryInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import type { FilterOption } from '../../../ui/filters/ListFilterBar';
import { FormActions } from '../../../ui/form/FormActions';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useToast } from '../../../ui/toast';
import { bankKey, saveBankCategory } from './questionBank.api';

/** Create or rename a category of the bank, in one of the viewer's programs. */
export function BankCategoryForm({
  category,
  programs,
  program,
  onDone,
}: {
  category?: BankCategory;
  programs: FilterOption[];
  /** The program chosen on the page, for a new category. */
  program?: string;
  onDone: (saved?: BankCategory) => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof bankCategoryInput>, unknown, BankCategoryInput>({
    resolver: zodResolver(bankCategoryInput),
    defaultValues: { name: category?.name ?? '', programKey: category?.program.key ?? program ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveBankCategory(values, category?.key);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: bankKey });
      onDone(answer.data.category);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <FormSelectField control={form.control} name="programKey" label="Program" required options={programs} />
      <FormActions pending={form.formState.isSubmitting} onCancel={() => onDone()}>
        {category ? 'Save category' : 'Create category'}
      </FormActions>
    </Stack>
  );
}
