import {
  type AssignmentKind,
  type AssignmentSummary,
  assignmentPointsTooHigh,
  remarksMaxLength,
} from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { FormActions } from '../../ui/form/FormActions';
import { FormServerError } from '../../ui/form/FormServerError';
import { FormTextField } from '../../ui/form/FormTextField';
import { useToast } from '../../ui/toast';
import { assignmentsKey, gradeAssignment } from './assignments.api';

const formSchema = z.object({
  points: z
    .string()
    .trim()
    .min(1, 'Please enter the attained points')
    .refine((v) => !Number.isNaN(Number(v)) && Number(v) >= 0, 'Please enter a number'),
  remarks: z.string().trim().min(1, 'Please write a remark').max(remarksMaxLength),
});
type FormValues = z.infer<typeof formSchema>;

interface GradeAssignmentFormProps {
  kind: AssignmentKind;
  assignment: AssignmentSummary;
  onGraded: (assignment: AssignmentSummary) => void;
  onCancel: () => void;
}

/**
 * Attained Points and Remarks (3–4 rows), both required, and Update Grading (platform spec 2.7, 5.3). Points above
 * the maximum are refused with the spec's info toast, here and again on the server.
 */
export function GradeAssignmentForm({ kind, assignment, onGraded, onCancel }: GradeAssignmentFormProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { total, points, remarks } = assignment.grading;
  const { control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { points: points != null ? String(points) : '', remarks: remarks ?? '' },
  });
  const save = useMutation({
    mutationFn: (v: FormValues) =>
      gradeAssignment(kind, assignment.key, { points: Number(v.points), remarks: v.remarks }),
    onSuccess: async (graded) => {
      await queryClient.invalidateQueries({ queryKey: assignmentsKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['performance'] });
      toast.success('Grading updated');
      onGraded(graded);
    },
    onError: (error) => applyServerErrors(error, setError),
  });
  const submit = handleSubmit((v) => {
    if (Number(v.points) > total) {
      toast.info(assignmentPointsTooHigh);
      return;
    }
    save.mutate(v);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <FormServerError errors={formState.errors} />
      <Typography color="text.secondary">Out of {total} points.</Typography>
      <FormTextField
        control={control}
        name="points"
        label="Attained Points"
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, max: total, step: 'any' } }}
      />
      <FormTextField
        control={control}
        name="remarks"
        label="Remarks"
        required
        multiline
        minRows={3}
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: remarksMaxLength } }}
      />
      <FormActions pending={save.isPending} onCancel={onCancel}>
        Update Grading
      </FormActions>
    </Stack>
  );
}
