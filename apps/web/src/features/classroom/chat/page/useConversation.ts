/**
 * One open conversation of the platform chat (ADR 0038), on the meeting chat's message model and reducers: history
 * in pages, live messages, receipts as watermarks, typing, and an outbox (a message shows at once as unsent, is
 * sent after its attachments upload, and is resent after a reconnect; its key makes that harmless).
 */
import type { ChatMessage, MessageReceipt, OutgoingMessage } from '@chalkline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadUrl, uploadChatFiles } from '../classroom-chat.api';
import type { ComposerDraft } from '../composer/Composer';
import { LoadRetries } from '../load-retries';
import { addReceipt, type LocalMessage, mergeMessages, patchMessage } from '../messages';
import { createTypingSender, remoteTypingClearMs } from '../typing';
import { chatKeys, fetchChatMessages } from './chat.api';
import { acquireChatSocket, type ChatSocket } from './chatSocket';

export interface Me {
  key: string;
  firstName: string;
  lastName: string;
  otherNames: string | null;
  avatar: string | null;
  gender: 'MALE' | 'FEMALE' | null;
}

const ackTimeoutMs = 10_000;

export function useConversation(room: string | null, me: Me | null, onError: (message: string) => void) {
  const client = useQueryClient();
  const [list, setList] = useState<LocalMessage[]>([]);
  const [page, setPage] = useState(0);
  const [finished, setFinished] = useState(false);
  const [loading, setLoading] = useState(false);
  const [typing, setTyping] = useState<{ firstName: string; key: string } | null>(null);
  const socketRef = useRef<ChatSocket | null>(null);
  const listRef = useRef(list);
  listRef.current = list;
  const inFlight = useRef(new Set<string>());
  const errorRef = useRef(onError);
  errorRef.current = onError;
  const retries = useRef<LoadRetries | null>(null);

  const emit = useCallback((key: string) => {
    const socket = socketRef.current;
    const message = listRef.current.find((m) => m.key === key);
    if (!socket?.connected || !message?.outbox || message.sent || inFlight.current.has(key)) return;
    inFlight.current.add(key);
    socket.timeout(ackTimeoutMs).emit('message', { message: message.outbox }, (err, answer) => {
      inFlight.current.delete(key);
      if (err) return;
      if (answer.error !== undefined) {
        // Refused for load: it stays unsent and is sent again by itself (R37).
        if (answer.code === 'RATE_LIMITED') retries.current?.refused(key, answer.error);
        else errorRef.current(answer.error);
        return;
      }
      retries.current?.taken(key);
      setList((current) =>
        mergeMessages(current, [{ ...message, sent: true, delivered: answer.delivered, read: answer.read }]),
      );
    });
  }, []);

  /** Tells the server the newest message from someone else was read (reading also delivers, R19a). */
  const markRead = useCallback(() => {
    const socket = socketRef.current;
    if (!room || !socket?.connected || !me) return;
    const newest = [...listRef.current].reverse().find((m) => m.from.key !== me.key && m.sent);
    if (!newest || newest.read.includes(me.key)) return;
    socket.emit('message_read', { messageId: newest.key, roomId: room, kind: newest.kind }, () => {
      void client.invalidateQueries({ queryKey: chatKeys.all });
    });
  }, [client, me, room]);

  // History and live events of the open conversation.
  useEffect(() => {
    setList([]);
    setPage(0);
    setFinished(false);
    setTyping(null);
    if (!room || !me) return;
    const { socket, release } = acquireChatSocket();
    socketRef.current = socket;
    retries.current = new LoadRetries(emit, (refusal) => errorRef.current(refusal));
    let cancelled = false;
    setLoading(true);
    fetchChatMessages(room, 1)
      .then(({ currentPage, messages }) => {
        if (cancelled) return;
        setList((current) => mergeMessages(current, messages));
        setPage(currentPage);
        if (!messages.length) setFinished(true);
      })
      .catch((error: Error) => !cancelled && errorRef.current(error.message))
      .finally(() => !cancelled && setLoading(false));

    const join = () => {
      socket.emit('join_room', { roomId: room }, () => {});
      for (const m of listRef.current) if (m.outbox && !m.sent) emit(m.key);
    };
    let clearTyping: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (message: ChatMessage) => {
      if (message.room !== room) return;
      setList((current) => mergeMessages(current, [message]));
      setTyping(null);
    };
    const onReceipts = ({ receipts }: { receipts: MessageReceipt[] }) =>
      setList((current) =>
        receipts.reduce((acc, r: MessageReceipt) => addReceipt(acc, r.messageId, r.key, r.kind), current),
      );
    const onTyping = (info: { key: string; roomId: string; firstName: string }) => {
      if (info.roomId !== room || info.key === me.key) return;
      setTyping({ firstName: info.firstName, key: info.key });
      clearTimeout(clearTyping);
      clearTyping = setTimeout(() => setTyping(null), remoteTypingClearMs);
    };
    const onTypingOff = (info: { roomId?: string }) => {
      if (info.roomId === room) setTyping(null);
    };
    // A moderator deleted a message: it goes from the screen at once (ADR 0064).
    const onDeleted = (gone: { key: string; room: string }) => {
      if (gone.room === room) setList((current) => current.filter((m) => m.key !== gone.key));
    };
    socket.on('message', onMessage);
    socket.on('message_deleted', onDeleted);
    socket.on('message_receipts', onReceipts);
    socket.on('typing', onTyping);
    socket.on('typing_off', onTypingOff);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      cancelled = true;
      clearTimeout(clearTyping);
      socket.off('message', onMessage);
      socket.off('message_deleted', onDeleted);
      socket.off('message_receipts', onReceipts);
      socket.off('typing', onTyping);
      socket.off('typing_off', onTypingOff);
      socket.off('connect', join);
      socketRef.current = null;
      inFlight.current.clear();
      retries.current?.stop();
      retries.current = null;
      release();
    };
  }, [room, me, emit]);

  // Messages on screen are read: whenever the list grows while the conversation is open and the tab visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the list changes
  useEffect(() => {
    if (document.visibilityState === 'visible') markRead();
  }, [list, markRead]);
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && markRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const typingSender = useMemo(
    () =>
      createTypingSender({
        typing: () => {
          const socket = socketRef.current;
          if (!socket?.connected || !room || !me) return false;
          socket.emit('typing', { key: me.key, connection: socket.id ?? '', roomId: room, firstName: me.firstName });
          return true;
        },
        typingOff: () => {
          const socket = socketRef.current;
          if (socket?.connected && room && me)
            socket.emit('typing_off', { key: me.key, connection: socket.id ?? '', roomId: room });
        },
      }),
    [room, me],
  );
  useEffect(() => () => typingSender.stop(), [typingSender]);

  /** Adds the message as unsent and sends it (after its files upload); false when there is nothing to send. */
  const send = useCallback(
    ({ content, files, category }: ComposerDraft): boolean => {
      if (!room || !me || (!content && !files.length)) return false;
      const key = crypto.randomUUID();
      const now = new Date().toISOString();
      const lists = {
        images: [] as string[],
        videos: [] as string[],
        audios: [] as string[],
        documents: [] as string[],
      };
      const local = files.map((file) => URL.createObjectURL(file));
      if (category) lists[category] = local;
      const base = { key, room, content, to: null, program: null, localTime: now };
      const message: LocalMessage = {
        ...base,
        kind: room.startsWith('chat:program:') ? 'GROUP' : 'CONTACT',
        from: me,
        ...lists,
        sent: false,
        delivered: [],
        read: [],
        createdAt: now,
        updatedAt: now,
        ...(files.length ? { uploading: true } : { outbox: outgoing(base, category, []) }),
      };
      setList((current) => mergeMessages(current, [message]));
      typingSender.stop();
      if (!files.length) {
        listRef.current = mergeMessages(listRef.current, [message]);
        emit(key);
        return true;
      }
      void uploadChatFiles(room, files)
        .then((keys) => {
          for (const url of local) URL.revokeObjectURL(url);
          const uploaded = { ...lists, ...(category ? { [category]: keys.map(downloadUrl) } : {}) };
          const ready = { ...uploaded, uploading: false, outbox: outgoing(base, category, keys) };
          listRef.current = patchMessage(listRef.current, key, ready);
          setList((current) => patchMessage(current, key, ready));
          emit(key);
        })
        .catch(() => {
          // A failed upload leaves the message unsent, with no message (platform spec 8).
          setList((current) => patchMessage(current, key, { uploading: false }));
        });
      return true;
    },
    [room, me, emit, typingSender],
  );

  const loadOlder = useCallback(async () => {
    if (!room || loading || finished) return;
    setLoading(true);
    try {
      const { currentPage, messages } = await fetchChatMessages(room, page + 1);
      if (messages.length) {
        setList((current) => mergeMessages(current, messages));
        setPage(currentPage);
      } else setFinished(true);
    } finally {
      setLoading(false);
    }
  }, [room, page, loading, finished]);

  const busy = list.some((m) => m.from.key === me?.key && !m.sent && (m.uploading || inFlight.current.has(m.key)));
  return { messages: list, typing, send, loadOlder, loading, finished, busy, keystroke: typingSender.keystroke };
}

function outgoing(
  base: { key: string; room: string; content: string; localTime: string },
  category: ComposerDraft['category'],
  keys: string[],
): OutgoingMessage {
  return {
    ...base,
    images: category === 'images' ? keys : [],
    videos: category === 'videos' ? keys : [],
    audios: category === 'audios' ? keys : [],
    documents: category === 'documents' ? keys : [],
    to: null,
    program: null,
  };
}
