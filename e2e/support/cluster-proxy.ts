/**
 * A reverse proxy in front of several server nodes that routes as deploy/Caddyfile does, for the several-node
 * journeys and benchmarks (no Caddy on these machines): a classroom socket (`/socket.io/…?meeting=…`) goes to the
 * node chosen by rendezvous hashing of its meeting among the healthy nodes, so everyone of a classroom shares a node
 * and only a dead node's classrooms move; everything else goes to the healthy node with the fewest open connections.
 * Health is `/api/ready`, asked every `healthEveryMs`; a connection refused marks a node down at once (and the
 * request is tried on the next node: nothing was sent yet). HTTP and WebSocket upgrades are piped with node:http and
 * node:net, the Host header kept, so the server's same-origin check sees the proxy's address.
 */
import { createHash } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';

export interface Upstream {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
}

interface NodeState extends Upstream {
  host: string;
  port: number;
  healthy: boolean;
  open: number;
}

/** A live WebSocket piped through the proxy: which node holds it and the meeting it named. */
export interface PipedSocket {
  node: string;
  meeting: string | null;
}

export interface ClusterProxy {
  url: string;
  /** The node a classroom's sockets go to now (rendezvous hashing among the healthy nodes). */
  nodeFor(meeting: string): string | null;
  /** The WebSockets open through the proxy now. */
  sockets(): PipedSocket[];
  healthy(): string[];
  close(): Promise<void>;
}

/** The rendezvous score of a node for a key: the highest wins, so removing a node moves only its keys. */
const score = (key: string, node: string) => createHash('sha1').update(`${node}\n${key}`).digest().readUInt32BE(0);

const meetingOf = (url: string | undefined) => {
  const parsed = new URL(url ?? '/', 'http://proxy');
  return parsed.pathname.startsWith('/socket.io/') ? parsed.searchParams.get('meeting') || null : null;
};

export async function startClusterProxy(
  upstreams: Upstream[],
  { healthEveryMs = 300, healthTimeoutMs = 5000 } = {},
): Promise<ClusterProxy> {
  const nodes: NodeState[] = upstreams.map((u) => {
    const parsed = new URL(u.url);
    return { ...u, host: parsed.hostname, port: Number(parsed.port), healthy: true, open: 0 };
  });
  const piped = new Set<PipedSocket>();
  const tunnels = new Set<Socket>();

  /** The candidates for a request, best first: by hash for a classroom socket, else by fewest open connections. */
  const candidates = (meeting: string | null) => {
    const up = nodes.filter((n) => n.healthy);
    return meeting
      ? up.sort((a, b) => score(meeting, b.name) - score(meeting, a.name))
      : up.sort((a, b) => a.open - b.open);
  };
  const markDown = (node: NodeState) => {
    node.healthy = false;
  };

  /**
   * One health check: a refused connection marks the node down; a slow answer does not (a loaded node is alive, and
   * Caddy's health timeout is 5 s too), only a timeout of `healthTimeoutMs` does. One check per node at a time.
   */
  const checking = new Set<NodeState>();
  async function check(node: NodeState) {
    if (checking.has(node)) return;
    checking.add(node);
    const ok = await new Promise<boolean>((resolve) => {
      const req = httpRequest(
        { host: node.host, port: node.port, path: '/api/ready', timeout: healthTimeoutMs },
        (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', () => resolve(false));
      req.end();
    });
    checking.delete(node);
    node.healthy = ok;
  }
  const timer = setInterval(() => {
    for (const node of nodes) void check(node);
  }, healthEveryMs);
  await Promise.all(nodes.map(check));

  function forward(req: IncomingMessage, res: ServerResponse, tried: Set<string>) {
    const node = candidates(null).find((n) => !tried.has(n.name));
    if (!node) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no healthy node');
      return;
    }
    tried.add(node.name);
    node.open += 1;
    let connected = false;
    const upstream = httpRequest(
      { host: node.host, port: node.port, method: req.method, path: req.url, headers: req.headers, agent: false },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders as unknown as string[]);
        answer.pipe(res);
      },
    );
    upstream.on('socket', (socket: Socket) =>
      socket.once('connect', () => {
        connected = true;
        req.pipe(upstream);
      }),
    );
    upstream.on('close', () => {
      node.open -= 1;
    });
    upstream.on('error', () => {
      if (!connected) {
        markDown(node);
        forward(req, res, tried);
      } else res.destroy();
    });
    res.on('close', () => upstream.destroy());
  }

  function upgrade(req: IncomingMessage, client: Socket, head: Buffer, tried: Set<string>) {
    const meeting = meetingOf(req.url);
    const node = candidates(meeting).find((n) => !tried.has(n.name));
    if (!node) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    tried.add(node.name);
    const upstream = connect(node.port, node.host);
    let connected = false;
    const entry: PipedSocket = { node: node.name, meeting };
    upstream.once('connect', () => {
      connected = true;
      node.open += 1;
      piped.add(entry);
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!connected) {
        markDown(node);
        upgrade(req, client, head, tried);
      }
    });
    upstream.on('close', () => {
      if (!connected) return;
      node.open -= 1;
      piped.delete(entry);
      client.destroy();
    });
    tunnels.add(client);
    client.on('error', () => upstream.destroy());
    client.on('close', () => {
      tunnels.delete(client);
      upstream.destroy();
    });
  }

  const server: Server = createServer((req, res) => forward(req, res, new Set()));
  server.on('upgrade', (req, socket, head) => upgrade(req, socket as Socket, head, new Set()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    nodeFor: (meeting) => candidates(meeting)[0]?.name ?? null,
    sockets: () => [...piped],
    healthy: () => nodes.filter((n) => n.healthy).map((n) => n.name),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
