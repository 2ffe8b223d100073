/**
 * The production example (deploy/, docs/deployment.md) cannot run here (no container engine), so these checks
 * keep it in step with the code: every setting it passes is one the server reads and the README documents,
 * the configuration it builds is accepted, and the proxy, the image and the Janus flags match the services.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, serverRoot } from './config.js';

const repo = path.resolve(serverRoot, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  command?: string[];
  image?: string;
  build?: unknown;
}
const compose = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const nodes = Object.entries(compose.services).filter(([, s]) => (s.build as { dockerfile?: string })?.dockerfile);

/** Setting names in the README's environment table (a row may name several). */
const documented = (() => {
  const section = read('README.md').split('## Environment variables')[1]?.split('\n## ')[0] ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1] as string));
  return new Set(names);
})();

const serverSource = (() => {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) texts.push(readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(serverRoot, 'src'));
  return texts.join('\n');
})();

/** The node environment as Compose would pass it, with `.env.example` filled in and secrets made up. */
function nodeEnvironment(service: Service): Record<string, string> {
  const values: Record<string, string> = { SMTP_URL: '', MAIL_FROM: '' };
  for (const line of read('deploy/.env.example').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line);
    if (match) values[match[1] as string] = match[2] || 'x'.repeat(64);
  }
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(service.environment ?? {}))
    env[key] = String(value).replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => values[name] ?? `<${name} unset>`);
  return env;
}

describe('the production example in deploy/', () => {
  it('runs at least two server nodes from the project image', () => {
    expect(nodes.map(([name]) => name)).toEqual(['node1', 'node2']);
  });

  it('passes only settings the server reads and the README documents', () => {
    for (const [, service] of nodes)
      for (const key of Object.keys(service.environment ?? {})) {
        expect(documented, `${key} is in the README's environment table`).toContain(key);
        expect(serverSource, `${key} is read by the server`).toContain(key);
      }
    for (const key of documented) expect(serverSource, `the documented ${key} is read by the server`).toContain(key);
  });

  it('gives each node a configuration the server accepts: PostgreSQL, Redis, Janus, S3, TURN, one secret', () => {
    const [, service] = nodes[0] as [string, Service];
    const env = nodeEnvironment(service);
    expect(Object.values(env).join(' ')).not.toContain('unset>');
    const config = loadConfig(env);
    expect(config.database.kind).toBe('postgres');
    expect(config.env).toBe('production');
    expect(config.trustProxy).toBe(true);
    expect(config.seedOnStart).toBe(false);
    expect(config.auth.secret).toHaveLength(64);
    expect(config.files.s3?.bucket).toBe('chalkline');
    expect(env.MEDIA_ENGINE).toBe('janus');
    expect(env.JANUS_URLS?.split(',')).toEqual(['ws://janus1:8188', 'ws://janus2:8188']);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(JSON.stringify(config.media)).toContain('turn:');
  });

  it('points every JANUS_URLS entry at a Janus service with its own UDP range', () => {
    const env = nodeEnvironment((nodes[0] as [string, Service])[1]);
    const ranges = new Set<string>();
    for (const url of env.JANUS_URLS?.split(',') ?? []) {
      const janus = compose.services[new URL(url).hostname];
      expect(janus, url).toBeDefined();
      const range = janus?.command?.find((a) => a.startsWith('--rtp-port-range='));
      expect(range, `${url} has a port range`).toBeDefined();
      ranges.add(range as string);
    }
    expect(ranges.size).toBe(2);
  });

  it('balances the proxy over exactly the node services, checking readiness, one node per classroom', () => {
    const caddy = read('deploy/Caddyfile');
    const proxies = [...caddy.matchAll(/reverse_proxy ([^{]+)\{([^}]*)\}/g)];
    expect(proxies).toHaveLength(2);
    for (const [, upstreams, block] of proxies) {
      expect(upstreams?.trim().split(/\s+/)).toEqual(nodes.map(([name]) => `${name}:3000`));
      expect(block).toContain('health_uri /api/ready');
    }
    // The classroom socket's handshake names its meeting (ClassroomConnection's query), hashed by the proxy from a
    // header it copies the meeting into (a policy Caddy 2.6 has too, where `lb_policy query` is missing).
    expect(caddy).toMatch(/@classroom \{[^}]*query meeting=\*/);
    expect(caddy).toMatch(/handle @classroom \{\s*request_header X-Chalkline-Meeting \{query\.meeting\}/);
    expect(proxies[0]?.[2]).toContain('lb_policy header X-Chalkline-Meeting');
    expect(caddy).not.toMatch(/^\s*lb_policy query/m);
  });

  it('builds the image from every workspace', () => {
    const dockerfile = read('deploy/Dockerfile');
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    expect(dockerfile).toContain('apps/server/dist/main.mjs');
  });
});
