import { type ChatReportStatus, chatReportStatuses } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userCan } from '../../../../lib/permissions';
import { useToast } from '../../../../ui/toast';
import { useSession } from '../../../auth/useSession';
import { formatMessageTime } from '../formatMessageTime';
import { chatKeys, fetchChatMutes, fetchChatReports, unmuteInChat } from './chat.api';
import { ReportCard } from './ReportCard';

const tabLabels: Record<ChatReportStatus, string> = { OPEN: 'Open', HANDLED: 'Handled', DISMISSED: 'Dismissed' };
const emptyTexts: Record<ChatReportStatus, string> = {
  OPEN: 'No open reports. Well done.',
  HANDLED: 'No handled reports yet.',
  DISMISSED: 'No dismissed reports.',
};

/**
 * The admins' chat reports (the Reported tab of `/admin/chat`, ADR 0038, 0064): reports by state, each with its
 * message in context; moderators handle or dismiss them, delete the message, and mute people (listed below).
 */
export function ReportedMessages() {
  const user = useSession();
  const toast = useToast();
  const client = useQueryClient();
  const mayModerate = userCan(user, 'schoolPolicies.moderateChat');
  const [status, setStatus] = useState<ChatReportStatus>('OPEN');
  const reports = useQuery({ queryKey: chatKeys.reports(status), queryFn: () => fetchChatReports(status) });
  const mutes = useQuery({ queryKey: chatKeys.mutes, queryFn: fetchChatMutes });
  const unmute = useMutation({
    mutationFn: unmuteInChat,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: chatKeys.mutes });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Tabs
        value={status}
        onChange={(_, next: ChatReportStatus) => setStatus(next)}
        aria-label="Report states"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {chatReportStatuses.map((s) => (
          <Tab key={s} value={s} label={tabLabels[s]} />
        ))}
      </Tabs>
      <Box sx={{ p: 2, overflowY: 'auto', flex: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        {reports.isLoading ? (
          <Typography>Loading…</Typography>
        ) : reports.data?.length ? (
          reports.data.map((r) => <ReportCard key={r.key} report={r} mayModerate={mayModerate} />)
        ) : (
          <Typography color="text.secondary">{emptyTexts[status]}</Typography>
        )}
        {Boolean(mutes.data?.length) && (
          <Box component="section" aria-labelledby="chat-muted-heading" sx={{ mt: 2 }}>
            <Typography id="chat-muted-heading" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              Muted in the chat
            </Typography>
            {mutes.data?.map((m) => (
              <Box
                key={m.key}
                data-testid="chat-mute"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.5 }}
              >
                <Typography variant="body2" sx={{ flex: 1, minWidth: 180 }}>
                  {m.name}, until {formatMessageTime(m.until)}
                  {m.reason ? `: ${m.reason}` : ''}
                </Typography>
                {mayModerate && (
                  <Button size="small" onClick={() => unmute.mutate(m.key)} disabled={unmute.isPending}>
                    Unmute {m.name}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
