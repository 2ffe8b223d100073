import { type ChatReport, type ChatReportStatus, muteDurationLabels, muteDurations } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../../ui/toast';
import { formatMessageTime } from '../formatMessageTime';
import { chatKeys, deleteChatMessage, fetchReportContext, muteInChat, updateChatReport } from './chat.api';

const statusLabels: Record<ChatReportStatus, string> = { OPEN: 'Open', HANDLED: 'Handled', DISMISSED: 'Dismissed' };
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Dialogs = { kind: 'close'; status: 'HANDLED' | 'DISMISSED' } | { kind: 'delete' } | { kind: 'mute' } | null;

/** One reported message: who reported it and why, its state, its context, and the moderator's actions (ADR 0064). */
export function ReportCard({ report, mayModerate }: { report: ChatReport; mayModerate: boolean }) {
  const toast = useToast();
  const client = useQueryClient();
  const [showContext, setShowContext] = useState(false);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [note, setNote] = useState('');
  const [minutes, setMinutes] = useState<number>(60);
  const context = useQuery({
    queryKey: ['chat', 'report-context', report.key],
    queryFn: () => fetchReportContext(report.key),
    enabled: showContext,
  });
  const done = (message: string) => {
    toast.success(message);
    setDialog(null);
    setNote('');
    void client.invalidateQueries({ queryKey: chatKeys.all });
  };
  const act = useMutation({
    mutationFn: async (): Promise<string> => {
      if (dialog?.kind === 'close') {
        await updateChatReport(report.key, dialog.status, note.trim() || undefined);
        return dialog.status === 'HANDLED' ? 'Report marked handled' : 'Report dismissed';
      }
      if (dialog?.kind === 'delete') return (await deleteChatMessage(report.message.key)).message;
      if (dialog?.kind === 'mute') {
        await muteInChat({ user: report.message.fromKey, minutes, ...(note.trim() ? { reason: note.trim() } : {}) });
        return `${report.message.from} is muted for ${muteDurationLabels[minutes as keyof typeof muteDurationLabels]}`;
      }
      await updateChatReport(report.key, 'OPEN');
      return 'Report reopened';
    },
    onSuccess: done,
    onError: (error) => toast.error(error.message),
  });
  const deleted = Boolean(report.message.deletedAt);

  return (
    <Card variant="outlined" data-testid="chat-report">
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
            {report.conversation}
          </Typography>
          <Chip
            size="small"
            label={statusLabels[report.status]}
            color={report.status === 'OPEN' ? 'warning' : 'default'}
          />
          {deleted && <Chip size="small" label="Message deleted" color="error" variant="outlined" />}
        </Box>
        <Typography
          sx={{ fontWeight: 700, textDecoration: deleted ? 'line-through' : 'none', overflowWrap: 'anywhere' }}
        >
          {report.message.from}: “{report.message.text}”
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Reported by {report.reporter} on {formatMessageTime(report.createdAt)}: {report.reason}
        </Typography>
        {report.handledAt && (
          <Typography variant="body2" data-testid="chat-report-handled">
            {statusLabels[report.status]} by {report.handledBy ?? 'a former admin'} on{' '}
            {formatMessageTime(report.handledAt)}
            {report.note ? `: ${report.note}` : ''}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Button size="small" onClick={() => setShowContext(!showContext)} aria-expanded={showContext}>
            {showContext ? 'Hide context' : 'Show in context'}
          </Button>
          {mayModerate && report.status === 'OPEN' && (
            <>
              <Button size="small" variant="contained" onClick={() => setDialog({ kind: 'close', status: 'HANDLED' })}>
                Mark handled
              </Button>
              <Button size="small" onClick={() => setDialog({ kind: 'close', status: 'DISMISSED' })}>
                Dismiss
              </Button>
            </>
          )}
          {mayModerate && report.status !== 'OPEN' && (
            <Button size="small" onClick={() => act.mutate()} disabled={act.isPending}>
              Reopen
            </Button>
          )}
          {mayModerate && !deleted && (
            <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete' })}>
              Delete message
            </Button>
          )}
          {mayModerate && (
            <Button size="small" color="warning" onClick={() => setDialog({ kind: 'mute' })}>
              Mute {report.message.from}
            </Button>
          )}
        </Box>
        {showContext && (
          <Box
            component="ol"
            aria-label="The conversation around the reported message"
            sx={{ listStyle: 'none', p: 1, m: 0, display: 'grid', gap: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {context.isLoading && <li>Loading…</li>}
            {context.data?.messages.map((m) => {
              const reported = m.key === context.data.reportedKey;
              const gone = context.data.deletedKeys.includes(m.key);
              return (
                <Typography
                  component="li"
                  key={m.key}
                  variant="body2"
                  aria-current={reported ? 'true' : undefined}
                  sx={{
                    fontWeight: reported ? 800 : 400,
                    textDecoration: gone ? 'line-through' : 'none',
                    bgcolor: reported ? 'warning.light' : 'transparent',
                    borderRadius: 0.5,
                    px: 0.5,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {m.from.firstName} {m.from.lastName} ({formatMessageTime(m.createdAt)}): {plain(m.content)}
                  {gone ? ' (deleted)' : ''}
                </Typography>
              );
            })}
          </Box>
        )}
      </CardContent>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="xs">
        <DialogTitle>
          {dialog?.kind === 'close'
            ? dialog.status === 'HANDLED'
              ? 'Mark this report handled'
              : 'Dismiss this report'
            : dialog?.kind === 'delete'
              ? 'Delete this message for everyone?'
              : `Mute ${report.message.from} in the chat`}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {dialog?.kind === 'delete' ? (
            <Typography variant="body2">
              It disappears from the conversation at once for everyone. You still see it here, and the deletion is in
              the activity log.
            </Typography>
          ) : (
            <>
              {dialog?.kind === 'mute' && (
                <TextField
                  select
                  label="For how long"
                  value={minutes}
                  onChange={(e) => setMinutes(Number(e.target.value))}
                  sx={{ mt: 1 }}
                >
                  {muteDurations.map((m) => (
                    <MenuItem key={m} value={m}>
                      {muteDurationLabels[m]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                label={dialog?.kind === 'mute' ? 'Reason (optional)' : 'Note (optional)'}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                multiline
                minRows={2}
                sx={{ mt: dialog?.kind === 'mute' ? 0 : 1 }}
                slotProps={{ htmlInput: { maxLength: dialog?.kind === 'mute' ? 500 : 1000 } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>Cancel</Button>
          <Button
            variant="contained"
            color={dialog?.kind === 'delete' ? 'error' : 'primary'}
            onClick={() => act.mutate()}
            disabled={act.isPending}
          >
            {dialog?.kind === 'delete' ? 'Delete' : dialog?.kind === 'mute' ? 'Mute' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
