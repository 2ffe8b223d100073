/**
 * One Janus instance as the engine sees it: a WebSocket session that is `alive` while connected, and that
 * reconnects on its own after a loss (a supervised janus comes back on the same URL after a restart). The
 * engine hears `down` once per loss, and `up` after each (re)connection.
 */
import { EventEmitter } from 'node:events';
import { JanusClient } from './janus-client.js';
import type { JanusProcess } from './janus-process.js';
import type { PinnableInstance } from './room-pinning.js';

export class JanusInstance extends EventEmitter implements PinnableInstance {
  client: JanusClient | undefined;
  alive = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly fixedUrl: string,
    /** Present when this server started the instance (local mode): admin stats, CPU of its pid. */
    readonly process?: JanusProcess,
    private readonly retryMs = 500,
  ) {
    super();
  }

  /** The API address (a local janus gets its port when it starts). */
  get url(): string {
    return this.process?.url || this.fixedUrl;
  }

  /** Connects once; throws when the instance does not answer. */
  async connect(): Promise<void> {
    const client = new JanusClient(this.url);
    await client.connect();
    if (this.stopped) return void (await client.close());
    this.client = client;
    this.alive = true;
    client.once('close', () => {
      if (this.client !== client) return;
      this.alive = false;
      this.client = undefined;
      this.emit('down');
      this.scheduleReconnect();
    });
    this.emit('up');
  }

  /** Connects now, or keeps trying in the background (an instance may be down when the server starts). */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch {
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connect().catch(() => this.scheduleReconnect());
    }, this.retryMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    this.alive = false;
    await client?.close();
    await this.process?.stop();
  }
}
