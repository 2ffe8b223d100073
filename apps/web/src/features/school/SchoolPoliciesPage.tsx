import type { SchoolSettings } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ListPage } from '../../ui/ListPage';
import { SectionCard } from '../../ui/SectionCard';
import { useToast } from '../../ui/toast';
import { useSchoolSettings, useUpdateSchoolSettings } from './useSchoolSettings';

type Switches =
  | 'studentDirectMessages'
  | 'keepMessages'
  | 'studentsSeeRecordings'
  | 'guardiansWatchLessons'
  | 'requireAdminTwoFactor'
  | 'requireTutorTwoFactor';
type Numbers =
  | 'messageRetentionDays'
  | 'renewalGraceDays'
  | 'reminderMinutesBefore'
  | 'staffIdleMinutes'
  | 'staffSessionHours'
  | 'attendanceMinSharePercent'
  | 'proctoringRetentionDays';

const switches: readonly { key: Switches; label: string; help: string }[] = [
  {
    key: 'studentDirectMessages',
    label: 'Students may message other students directly',
    help: 'Off: students talk only with their tutors and in their program groups.',
  },
  {
    key: 'keepMessages',
    label: 'Keep every message',
    help: 'On: chat messages are never deleted from the school’s records, even when hidden from a conversation. Off: messages older than the retention period below are deleted every night.',
  },
  {
    key: 'studentsSeeRecordings',
    label: 'Students may watch recordings of their classes',
    help: 'Off: only tutors and admins see classroom recordings.',
  },
  {
    key: 'guardiansWatchLessons',
    label: 'Guardians may watch their children’s lessons',
    help: 'On: guardians get the classroom link of their children’s lessons and knock to come in. Off: they see the schedule only.',
  },
  {
    key: 'requireAdminTwoFactor',
    label: 'Require two-factor sign-in for admins',
    help: 'On: masters and managers sign in with a code from an app after their password, and set it up first.',
  },
  {
    key: 'requireTutorTwoFactor',
    label: 'Require two-factor sign-in for tutors',
    help: 'On: tutors too sign in with a code from an app after their password.',
  },
];

const numbers: readonly { key: Numbers; label: string; help: string; min: number; max: number }[] = [
  {
    key: 'messageRetentionDays',
    label: 'Chat retention (days)',
    help: 'With “Keep every message” off, chat messages older than this are deleted (30 to 3650 days; open reports keep theirs).',
    min: 30,
    max: 3650,
  },
  {
    key: 'reminderMinutesBefore',
    label: 'Lesson reminder (minutes before)',
    help: 'Between 5 and 10080 minutes (a week).',
    min: 5,
    max: 10_080,
  },
  {
    key: 'attendanceMinSharePercent',
    label: 'Attended when present for (% of the lesson)',
    help: 'A lesson held in the classroom counts as attended, and kept, when the student was there for at least this share of it.',
    min: 1,
    max: 100,
  },
  {
    key: 'proctoringRetentionDays',
    label: 'Proctoring pictures kept for (days)',
    help: 'The camera and screen pictures and the events of a proctored quiz are deleted this many days after it ends.',
    min: 1,
    max: 365,
  },
  {
    key: 'renewalGraceDays',
    label: 'Grace after a failed renewal (days)',
    help: 'Classroom access ends this many days after a renewal fails, unless a retry succeeds.',
    min: 0,
    max: 60,
  },
  {
    key: 'staffIdleMinutes',
    label: 'Admin sign-in ends when idle for (minutes)',
    help: 'Between 5 and 480 minutes without using Chalkline.',
    min: 5,
    max: 480,
  },
  {
    key: 'staffSessionHours',
    label: 'Admin sign-in ends after (hours)',
    help: 'Between 1 and 72 hours after signing in, however busy.',
    min: 1,
    max: 72,
  },
];

/** /admin/settings/school: the school-wide policies (higher admins, ADR 0045). */
export function SchoolPoliciesPage() {
  const { settings, isLoading, isError } = useSchoolSettings();
  const update = useUpdateSchoolSettings();
  const toast = useToast();
  const [draft, setDraft] = useState<SchoolSettings>(settings);
  useEffect(() => setDraft(settings), [settings]);

  const changed = (Object.keys(draft) as (keyof SchoolSettings)[]).filter((key) => draft[key] !== settings[key]);
  const invalid = numbers.filter(({ key, min, max }) => {
    const value = draft[key];
    return !Number.isInteger(value) || value < min || value > max;
  });
  const save = () =>
    update.mutate(Object.fromEntries(changed.map((key) => [key, draft[key]])), {
      onSuccess: () => toast.success('School policies saved'),
      onError: (error) => toast.error(error.message),
    });

  return (
    <ListPage title="School Policies">
      {isError ? <Alert severity="error">We couldn’t load the school policies. Please try again.</Alert> : null}
      {isLoading ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <SectionCard
          title="Policies"
          description="How this school runs messaging, recordings, reminders, attendance, renewals and staff sign-in."
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            {switches.map(({ key, label, help }) => (
              <Box key={key}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft[key]}
                      onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                    />
                  }
                  label={label}
                />
                <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
                  {help}
                </Typography>
              </Box>
            ))}
            {numbers.map(({ key, label, help, min, max }) => {
              const wrong = invalid.some((item) => item.key === key);
              return (
                <TextField
                  key={key}
                  type="number"
                  label={label}
                  value={Number.isNaN(draft[key]) ? '' : draft[key]}
                  onChange={(event) => setDraft({ ...draft, [key]: Number.parseInt(event.target.value, 10) })}
                  slotProps={{ htmlInput: { min, max, step: 1 } }}
                  error={wrong}
                  helperText={wrong ? `Please enter a whole number from ${min} to ${max}` : help}
                  sx={{ maxWidth: 420 }}
                />
              );
            })}
            <Box>
              <Button
                variant="contained"
                onClick={save}
                disabled={!changed.length || invalid.length > 0 || update.isPending}
              >
                Save Policies
              </Button>
            </Box>
          </Box>
        </SectionCard>
      )}
    </ListPage>
  );
}
