import { type ScheduleInput, scheduleInput } from '@chalkline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { createSchedule, fetchAvailability, fetchCreateData, fetchScheduleAccounts } from './schedules.api';
import { startOfMonth } from './slots';

type Field = keyof ScheduleInput;
export type FieldErrors = Partial<Record<Field | 'form', string>>;

/**
 * State and calls of the "New schedule" flow: program → student and tutors → day → start and end time.
 * Choosing an earlier step clears the later ones; client and server field errors land in `errors`.
 */
export function useNewSchedule(onCreated: () => void) {
  const queryClient = useQueryClient();
  const [programKey, setProgramKey] = useState('');
  const [studentKey, setStudentKey] = useState('');
  const [tutorKeys, setTutorKeys] = useState<string[]>([]);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [day, setDay] = useState<Date | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const createData = useQuery({ queryKey: ['schedules', 'create-data'], queryFn: fetchCreateData });
  const accounts = useQuery({
    queryKey: ['schedules', 'accounts', programKey],
    queryFn: () => fetchScheduleAccounts(programKey),
    enabled: Boolean(programKey),
  });
  const monthEnd = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  const availability = useQuery({
    queryKey: ['schedules', 'availability', studentKey, tutorKeys, month.toISOString()],
    queryFn: () => fetchAvailability(studentKey, tutorKeys, month, monthEnd),
    enabled: Boolean(studentKey),
  });

  const clearFrom = (step: 'student' | 'day' | 'start') => {
    if (step === 'student') {
      setStudentKey('');
      setTutorKeys([]);
    }
    if (step !== 'start') setDay(null);
    setStart(null);
    setEnd(null);
    setErrors({});
  };

  const create = useMutation({
    mutationFn: createSchedule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
      onCreated();
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      setErrors({ ...fields, form: error.message });
    },
  });

  const submit = () => {
    const parsed = scheduleInput.safeParse({
      programKey,
      studentKey,
      tutorKeys,
      time: start?.toISOString(),
      endTime: end?.toISOString(),
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  return {
    programs: createData.data?.programs ?? [],
    students: accounts.data?.students ?? [],
    tutors: accounts.data?.tutors ?? [],
    busy: availability.data ?? [],
    loadingBusy: availability.isFetching,
    programKey,
    studentKey,
    tutorKeys,
    month,
    day,
    start,
    end,
    errors,
    submitting: create.isPending,
    chooseProgram: (key: string) => {
      clearFrom('student');
      setProgramKey(key);
    },
    chooseStudent: (key: string) => {
      clearFrom('day');
      setStudentKey(key);
    },
    chooseTutors: (keys: string[]) => {
      clearFrom('day');
      setTutorKeys(keys);
    },
    setMonth,
    chooseDay: (next: Date) => {
      clearFrom('start');
      setDay(next);
    },
    chooseStart: (at: Date) => {
      setStart(at);
      setEnd(null);
    },
    setEnd,
    submit,
  };
}
