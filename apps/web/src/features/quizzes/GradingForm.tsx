import { type AttemptItem, messages } from '@chalkline/contracts';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { FormActions } from '../../ui/form/FormActions';
import { useToast } from '../../ui/toast';
import { gradeAnswer, quizzesKey } from './quizzes.api';

/**
 * The grading dialog's form (platform spec 2.7, 5.3): Attained Points and Remarks (3 to 4 rows), both required;
 * points above the question's maximum are refused with the spec's info toast (and by the server).
 */
export function GradingForm({
  assignmentKey,
  item,
  onDone,
}: {
  assignmentKey: string;
  item: AttemptItem;
  onDone: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState(item.grading.points === null ? '' : String(item.grading.points));
  const [remarks, setRemarks] = useState(item.grading.remark ?? '');
  const [errors, setErrors] = useState<{ points?: string; remarks?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (points.trim() === '') next.points = 'Please give the attained points';
    if (!remarks.trim()) next.remarks = 'Please write a remark';
    setErrors(next);
    if (Object.keys(next).length) return;
    const value = Number(points);
    if (value > item.question.points) {
      toast.info(messages.gradingAboveMaximum);
      return;
    }
    setPending(true);
    try {
      const answer = await gradeAnswer({
        assignment: assignmentKey,
        questionKey: item.question.key,
        assignedPoints: value,
        tutorRemarks: remarks.trim(),
      });
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: quizzesKey });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.message === messages.gradingAboveMaximum)
        toast.info(error.message);
      else toast.error(error instanceof Error ? error.message : 'The grade could not be saved');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-label="Grading">
      <Typography variant="body2" color="text.secondary">
        At most {item.question.points} point{item.question.points === 1 ? '' : 's'}
      </Typography>
      <TextField
        label="Attained Points"
        required
        value={points}
        onChange={(e) => setPoints(e.target.value.replace(/[^0-9]/g, ''))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.points)}
        helperText={errors.points}
        autoFocus
      />
      <TextField
        label="Remarks"
        required
        multiline
        minRows={3}
        maxRows={4}
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        error={Boolean(errors.remarks)}
        helperText={errors.remarks}
      />
      <FormActions pending={pending} onCancel={onDone}>
        Update Grading
      </FormActions>
    </Stack>
  );
}
