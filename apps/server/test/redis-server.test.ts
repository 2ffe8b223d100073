import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { provideTestRedis, redisAnswers } from './redis-server.js';

/** A loopback URL where nothing listens: a port just freed. */
async function silentUrl(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return `redis://127.0.0.1:${port}`;
}

describe("the tests' Redis", () => {
  it('is a private redis-server, stopped at the end, when REDIS_URL is unset and no Redis answers', async () => {
    const probeUrl = await silentUrl();
    const redis = await provideTestRedis({ probeUrl });
    expect(redis.url).not.toBe(probeUrl);
    expect(redis.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(await redisAnswers(redis.url)).toBe(true);
    await redis.stop();
    expect(await redisAnswers(redis.url)).toBe(false);
  });

  it('uses the machine’s Redis where the look-up finds one answering', async () => {
    const mine = await provideTestRedis({ private: true });
    try {
      expect((await provideTestRedis({ probeUrl: mine.url })).url).toBe(mine.url);
    } finally {
      await mine.stop();
    }
  });

  it('refuses a REDIS_URL where nothing answers, saying what to do', async () => {
    const url = await silentUrl();
    await expect(provideTestRedis({ url })).rejects.toThrow(
      `REDIS_URL (${url}) does not answer: start that Redis, or unset REDIS_URL and the tests start their own`,
    );
  });
});
