import { type TickState, tickState } from '@chalkline/contracts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useToast } from '../../../../ui/toast';
import { Composer } from '../composer/Composer';
import type { LocalMessage } from '../messages';
import { ChatMessageBubble } from './ChatMessageBubble';
import { blockPerson, chatKeys, reportMessage } from './chat.api';
import { type Me, useConversation } from './useConversation';

export interface ConversationInfo {
  room: string;
  title: string;
  subtitle?: ReactNode;
  avatar?: string;
  /** Who else is in it: a direct chat's other person; a group's size (ticks compare against it). */
  others: { keys: string[] } | { count: number };
  /** The other student, when the viewer may block them (ADR 0064). */
  block?: { key: string; name: string };
}

/** Ticks of one's own message in a group, where the members are known by count (classroom spec 4's rule). */
function groupTick(message: LocalMessage, others: number): TickState {
  if (!message.sent) return 'pending';
  if (others > 0 && message.read.length >= others) return 'read';
  if (others > 0 && new Set([...message.delivered, ...message.read]).size >= others) return 'delivered';
  return 'sent';
}

/** An open conversation: its history (older pages near the top), typing line and composer. */
export function ConversationView({ info, me, onBack }: { info: ConversationInfo; me: Me; onBack?: () => void }) {
  const toast = useToast();
  const chat = useConversation(info.room, me, (message) => toast.error(message));
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [reporting, setReporting] = useState<LocalMessage | null>(null);
  const [reason, setReason] = useState('');
  const [blocking, setBlocking] = useState(false);
  const client = useQueryClient();

  // Follow new messages while the reader is at the bottom.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [chat.messages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly opened conversation starts at its bottom
  useEffect(() => {
    atBottom.current = true;
  }, [info.room]);

  const handleScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 50;
    // Classroom spec 4: the next page loads within 100 px of the top.
    if (el.scrollTop < 100 && !chat.finished && !chat.loading) void chat.loadOlder();
  };

  const tickOf = (m: LocalMessage): TickState | null => {
    if (m.from.key !== me.key) return null;
    return 'keys' in info.others ? tickState(m, info.others.keys) : groupTick(m, info.others.count);
  };

  const submitReport = async () => {
    if (!reporting) return;
    try {
      const answer = await reportMessage(reporting.key, reason);
      toast.success(answer.message);
      setReporting(null);
      setReason('');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const submitBlock = async () => {
    if (!info.block) return;
    try {
      toast.success((await blockPerson(info.block.key)).message);
      setBlocking(false);
      void client.invalidateQueries({ queryKey: chatKeys.all });
      onBack?.();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="conversation">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {onBack && (
          <IconButton aria-label="Back to conversations" onClick={onBack} edge="start">
            <ArrowBackRounded />
          </IconButton>
        )}
        <Avatar src={info.avatar} alt="" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800, lineHeight: 1.2 }} noWrap>
            {info.title}
          </Typography>
          {info.subtitle && (
            <Typography variant="caption" color="text.secondary" component="div">
              {info.subtitle}
            </Typography>
          )}
        </Box>
        {info.block && (
          <Button size="small" color="error" sx={{ ml: 'auto', flexShrink: 0 }} onClick={() => setBlocking(true)}>
            Block
          </Button>
        )}
      </Box>
      <Box
        ref={scroller}
        onScroll={handleScroll}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', py: 1 }}
        role="log"
        aria-label="Messages"
        aria-live="polite"
      >
        {chat.loading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={22} />
          </Box>
        )}
        {!chat.loading && chat.messages.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
            No messages yet. Say hello!
          </Typography>
        )}
        {chat.messages.map((m, i) => (
          <ChatMessageBubble
            key={m.key}
            message={m}
            mine={m.from.key === me.key}
            tick={tickOf(m)}
            showSender={i === 0 || chat.messages[i - 1]!.from.key !== m.from.key}
            onReport={setReporting}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, minHeight: 18 }} aria-live="polite">
        {chat.typing ? `${chat.typing.firstName} is typing...` : ''}
      </Typography>
      <Composer onSend={chat.send} onTyping={chat.keystroke} busy={chat.busy} />
      <Dialog open={blocking} onClose={() => setBlocking(false)} fullWidth maxWidth="xs">
        <DialogTitle>Block {info.block?.name}?</DialogTitle>
        <DialogContent>
          <Typography variant="body2">
            Neither of you will be able to message the other. They are not told. You can unblock them later from Blocked
            people.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBlocking(false)}>Cancel</Button>
          <Button variant="contained" color="error" onClick={() => void submitBlock()}>
            Block
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={Boolean(reporting)} onClose={() => setReporting(null)} fullWidth maxWidth="xs">
        <DialogTitle>Report this message</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            An administrator will read this message and the conversation it is in.
          </Typography>
          <TextField
            label="What is wrong with it?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReporting(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void submitReport()} disabled={reason.trim().length < 3}>
            Report
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
