import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { defaultPoolMax } from './db/pool-size.js';

describe('configuration', () => {
  it('defaults to the embedded mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({
      kind: 'embedded',
      dir: path.resolve('./data/postgres'),
      pgliteDir: path.resolve('./data/pglite'),
      poolMax: defaultPoolMax(),
    });
    expect(config.seedOnStart).toBe(true);
    expect(config.allowedOrigins).toContain('http://localhost:5173');
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/chalk', NODE_ENV: 'production' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/chalk', poolMax: defaultPoolMax() });
    expect(config.allowedOrigins).toEqual([]);
  });

  it('takes the pool size from DATABASE_POOL_MAX, a positive whole number', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '8' }).database).toMatchObject({ poolMax: 8 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('names every bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses several production nodes (REDIS_URL) without one shared SESSION_SECRET', () => {
    const nodes = { NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379' };
    expect(() => loadConfig(nodes)).toThrow(/SESSION_SECRET: is required with REDIS_URL in production/);
    expect(loadConfig({ ...nodes, SESSION_SECRET: 's'.repeat(32) }).redis?.url).toBe('redis://redis:6379');
    // One node (no Redis), or a development machine, may keep a generated secret in its data folder.
    expect(loadConfig({ NODE_ENV: 'production' }).auth.secret).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).not.toBeNull();
  });

  it('adds the public URL origin to allowed socket origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://learn.example.org/app',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.allowedOrigins).toEqual(
      expect.arrayContaining(['https://learn.example.org', 'https://a.example', 'https://b.example']),
    );
  });
});
