/** Redis for multi-node tests: the run's Redis (chosen by the global setup) and a key prefix of its own. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { inject } from 'vitest';

/** The run's Redis: REDIS_URL, the machine's on 6379, or a private one (test/redis-server.ts). */
export function redisUrl() {
  return inject('redisUrl');
}

/** A fresh key prefix and a client; `cleanup` deletes every key under the prefix and disconnects. */
export function testRedis() {
  const keyPrefix = `chalkline-test-${randomBytes(5).toString('hex')}:`;
  const redis = new Redis(redisUrl(), { maxRetriesPerRequest: 2 });
  return {
    redis,
    keyPrefix,
    env: { REDIS_URL: redisUrl(), REDIS_KEY_PREFIX: keyPrefix },
    async keys() {
      return redis.keys(`${keyPrefix}*`);
    },
    async cleanup() {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}
