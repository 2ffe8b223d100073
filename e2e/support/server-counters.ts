/**
 * The server's own counters of what it forwards to one person (`media_stats`, H8 in docs/realtime-protocol.md),
 * asked over that person's classroom socket: Playwright sits between the page and the server (`routeWebSocket`),
 * passes every frame through, and can add one request of its own and take its answer. Nothing in the web app is
 * there for tests.
 */
import type { Page, WebSocketRoute } from '@playwright/test';

export interface ForwardedPackets {
  audio: number;
  video: number;
  screen: number;
}

/** Taps the page's classroom socket; call before the page joins (a reconnect's new socket is tapped too). */
export async function tapServerCounters(page: Page) {
  let live: { server: WebSocketRoute; namespace: string } | undefined;
  const waiting = new Map<number, (answer: unknown) => void>();
  let nextId = 900_000;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      // Socket.IO's namespace connect: `40/meet/<id>,{…}`.
      const connect = typeof message === 'string' ? /^40(\/meet\/[^,]+),/.exec(message) : null;
      if (connect) live = { server, namespace: connect[1]! };
      server.send(message);
    });
    server.onMessage((message) => {
      // An acknowledgement: `43/meet/<id>,<ack id>[answer]`.
      const ack = typeof message === 'string' ? /^43\/meet\/[^,]+,(\d+)(\[[\s\S]*)$/.exec(message) : null;
      const settle = ack ? waiting.get(Number(ack[1])) : undefined;
      if (ack && settle) {
        waiting.delete(Number(ack[1]));
        settle((JSON.parse(ack[2]!) as unknown[])[0]);
        return;
      }
      ws.send(message);
    });
  });
  return {
    /** What the server forwarded to this page's person so far, by kind. */
    forwarded(): Promise<ForwardedPackets> {
      if (!live) throw new Error('the page has no classroom socket yet');
      const id = ++nextId;
      const { server, namespace } = live;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('media_stats was not answered')), 10_000);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          const { forwarded, error } = answer as { forwarded?: ForwardedPackets; error?: string };
          if (forwarded) resolve(forwarded);
          else reject(new Error(`media_stats: ${error}`));
        });
        server.send(`42${namespace},${id}${JSON.stringify(['media_stats', {}])}`);
      });
    },
  };
}
