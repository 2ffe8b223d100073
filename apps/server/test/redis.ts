/** Redis for multi-node tests: the run's REDIS_URL (set by the Vitest config) and a key prefix of its own. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export function redisUrl() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('REDIS_URL is not set: the server project’s Vitest config provides it');
  return url;
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
