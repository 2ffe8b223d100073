import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { formatLongDateTime } from '../../lib/format';
import { Modal } from '../../ui/Modal';
import { issuePairingCode } from './families.api';

/**
 * Issues a one-time pairing code for a student's guardian (ADR 0079): the student's tutor or an admin hands it to
 * the guardian, who types it on their site. Shown once; a new one can be issued any time.
 */
export function PairingCodeButton({ studentKey, studentName }: { studentKey: string; studentName: string }) {
  const issue = useMutation({ mutationFn: () => issuePairingCode(studentKey) });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        onClick={() => issue.mutate()}
        disabled={issue.isPending}
        sx={{ justifySelf: 'start' }}
      >
        Issue a guardian pairing code
      </Button>
      {issue.isError && <Alert severity="error">{issue.error.message}</Alert>}
      {issue.data && (
        <Alert severity="success" role="status">
          Pairing code for {studentName}’s guardian:{' '}
          <strong style={{ letterSpacing: '0.15em' }}>{issue.data.code}</strong>. It works once, until{' '}
          {formatLongDateTime(issue.data.expiresAt)}.
        </Alert>
      )}
    </Box>
  );
}

/** The tutor's students list: a button opening the pairing code for that student's guardian. */
export function GuardianCodeDialogButton({
  student,
}: {
  student: { key: string; firstName: string; lastName: string };
}) {
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <Modal title={`A pairing code for ${name}’s guardian`} trigger={<Button size="small">Guardian code</Button>}>
      <PairingCodeButton studentKey={student.key} studentName={name} />
    </Modal>
  );
}
