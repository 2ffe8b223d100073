import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { personName } from '../../lib/people';
import { useToast } from '../../ui/toast';
import { fetchEnrolments } from '../programs/programs.api';
import { fetchScheduleAccounts } from '../schedules/schedules.api';
import { linkTutor, type StudentRow } from './meetings.api';

/** Links a tutor to a student for one of the student's programs (POST /tutors/student-relationships). */
export function LinkTutorForm({
  student,
  onDone,
}: {
  student: Pick<StudentRow, 'key' | 'firstName' | 'lastName'>;
  onDone: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [programKey, setProgramKey] = useState('');
  const [tutorKey, setTutorKey] = useState('');
  const enrolments = useQuery({ queryKey: ['enrolments', student.key], queryFn: () => fetchEnrolments(student.key) });
  const tutors = useQuery({
    queryKey: ['schedules', 'accounts', programKey],
    queryFn: () => fetchScheduleAccounts(programKey),
    enabled: Boolean(programKey),
  });
  const link = useMutation({
    mutationFn: () => linkTutor({ tutorKey, studentKey: student.key, programKey }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['students'] });
      // The student's profile lists their tutors.
      void queryClient.invalidateQueries({ queryKey: ['tutor-links', student.key] });
      onDone();
    },
  });
  const fields = link.error && isApiError(link.error) ? link.error.fields : undefined;

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {link.isError && <Alert severity="error">{link.error.message}</Alert>}
      <TextField
        select
        label="Program"
        value={programKey}
        onChange={(event) => {
          setProgramKey(event.target.value);
          setTutorKey('');
        }}
        error={Boolean(fields?.programKey)}
        helperText={
          fields?.programKey ??
          (enrolments.data?.some((enrolment) => enrolment.active) === false
            ? 'The student has no active enrolment'
            : '')
        }
      >
        {enrolments.data
          ?.filter((enrolment) => enrolment.active)
          .map((enrolment) => (
            <MenuItem key={enrolment.key} value={enrolment.program.key}>
              {enrolment.program.title}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        label="Tutor"
        value={tutorKey}
        disabled={!programKey}
        onChange={(event) => setTutorKey(event.target.value)}
        error={Boolean(fields?.tutorKey)}
        helperText={fields?.tutorKey}
      >
        {tutors.data?.tutors.map((tutor) => (
          <MenuItem key={tutor.key} value={tutor.key}>
            {personName(tutor)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!programKey || !tutorKey}
          loading={link.isPending}
          onClick={() => link.mutate()}
        >
          Link tutor
        </Button>
      </Stack>
    </Stack>
  );
}
