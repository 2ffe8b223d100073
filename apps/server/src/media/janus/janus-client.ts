/**
 * A client of Janus's WebSocket API (subprotocol `janus-protocol`): one session per connection, requests
 * matched to replies by transaction, plugin requests answered synchronously (`success`) or after an `ack` by
 * an `event` with the same transaction, keepalives every `keepaliveMs` (Janus drops a silent session after
 * its session_timeout), and everything without a transaction (webrtcup, hangup, media, talking, offers that
 * Janus starts itself) handed to the listener of the handle that sent it.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import WebSocket from 'ws';

export interface JanusJsep {
  type: 'offer' | 'answer';
  sdp: string;
  trickle?: boolean;
}

/** A message Janus sent: the fields this engine reads. */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: JanusJsep;
  error?: { code: number; reason: string };
  [key: string]: unknown;
}

/** Janus refused a request; `code` is Janus's or the plugin's error code. */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus error ${code}: ${reason}`);
    this.name = 'JanusError';
  }
}

export interface PluginReply {
  data: Record<string, unknown>;
  jsep?: JanusJsep;
}

type Pending = { resolve: (m: JanusMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };

export interface JanusClientOptions {
  keepaliveMs?: number;
  requestTimeoutMs?: number;
}

/**
 * Emits `close` once when the connection is lost (the instance died or restarted); the session is gone
 * with it, so the owner must treat every handle of it as lost.
 */
export class JanusClient extends EventEmitter {
  private socket: WebSocket | undefined;
  private readonly pending = new Map<string, Pending>();
  private readonly handles = new Map<number, (message: JanusMessage) => void>();
  private keepalive: NodeJS.Timeout | undefined;
  /** Transactions of keepalives, whose only answer is an `ack`. */
  private readonly keepalives = new Set<string>();
  sessionId = 0;
  closed = false;

  constructor(
    readonly url: string,
    private readonly options: JanusClientOptions = {},
  ) {
    super();
  }

  /** Connects and creates the session. */
  async connect(): Promise<void> {
    const socket = new WebSocket(this.url, 'janus-protocol', { handshakeTimeout: 5000 });
    this.socket = socket;
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.on('message', (raw) => this.receive(raw.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => this.lost());
    const created = await this.request({ janus: 'create' });
    this.sessionId = created.data!.id!;
    const every = this.options.keepaliveMs ?? 15_000;
    this.keepalive = setInterval(() => {
      this.request({ janus: 'keepalive', session_id: this.sessionId }).catch(() => undefined);
    }, every);
    this.keepalive.unref();
  }

  private receive(text: string) {
    let message: JanusMessage;
    try {
      message = JSON.parse(text) as JanusMessage;
    } catch {
      return;
    }
    // An `ack` only says a plugin request was queued: its answer comes later with the same transaction.
    if (message.janus === 'ack' && !this.keepalives.delete(message.transaction ?? '')) return;
    const pending = message.transaction ? this.pending.get(message.transaction) : undefined;
    if (pending) {
      this.pending.delete(message.transaction!);
      clearTimeout(pending.timer);
      if (message.janus === 'error') pending.reject(new JanusError(message.error!.code, message.error!.reason));
      else pending.resolve(message);
      return;
    }
    if (message.sender !== undefined) this.handles.get(message.sender)?.(message);
  }

  /** Sends one request and resolves with its final answer (the `event` after an `ack` for plugin messages). */
  request(body: Record<string, unknown>): Promise<JanusMessage> {
    const socket = this.socket;
    if (!socket || this.closed || socket.readyState !== WebSocket.OPEN)
      return Promise.reject(new JanusError(0, 'connection to Janus lost'));
    const transaction = randomBytes(9).toString('base64url');
    if (body.janus === 'keepalive') this.keepalives.add(transaction);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        this.keepalives.delete(transaction);
        reject(new JanusError(0, `no answer to ${String(body.janus)} within the timeout`));
      }, this.options.requestTimeoutMs ?? 10_000);
      this.pending.set(transaction, { resolve, reject, timer });
      socket.send(JSON.stringify({ ...body, transaction }));
    });
  }

  /** Attaches a VideoRoom handle whose unsolicited messages go to `listener`. */
  async attach(listener: (message: JanusMessage) => void): Promise<number> {
    const reply = await this.request({ janus: 'attach', session_id: this.sessionId, plugin: 'janus.plugin.videoroom' });
    const id = reply.data!.id!;
    this.handles.set(id, listener);
    return id;
  }

  /** A plugin request on a handle; a plugin-level error (`error_code`) rejects like a Janus error. */
  async message(handleId: number, body: Record<string, unknown>, jsep?: JanusJsep): Promise<PluginReply> {
    const reply = await this.request({
      janus: 'message',
      session_id: this.sessionId,
      handle_id: handleId,
      body,
      ...(jsep ? { jsep } : {}),
    });
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error ?? 'error'));
    return { data, jsep: reply.jsep };
  }

  /** Detaches a handle (its PeerConnection closes); a handle Janus no longer knows counts as detached. */
  async detach(handleId: number): Promise<void> {
    this.handles.delete(handleId);
    await this.request({ janus: 'detach', session_id: this.sessionId, handle_id: handleId }).catch(() => undefined);
  }

  get handleCount() {
    return this.handles.size;
  }

  private lost() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepalive);
    for (const [transaction, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new JanusError(0, 'connection to Janus lost'));
      this.pending.delete(transaction);
    }
    this.handles.clear();
    this.emit('close');
  }

  /** Destroys the session (Janus frees every handle of it) and closes the connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.request({ janus: 'destroy', session_id: this.sessionId }).catch(() => undefined);
    this.lost();
    this.socket?.close();
  }
}

/** One Admin API request (`janus-admin-protocol`) on a short-lived connection; resolves with Janus's answer. */
export async function adminRequest(url: string, body: Record<string, unknown>): Promise<JanusMessage> {
  const socket = new WebSocket(url, 'janus-admin-protocol', { handshakeTimeout: 3000 });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const transaction = randomBytes(9).toString('base64url');
    const reply = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new JanusError(0, 'admin request timed out')), 5000);
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as JanusMessage;
        if (message.transaction !== transaction) return;
        clearTimeout(timer);
        if (message.janus === 'error') reject(new JanusError(message.error!.code, message.error!.reason));
        else resolve(message);
      });
    });
    socket.send(JSON.stringify({ ...body, transaction }));
    return await reply;
  } finally {
    socket.close();
  }
}
