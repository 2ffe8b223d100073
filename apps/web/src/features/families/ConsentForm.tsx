import { type ConsentInput, type ConsentState, familyTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatLongDateTime } from '../../lib/format';
import { useToast } from '../../ui/toast';
import { familiesKey } from './families.api';

/**
 * A child's consent to being recorded and to being on camera (ADR 0079): on the guardian's site, and on the
 * student's admin page where an admin records it on a guardian's behalf. Without consent the classroom refuses the
 * host's Record and the child's camera.
 */
export function ConsentForm({
  consent,
  onSave,
  onBehalf = false,
}: {
  consent: ConsentState;
  onSave: (input: ConsentInput) => Promise<{ message?: string }>;
  onBehalf?: boolean;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<ConsentInput>({ recording: consent.recording, camera: consent.camera });
  useEffect(() => setValue({ recording: consent.recording, camera: consent.camera }), [consent]);
  const save = useMutation({
    mutationFn: () => onSave(value),
    onSuccess: (answer) => {
      toast.success(answer.message ?? familyTexts.consentSaved);
      void queryClient.invalidateQueries({ queryKey: familiesKey });
    },
    onError: (e) => toast.error(e.message),
  });
  const changed = value.recording !== consent.recording || value.camera !== consent.camera;
  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <FormControlLabel
        control={
          <Switch checked={value.recording} onChange={(e) => setValue({ ...value, recording: e.target.checked })} />
        }
        label="Lessons with this child may be recorded"
      />
      <FormControlLabel
        control={<Switch checked={value.camera} onChange={(e) => setValue({ ...value, camera: e.target.checked })} />}
        label="This child may be on camera in lessons"
      />
      <Typography variant="caption" color="text.secondary">
        {consent.updatedAt
          ? `Last changed ${formatLongDateTime(consent.updatedAt)}${consent.updatedBy ? ` by ${consent.updatedBy}` : ''}.`
          : 'Not answered yet: until it is, this child is left out of recordings and the camera stays off.'}
        {onBehalf ? ' You record it on a guardian’s behalf; the change is in the activity log.' : ''}
      </Typography>
      <Button
        variant="contained"
        onClick={() => save.mutate()}
        disabled={!changed || save.isPending}
        sx={{ justifySelf: 'start' }}
      >
        Save consent
      </Button>
    </Box>
  );
}
