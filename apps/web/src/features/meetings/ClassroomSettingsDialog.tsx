import { lockNames, lockTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { type ClassroomAddress, type ClassroomSettings, saveClassroomSettings } from './liveClasses.api';

const switches: { key: Exclude<keyof ClassroomSettings, 'locks'>; label: string; help: string }[] = [
  {
    key: 'guestMode',
    label: 'Guest mode',
    help: 'People without an account may ask to join by name.',
  },
  {
    key: 'autoAdmitEnrolled',
    label: 'Let enrolled students straight in',
    help: 'Enrolled students enter without waiting for a host to let them in.',
  },
  {
    key: 'screenShareHostsOnly',
    label: 'Screen sharing for hosts only',
    help: 'Only tutors and admins may present their screen.',
  },
];

/** A classroom's settings (classroom spec 1, 6; R5, R28) as switches, saved for the next people who join. */
export function ClassroomSettingsDialog({
  classroom,
  title,
  settings,
}: {
  classroom: ClassroomAddress;
  title: string;
  settings: ClassroomSettings;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(settings);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: () => saveClassroomSettings(classroom, draft),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['classrooms'] });
      setOpen(false);
    },
  });
  const changed =
    switches.some(({ key }) => draft[key] !== settings[key]) ||
    lockNames.some((name) => draft.locks[name] !== settings.locks[name]);

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Settings of ${title}`}
        onClick={() => {
          setDraft(settings);
          save.reset();
          setOpen(true);
        }}
      >
        Settings
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Classroom settings: ${title}`}
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" disabled={!changed || save.isPending} onClick={() => save.mutate()}>
              Save settings
            </Button>
          </>
        }
      >
        <Stack spacing={2}>
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
          {switches.map(({ key, label, help }) => (
            <Stack key={key} spacing={0.25}>
              <FormControlLabel
                control={
                  <Switch
                    checked={draft[key]}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })}
                  />
                }
                label={label}
              />
              <Typography variant="body2" color="text.secondary" sx={{ pl: 6 }}>
                {help}
              </Typography>
            </Stack>
          ))}
          <Typography component="h3" variant="subtitle2">
            {lockTexts.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {lockTexts.settingsHelp}
          </Typography>
          {lockNames.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Switch
                  checked={draft.locks[name]}
                  onChange={(event) => setDraft({ ...draft, locks: { ...draft.locks, [name]: event.target.checked } })}
                />
              }
              label={lockTexts.labels[name]}
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            Changes apply to people who join from now on.
          </Typography>
        </Stack>
      </Modal>
    </>
  );
}
