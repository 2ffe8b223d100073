import { familyTexts } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Modal } from '../../../ui/Modal';
import { useRecorder, useRecorderState } from './RecordingContext';

/**
 * The host's answer to a recording refused for want of consent (ADR 0079): the server's reason, naming the students,
 * and the choice to record without them (their tiles, voices and screens are left out) or not to record.
 */
export function ConsentRefusalDialog() {
  const recorder = useRecorder();
  const { consentRefusal } = useRecorderState();
  if (!recorder) return null;
  return (
    <Modal
      open={consentRefusal !== null}
      onClose={() => recorder.dismissRefusal()}
      title="Recording cannot start"
      actions={
        <>
          <Button onClick={() => recorder.dismissRefusal()}>Don’t record</Button>
          <Button variant="contained" onClick={() => recorder.start({ withoutThem: true })}>
            {familyTexts.recordWithoutThem}
          </Button>
        </>
      }
    >
      <Typography>{consentRefusal}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        You can record the lesson without them: their video, voice and screen are left out of the recording, and they
        are told so. A guardian can give consent from their own site at any time.
      </Typography>
    </Modal>
  );
}
