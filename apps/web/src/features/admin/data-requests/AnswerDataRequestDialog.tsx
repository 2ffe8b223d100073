import { type DataRequest, dataExportDays, maxLength } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { completeErasure, completeExport, declineDataRequest } from '../../families/data-requests/dataRequests.api';

export type Answer = 'complete' | 'decline';

const errorText = (error: unknown) =>
  isApiError(error)
    ? (error.fields?.confirm ?? error.fields?.reason ?? error.message)
    : 'Something went wrong. Please try again.';
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * Completes a data request (ADR 0085): an export runs and waits for the guardian to download it; an erasure asks for
 * the person's email address typed again (ADR 0072). Or declines it with the reason the guardian is told.
 */
export function AnswerDataRequestDialog({
  request,
  answer,
  onClose,
  onAnswered,
}: {
  request: DataRequest | null;
  answer: Answer;
  onClose: () => void;
  onAnswered: () => void;
}) {
  const toast = useToast();
  const [text, setText] = useState('');
  const run = useMutation({
    mutationFn: async () => {
      if (!request) throw new Error('No request');
      if (answer === 'decline') return declineDataRequest(request.key, text.trim());
      return request.kind === 'EXPORT' ? completeExport(request.key) : completeErasure(request.key, text.trim());
    },
    onSuccess: (done) => {
      toast.success(done.message);
      setText('');
      onAnswered();
    },
  });
  const close = () => {
    setText('');
    run.reset();
    onClose();
  };
  if (!request) return null;
  const subject = nameOf(request.subject);
  const erasing = answer === 'complete' && request.kind === 'ERASURE';
  const ready =
    answer === 'decline'
      ? text.trim().length > 0
      : !erasing || text.trim().toLowerCase() === request.subject.email.toLowerCase();
  const title =
    answer === 'decline'
      ? 'Decline the request?'
      : request.kind === 'EXPORT'
        ? `Export the data of ${subject}?`
        : `Erase ${subject}?`;

  return (
    <Modal
      open
      onClose={close}
      title={title}
      maxWidth="xs"
      actions={(dismiss) => (
        <>
          <Button onClick={dismiss} disabled={run.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={erasing || answer === 'decline' ? 'error' : 'primary'}
            type="submit"
            form="answer-data-request"
            loading={run.isPending}
            disabled={!ready}
          >
            {answer === 'decline' ? 'Decline' : erasing ? 'Erase' : 'Export'}
          </Button>
        </>
      )}
    >
      {run.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(run.error)}
        </Alert>
      )}
      <form
        id="answer-data-request"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) run.mutate();
        }}
      >
        <DialogContentText sx={{ mb: 2 }}>
          {answer === 'decline'
            ? `${nameOf(request.requester)} is told the reason you give.`
            : erasing
              ? `This removes or anonymises ${subject}’s personal data everywhere, deletes their files and ends their sign-in. Invoices and payments stay, with an anonymous party. This cannot be undone.`
              : `A zip of everything Chalkline holds about ${subject}. ${nameOf(request.requester)} can download it from their site for ${dataExportDays} days.`}
        </DialogContentText>
        {(erasing || answer === 'decline') && (
          <TextField
            label={answer === 'decline' ? 'Reason' : 'Type their email address to confirm'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            helperText={erasing ? request.subject.email : undefined}
            autoComplete="off"
            fullWidth
            autoFocus
            multiline={answer === 'decline'}
            minRows={answer === 'decline' ? 2 : undefined}
            slotProps={{ htmlInput: { maxLength: answer === 'decline' ? maxLength.summary : maxLength.email } }}
          />
        )}
      </form>
    </Modal>
  );
}
