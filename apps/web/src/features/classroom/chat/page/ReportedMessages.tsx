import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMessageTime } from '../formatMessageTime';
import { chatKeys, fetchChatMessages, fetchChatReports } from './chat.api';

/** Reported messages and, on demand, their conversations (admins with `chat.readReported`, ADR 0038). */
export function ReportedMessages() {
  const reports = useQuery({ queryKey: chatKeys.reports, queryFn: fetchChatReports });
  const [open, setOpen] = useState<string | null>(null);
  const conversation = useQuery({
    queryKey: ['chat', 'reported-conversation', open],
    queryFn: () => fetchChatMessages(open!, 1),
    enabled: Boolean(open),
  });
  if (reports.isLoading) return <Typography sx={{ p: 2 }}>Loading…</Typography>;
  if (!reports.data?.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No message has been reported.
      </Typography>
    );
  return (
    <Box sx={{ p: 2, overflowY: 'auto', height: '100%', display: 'grid', gap: 1.5, alignContent: 'start' }}>
      {reports.data.map((r) => (
        <Card key={r.key} variant="outlined">
          <CardContent>
            <Typography variant="overline">{r.conversation}</Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {r.message.from}: “{r.message.text}”
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Reported by {r.reporter} on {formatMessageTime(r.createdAt)}: {r.reason}
            </Typography>
            <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(open === r.room ? null : r.room)}>
              {open === r.room ? 'Hide conversation' : 'Read the conversation'}
            </Button>
            {open === r.room && (
              <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }}>
                {[...(conversation.data?.messages ?? [])].reverse().map((m) => (
                  <Typography key={m.key} variant="body2" sx={{ fontWeight: m.key === r.message.key ? 800 : 400 }}>
                    {m.from.firstName} {m.from.lastName}: {m.content.replace(/<[^>]*>/g, ' ')}
                  </Typography>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
