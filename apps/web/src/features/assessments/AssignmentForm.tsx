import {
  type AssignmentInput,
  type AssignmentKind,
  type AssignmentSummary,
  assignmentMaxPoints,
  assignmentPointsTooHigh,
  maxLength,
  remarksMaxLength,
} from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { isoDateOf } from '../../lib/format';
import { personName } from '../../lib/people';
import { DateField } from '../../ui/DateField';
import { FormActions } from '../../ui/form/FormActions';
import { FormServerError } from '../../ui/form/FormServerError';
import { FormTextField } from '../../ui/form/FormTextField';
import { assignmentsKey, fetchAssignmentOptions, recordAssignment, updateAssignment } from './assignments.api';
import {
  checkHandIn,
  HandInSettingsFields,
  handInFormFields,
  handInInputOf,
  handInValuesOf,
} from './HandInSettingsFields';

const number = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((v) => !Number.isNaN(Number(v)) && Number(v) >= 0, 'Please enter a number');

const formSchema = z
  .object({
    programKey: z.string().min(1, 'Please choose a program'),
    studentKey: z.string().min(1, 'Please choose a student'),
    title: z.string().trim().min(1, 'Please give the assignment a title').max(maxLength.title),
    assignedAt: z.string().min(1, 'Please choose the date it was assigned'),
    submittedAt: z.string(),
    total: number('Please enter the maximum points').refine(
      (v) => Number(v) > 0 && Number(v) <= assignmentMaxPoints,
      `Between 1 and ${assignmentMaxPoints} points`,
    ),
    points: z.string().trim(),
    remarks: z.string().trim().max(remarksMaxLength),
    ...handInFormFields,
  })
  .superRefine((v, ctx) => {
    checkHandIn(v, ctx);
    if (v.submittedAt && v.submittedAt < v.assignedAt)
      ctx.addIssue({ code: 'custom', path: ['submittedAt'], message: 'It cannot be submitted before it was assigned' });
    // Grading while recording is optional, but both parts or neither (platform spec 5.3).
    if (v.points && !v.remarks) ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Please write a remark' });
    if (v.remarks && !v.points)
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'Please enter the attained points' });
    if (v.points && (Number.isNaN(Number(v.points)) || Number(v.points) < 0))
      ctx.addIssue({ code: 'custom', path: ['points'], message: 'Please enter a number' });
    else if (v.points && Number(v.points) > Number(v.total))
      ctx.addIssue({ code: 'custom', path: ['points'], message: assignmentPointsTooHigh });
  });
type FormValues = z.infer<typeof formSchema>;

/** A day chosen in a date field as the instant it starts, in the viewer's time zone. */
const startOfDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).toISOString();
};

const toInput = (v: FormValues): AssignmentInput => ({
  programKey: v.programKey,
  studentKey: v.studentKey,
  title: v.title,
  assignedAt: startOfDay(v.assignedAt),
  submittedAt: v.submittedAt ? startOfDay(v.submittedAt) : null,
  total: Number(v.total),
  grading: v.points ? { points: Number(v.points), remarks: v.remarks } : null,
  handIn: handInInputOf(v),
});

const valuesOf = (a?: AssignmentSummary): FormValues => ({
  programKey: a?.program.key ?? '',
  studentKey: a?.student.key ?? '',
  title: a?.title ?? '',
  assignedAt: a ? isoDateOf(a.assignedAt) : isoDateOf(new Date()),
  submittedAt: a?.submittedAt ? isoDateOf(a.submittedAt) : '',
  total: a ? String(a.grading.total) : '10',
  points: a?.grading.points != null ? String(a.grading.points) : '',
  remarks: a?.grading.remarks ?? '',
  ...handInValuesOf(a),
});

interface AssignmentFormProps {
  kind: AssignmentKind;
  /** The assignment being edited; absent: recording a new one. */
  editing?: AssignmentSummary;
  onSaved: (assignment: AssignmentSummary) => void;
  onCancel: () => void;
}

/** Record or edit a class or home assignment: program, student, title, dates, maximum points and an optional grade. */
export function AssignmentForm({ kind, editing, onSaved, onCancel }: AssignmentFormProps) {
  const queryClient = useQueryClient();
  const options = useQuery({ queryKey: ['assignments', 'options'], queryFn: fetchAssignmentOptions });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(editing) });
  const { control, handleSubmit, setError, watch, setValue, formState } = form;
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      editing ? updateAssignment(kind, editing.key, toInput(values)) : recordAssignment(kind, toInput(values)),
    onSuccess: async (assignment) => {
      await queryClient.invalidateQueries({ queryKey: assignmentsKey(kind) });
      await queryClient.invalidateQueries({ queryKey: ['performance'] });
      onSaved(assignment);
    },
    onError: (error) => applyServerErrors(error, setError),
  });

  if (options.isPending) return <Skeleton variant="rounded" height={320} />;
  if (options.isError) return <Alert severity="error">{options.error.message}</Alert>;
  const programs = options.data;
  const program = programs.find((p) => p.key === watch('programKey'));
  const students = program?.students ?? [];
  // An edited assignment's student may have left the program since; keep them choosable.
  const choices =
    editing && program?.key === editing.program.key && !students.some((s) => s.key === editing.student.key)
      ? [editing.student, ...students]
      : students;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((v) => save.mutate(v))}>
      <FormServerError errors={formState.errors} />
      {!programs.length && <Alert severity="info">You do not teach a program yet.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="programKey"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label="Program"
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('studentKey', '');
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {programs.map((p) => (
                <MenuItem key={p.key} value={p.key}>
                  {p.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="studentKey"
          select
          fullWidth
          label="Student"
          disabled={!program}
          helperText={program && !choices.length ? 'No student is enrolled' : undefined}
        >
          {choices.map((s) => (
            <MenuItem key={s.key} value={s.key}>
              {personName(s)} {s.email ? `(${s.email})` : ''}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormTextField
        control={control}
        name="title"
        label="Title"
        fullWidth
        slotProps={{ htmlInput: { maxLength: maxLength.title } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="assignedAt"
          render={({ field, fieldState }) => (
            <DateField
              label="Assigned on"
              value={field.value}
              onChange={field.onChange}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              sx={{ flex: 1 }}
            />
          )}
        />
        {/* With a hand-in, the student's submission sets it (ADR 0074). */}
        {!watch('handIn') && (
          <Controller
            control={control}
            name="submittedAt"
            render={({ field, fieldState }) => (
              <DateField
                label="Submitted on"
                value={field.value}
                onChange={field.onChange}
                min={watch('assignedAt') || undefined}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Leave empty if not handed in yet'}
                sx={{ flex: 1 }}
              />
            )}
          />
        )}
      </Stack>
      <HandInSettingsFields control={control} watch={watch} />
      <FormTextField
        control={control}
        name="total"
        label="Maximum points"
        type="number"
        slotProps={{ htmlInput: { min: 1, max: assignmentMaxPoints, step: 'any' } }}
      />
      <Typography variant="subtitle2" component="h3">
        Grading (optional)
      </Typography>
      <FormTextField
        control={control}
        name="points"
        label="Attained Points"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
      />
      <FormTextField
        control={control}
        name="remarks"
        label="Remarks"
        multiline
        minRows={3}
        maxRows={4}
        slotProps={{ htmlInput: { maxLength: remarksMaxLength } }}
      />
      <FormActions pending={save.isPending} onCancel={onCancel}>
        {editing ? 'Save changes' : 'Record assignment'}
      </FormActions>
    </Stack>
  );
}
