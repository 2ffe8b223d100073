import { quizLimits } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { isoDateOf } from '../../lib/format';
import { AccountPicker, type PickedAccount } from '../../ui/AccountPicker';
import { DateField } from '../../ui/DateField';
import { FormActions } from '../../ui/form/FormActions';
import { useToast } from '../../ui/toast';
import { assignQuiz, fetchQuizPicker, quizzesKey } from './quizzes.api';

/** The due date's end of day in the viewer's time zone. */
const endOfDay = (day: string) => {
  const d = new Date(`${day}T23:59:00`);
  return d.toISOString();
};

/** Assign a quiz to one or many students (the account picker) with a due date (platform spec 2.6, 5.3). */
export function AssignQuizForm({ quizKey, onDone }: { quizKey?: string; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const quizzes = useQuery({ queryKey: [...quizzesKey, 'picker'], queryFn: fetchQuizPicker, enabled: !quizKey });
  const [quiz, setQuiz] = useState(quizKey ?? '');
  const [students, setStudents] = useState<PickedAccount[]>([]);
  const [due, setDue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const today = isoDateOf(new Date());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!quiz) next.quizKey = 'Please choose a quiz';
    const keys = students.map((s) => s.key).filter((k): k is string => Boolean(k));
    if (!keys.length) next.studentKeys = 'Please choose at least one student';
    if (students.some((s) => !s.key)) next.studentKeys = 'Please choose students from the search results';
    if (!due) next.dueDate = 'Please choose a due date';
    setErrors(next);
    if (Object.keys(next).length) return;
    setPending(true);
    try {
      const answer = await assignQuiz({ quizKey: quiz, studentKeys: keys, dueDate: endOfDay(due) });
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: quizzesKey });
      onDone();
    } catch (error) {
      setErrors({
        ...(isApiError(error) && error.fields ? error.fields : {}),
        root: error instanceof Error ? error.message : 'The quiz could not be assigned',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-label="Assign quiz">
      {errors.root && <Alert severity="error">{errors.root}</Alert>}
      {!quizKey && (
        <TextField
          select
          label="Quiz"
          required
          value={quiz}
          onChange={(e) => setQuiz(e.target.value)}
          error={Boolean(errors.quizKey)}
          helperText={errors.quizKey}
        >
          {(quizzes.data ?? []).map((q) => (
            <MenuItem key={q.key} value={q.key}>
              {q.title} · {q.program.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <AccountPicker
        label="Students"
        name="students"
        studentOnly
        allowTyped={false}
        max={quizLimits.studentsPerAssignment}
        value={students}
        onChange={setStudents}
        error={errors.studentKeys}
      />
      <DateField
        label="Due date"
        value={due}
        min={today}
        onChange={setDue}
        error={Boolean(errors.dueDate)}
        helperText={errors.dueDate}
      />
      <FormActions pending={pending} onCancel={onDone}>
        Assign quiz
      </FormActions>
    </Stack>
  );
}
