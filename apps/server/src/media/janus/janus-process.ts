/**
 * A local `janus` the server starts and supervises (MEDIA_ENGINE=janus without JANUS_URLS): a generated
 * configuration in a temp folder (janus-config.ts), the API on 127.0.0.1 at a free port, and a restart
 * whenever the process dies while we still want it. The engine sees the death as a lost WebSocket and moves
 * the classrooms; the restarted process comes back on the same URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { janusConfigFiles } from './janus-config.js';

export interface JanusProcessOptions {
  binary: string;
  /** Folder with plugins/ and transports/ of the janus installation; found when omitted. */
  libDir?: string;
  announcedIp: string;
  portRange?: [number, number];
  iceEnforceList?: string;
  /** Where the temp folder goes (defaults to the OS temp folder). */
  dataDir?: string;
  log?: (line: string) => void;
  restartDelayMs?: number;
  /** The Admin API's secret (random when omitted). */
  adminSecret?: string;
}

const libDirs = [
  '/usr/lib/x86_64-linux-gnu/janus',
  '/usr/lib/aarch64-linux-gnu/janus',
  '/usr/lib/janus',
  '/opt/janus/lib/janus',
];

/** A free TCP port on 127.0.0.1 (bound, read and released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class JanusProcess {
  url = '';
  adminUrl = '';
  readonly adminSecret: string;
  private child: ChildProcess | undefined;
  private folder = '';
  private stopping = false;
  private readonly tail: string[] = [];
  /** Restarts so far (for logs and tests). */
  restarts = 0;
  /** Called after each restart, once the API answers again. */
  onRestart: (() => void) | undefined;

  constructor(private readonly options: JanusProcessOptions) {
    this.adminSecret = options.adminSecret ?? randomBytes(12).toString('hex');
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const libDir = this.options.libDir ?? libDirs.find((dir) => existsSync(path.join(dir, 'plugins')));
    const videoroom = libDir && path.join(libDir, 'plugins', 'libjanus_videoroom.so');
    const websockets = libDir && path.join(libDir, 'transports', 'libjanus_websockets.so');
    if (!videoroom || !existsSync(videoroom) || !existsSync(websockets!)) {
      throw new Error(
        `MEDIA_ENGINE=janus: Janus's VideoRoom plugin and WebSocket transport were not found (looked in ${libDirs.join(', ')}); ` +
          'install Janus (Debian: apt-get install janus), set JANUS_LIB_DIR, or point JANUS_URLS at running instances',
      );
    }
    this.folder = await mkdtemp(path.join(this.options.dataDir ?? tmpdir(), 'chalkline-janus-'));
    const plugins = path.join(this.folder, 'plugins');
    const transports = path.join(this.folder, 'transports');
    await mkdir(plugins);
    await mkdir(transports);
    // Only what we use is loaded: Janus loads every .so of these folders.
    await symlink(videoroom, path.join(plugins, 'libjanus_videoroom.so'));
    await symlink(websockets!, path.join(transports, 'libjanus_websockets.so'));
    const [wsPort, adminPort] = [await freePort(), await freePort()];
    const files = janusConfigFiles({
      configsFolder: this.folder,
      pluginsFolder: plugins,
      transportsFolder: transports,
      wsPort,
      adminPort,
      adminSecret: this.adminSecret,
      announcedIp: this.options.announcedIp,
      portRange: this.options.portRange,
      iceEnforceList: this.options.iceEnforceList,
      sessionTimeoutSeconds: 60,
      eventLoops: 2,
    });
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(this.folder, name), text);
    this.url = `ws://127.0.0.1:${wsPort}`;
    this.adminUrl = `ws://127.0.0.1:${adminPort}`;
    await this.spawn(wsPort);
  }

  private async spawn(wsPort: number): Promise<void> {
    const child = spawn(
      this.options.binary,
      ['--config', path.join(this.folder, 'janus.jcfg'), '--configs-folder', this.folder, '--disable-colors'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        this.tail.push(line);
        if (this.tail.length > 40) this.tail.shift();
        this.options.log?.(line);
      }
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let exited = false;
    const spawnError = new Promise<never>((_, reject) => {
      child.once('error', (error) => {
        exited = true;
        reject(
          new Error(
            `MEDIA_ENGINE=janus: cannot run '${this.options.binary}' (${error.message}); install Janus (Debian: apt-get install janus) or set JANUS_URLS`,
          ),
        );
      });
    });
    spawnError.catch(() => undefined);
    child.once('exit', (code, signal) => {
      exited = true;
      if (this.stopping || this.child !== child) return;
      this.options.log?.(`janus exited (${signal ?? code}); restarting`);
      setTimeout(() => {
        if (this.stopping) return;
        this.restarts++;
        this.spawn(wsPort)
          .then(() => this.onRestart?.())
          .catch((error) => this.options.log?.(`janus restart failed: ${(error as Error).message}`));
      }, this.options.restartDelayMs ?? 500).unref();
    });
    const deadline = Date.now() + 15_000;
    const ready = (async () => {
      while (!(await portOpen(wsPort))) {
        if (exited) throw new Error(`janus exited at start:\n${this.tail.join('\n')}`);
        if (Date.now() > deadline) throw new Error(`janus did not open its API in 15 s:\n${this.tail.join('\n')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await Promise.race([ready, spawnError]);
  }

  /** Test hook and failover drill: kills the process (it is restarted). */
  kill(signal: NodeJS.Signals = 'SIGKILL') {
    this.child?.kill(signal);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    if (this.folder) await rm(this.folder, { recursive: true, force: true });
  }
}
