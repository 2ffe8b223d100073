import { classroom, mainRoom, tickState } from '@chalkline/contracts';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Emoji } from '../../../ui/Emoji';
import { roomNameOf } from '../breakouts/breakout-reducers';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { chatRoomNumberOf, otherOnlineKeys } from '../connection/classroom-state';
import { emojiFontFamily } from '../emojiFont';
import { removeMessage } from '../host-controls/host-control-commands';
import { MessageItem } from './MessageItem';
import type { LocalMessage } from './messages';
import { useSeenReporter } from './useSeenReporter';

const historyThresholdPx = 100;

/**
 * The chat's messages, oldest first: loads older pages within 100 px of the top (keeping the view still),
 * follows new messages while at the bottom, offers a scroll-to-bottom button past 50 px, and reports
 * what comes into view as read (R19, R22).
 */
export function MessageList() {
  const connection = useConnection();
  const messages = useClassroom((s) => s.messages);
  const you = useClassroom((s) => s.you);
  const participants = useClassroom((s) => s.participants);
  const connected = useClassroom((s) => s.connected);
  const visible = useClassroom((s) => s.chatVisible);
  // A breakout room's chat (B7) says whose it is.
  const breakoutRoom = useClassroom((s) => {
    const room = chatRoomNumberOf(s);
    return room === mainRoom ? null : roomNameOf(s.breakouts, room);
  });
  const others = useMemo(() => otherOnlineKeys({ participants, you }), [participants, you]);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = useRef({ first: '', last: '', height: 0 });
  const [away, setAway] = useState(false);
  const list = messages.list;

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // A host removes one message for everyone (ADR 0081): it leaves the list when `message_removed` comes back.
  const handleRemove = useCallback(
    (message: LocalMessage) => {
      void removeMessage(connection, message.key, message.room);
    },
    [connection],
  );

  const maybeLoadOlder = useCallback(() => {
    const el = scroller.current;
    if (el && el.clientHeight > 0 && el.scrollTop <= historyThresholdPx) void connection.chat.loadOlder();
  }, [connection]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = list[0]?.key ?? '';
    const newest = list.at(-1);
    const before = last.current;
    if (first !== before.first && newest?.key === before.last && before.height) {
      el.scrollTop += el.scrollHeight - before.height;
    } else if ((newest?.key ?? '') !== before.last && (atBottom.current || newest?.from.key === you?.key)) {
      toBottom();
    }
    last.current = { first, last: newest?.key ?? '', height: el.scrollHeight };
    maybeLoadOlder();
  }, [list, you, toBottom, maybeLoadOlder]);

  useEffect(() => {
    if (!visible) return;
    if (atBottom.current) toBottom();
    maybeLoadOlder();
  }, [visible, toBottom, maybeLoadOlder]);

  const seenCheck = useMemo(() => ({ list, connected, visible }), [list, connected, visible]);
  useSeenReporter(scroller, (keys) => connection.chat.reportSeen(keys), seenCheck);

  const handleScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const remaining = el.scrollHeight - el.scrollTop - el.clientHeight;
    atBottom.current = remaining <= classroom.scrollToBottomThresholdPx;
    setAway(remaining > classroom.scrollToBottomThresholdPx);
    maybeLoadOlder();
  };

  const handleImageLoad = () => {
    if (atBottom.current) toBottom();
  };

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <Box
        ref={scroller}
        onScroll={handleScroll}
        role="log"
        aria-label="Chat messages"
        sx={{ height: '100%', overflowY: 'auto', py: 1 }}
      >
        {messages.loading && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label="Loading older messages" />
          </Box>
        )}
        {!list.length && !messages.loading && (
          <Box
            sx={{
              display: 'grid',
              justifyItems: 'center',
              gap: 1,
              textAlign: 'center',
              px: 4,
              py: 6,
              color: 'text.secondary',
            }}
          >
            <Box component="span" aria-hidden sx={{ fontSize: 40, fontFamily: emojiFontFamily }}>
              <Emoji char="👋" />
            </Box>
            <Typography sx={{ fontWeight: 700 }}>
              {breakoutRoom ? `Say hello to ${breakoutRoom}!` : 'Say hello to your class!'}
            </Typography>
            <Typography variant="body2">
              {breakoutRoom
                ? `Messages you send here are seen by everyone in ${breakoutRoom} and by your tutor.`
                : 'Messages you send here are seen by everyone in this classroom.'}
            </Typography>
          </Box>
        )}
        {list.map((message, index) => {
          const mine = message.from.key === you?.key;
          return (
            <MessageItem
              key={message.key}
              message={message}
              mine={mine}
              tick={mine ? tickState(message, others) : null}
              showSender={list[index - 1]?.from.key !== message.from.key}
              onImageLoad={handleImageLoad}
              onRemove={you?.isHost && message.sent && !message.outbox ? handleRemove : undefined}
            />
          );
        })}
      </Box>
      {away && (
        <Fab
          size="small"
          color="primary"
          aria-label="Scroll to the newest message"
          onClick={toBottom}
          sx={{ position: 'absolute', right: 16, bottom: 12 }}
        >
          <KeyboardArrowDownRounded />
        </Fab>
      )}
    </Box>
  );
}
