import type { ChatMessage, OutgoingMessage } from '@chalkline/contracts';
import { type ClassroomState, chatRoomOf, selfOf } from '../connection/classroom-state';
import type { MeetSocket } from '../connection/meet-socket';
import type { Store } from '../connection/store';
import { downloadUrl, fetchMessagesPage, uploadChatFiles } from './classroom-chat.api';
import type { AttachmentCategory } from './composer/attachments';
import { LoadRetries } from './load-retries';
import { type LocalMessage, mergeMessages, patchMessage } from './messages';
import { ReceiptReporter } from './receipt-reporter';

/** The HTTP side of the chat (R21, R22). */
export interface ChatTransport {
  upload: (room: string, files: readonly File[]) => Promise<string[]>;
  fetchPage: typeof fetchMessagesPage;
}

const ackTimeoutMs = 10_000;

/**
 * The classroom chat's sending side: a message shows at once as pending, is sent once its images are uploaded,
 * and stays pending (to be resent after re-admission, harmless thanks to its key, R18) until acknowledged. A message
 * the server refused for load (R37) is sent again by itself, backing off, until it is taken.
 * Also reports receipts as watermarks (R19b) and loads older pages (R22).
 */
export class ChatOutbox {
  private readonly inFlight = new Set<string>();
  private readonly retries: LoadRetries;
  private readonly receipts: ReceiptReporter;
  private readonly transport: ChatTransport;

  constructor(
    private readonly store: Store<ClassroomState>,
    private readonly socket: () => MeetSocket | null,
    private readonly notify: (message: string) => void,
    transport: Partial<ChatTransport> = {},
  ) {
    this.transport = { upload: uploadChatFiles, fetchPage: fetchMessagesPage, ...transport };
    this.receipts = new ReceiptReporter(store, socket);
    this.retries = new LoadRetries((key) => this.emit(key), notify);
  }

  /**
   * Adds the message as pending and sends it; answers false (and does nothing) when it is empty. The files are all
   * of one category (the shared composer's rule), images unless told.
   */
  send(content: string, files: readonly File[] = [], category: AttachmentCategory = 'images'): boolean {
    const state = this.store.get();
    const room = chatRoomOf(state);
    const self = selfOf(state);
    if ((!content.trim() && !files.length) || !room || !state.you) return false;
    const now = new Date().toISOString();
    const key = crypto.randomUUID();
    const message: LocalMessage = {
      key,
      room,
      kind: 'GROUP',
      from: {
        key: state.you.key,
        firstName: self?.firstName ?? '',
        lastName: self?.lastName ?? '',
        otherNames: self?.otherNames ?? null,
        avatar: self?.avatar ?? null,
        gender: self?.gender ?? null,
      },
      to: null,
      program: null,
      content,
      ...attachmentLists(
        category,
        files.map((file) => URL.createObjectURL(file)),
      ),
      sent: false,
      delivered: [],
      read: [],
      createdAt: now,
      updatedAt: now,
      localTime: now,
      ...(files.length
        ? { uploading: true }
        : { outbox: outgoing({ key, room, content, localTime: now }, category, []) }),
    };
    this.update((list) => mergeMessages(list, [message]));
    if (files.length) void this.uploadThenSend(message, files, category);
    else this.emit(key);
    return true;
  }

  /** Sends every own message still pending (after (re-)admission, R10). */
  resendUnsent(): void {
    for (const message of this.store.get().messages.list) if (message.outbox && !message.sent) this.emit(message.key);
  }

  /** The socket dropped: acks in flight will never come, so those messages may be sent again. */
  forgetInFlight(): void {
    this.inFlight.clear();
    this.retries.stop();
    this.receipts.forget();
  }

  /** A message from someone else reached this tab: the newest of a window is reported delivered (R19b). */
  reportDelivered(message: ChatMessage): void {
    this.receipts.noteArrived(message.key);
  }

  /** Messages on screen now: the newest not yet read by this person is reported read, once per window (R19b). */
  reportSeen(keys: Iterable<string>): void {
    this.receipts.noteSeen(keys);
  }

  /** Loads the next older page of history unless one is loading or the history ended (R22). */
  async loadOlder(): Promise<void> {
    const state = this.store.get();
    const room = chatRoomOf(state);
    if (!room || !state.ready || state.messages.loading || state.messages.finished) return;
    this.setMessages({ loading: true });
    try {
      const { currentPage, messages } = await this.transport.fetchPage(room, state.messages.page + 1);
      this.store.update((s) => ({
        ...s,
        messages: messages.length
          ? { ...s.messages, list: mergeMessages(s.messages.list, messages), page: currentPage, loading: false }
          : { ...s.messages, finished: true, loading: false },
      }));
    } catch {
      this.setMessages({ loading: false });
    }
  }

  private async uploadThenSend(message: LocalMessage, files: readonly File[], category: AttachmentCategory) {
    try {
      const keys = await this.transport.upload(message.room, files);
      for (const url of message[category]) URL.revokeObjectURL(url);
      this.update((list) =>
        patchMessage(list, message.key, {
          ...attachmentLists(category, keys.map(downloadUrl)),
          uploading: false,
          outbox: outgoing(message, category, keys),
        }),
      );
      this.emit(message.key);
    } catch {
      // A failed upload leaves the message unsent, with no message (platform spec 8).
      this.update((list) => patchMessage(list, message.key, { uploading: false }));
    }
  }

  private emit(key: string) {
    const socket = this.socket();
    const message = this.store.get().messages.list.find((m) => m.key === key);
    if (!socket || !message?.outbox || message.sent || this.inFlight.has(key)) return;
    this.inFlight.add(key);
    socket.timeout(ackTimeoutMs).emit('message', { message: message.outbox }, (err, answer) => {
      this.inFlight.delete(key);
      if (err) return;
      if (answer.error !== undefined) {
        // Refused for load: it stays pending and is sent again by itself; the person is told once (R37).
        if (answer.code === 'RATE_LIMITED') this.retries.refused(key, answer.error);
        else this.notify(answer.error);
        return;
      }
      this.retries.taken(key);
      this.update((list) =>
        mergeMessages(list, [{ ...message, sent: true, delivered: answer.delivered, read: answer.read }]),
      );
    });
  }

  /** No retry waits any more (the classroom closed). */
  stopRetrying(): void {
    this.retries.stop();
  }

  private update(change: (list: LocalMessage[]) => LocalMessage[]) {
    this.store.update((s) => ({ ...s, messages: { ...s.messages, list: change(s.messages.list) } }));
  }

  private setMessages(patch: Partial<ClassroomState['messages']>) {
    this.store.update((s) => ({ ...s, messages: { ...s.messages, ...patch } }));
  }
}

/** The four attachment lists with `items` in the category's. */
const attachmentLists = (category: AttachmentCategory, items: string[]) => ({
  images: category === 'images' ? items : [],
  videos: category === 'videos' ? items : [],
  audios: category === 'audios' ? items : [],
  documents: category === 'documents' ? items : [],
});

function outgoing(
  message: Pick<LocalMessage, 'key' | 'room' | 'content' | 'localTime'>,
  category: AttachmentCategory,
  keys: string[],
): OutgoingMessage {
  return {
    key: message.key,
    room: message.room,
    content: message.content,
    ...attachmentLists(category, keys),
    to: null,
    program: null,
    ...(message.localTime ? { localTime: message.localTime } : {}),
  };
}
