/** With Redis, failed sign-ins count across nodes: ten failures spread over two nodes lock the account on both. */
import { Redis } from 'ioredis';
import { afterAll, expect, it } from 'vitest';
import { testRedis } from '../../../test/redis.js';
import { createLoginThrottle, loginLimits } from './login-throttle.js';

const redis = testRedis();
const second = new Redis(redis.env.REDIS_URL);
afterAll(async () => {
  await second.quit();
  await redis.cleanup();
});

it('counts failed sign-ins of one account across two nodes sharing Redis', async () => {
  const nodeA = createLoginThrottle({ redis: redis.redis, keyPrefix: redis.keyPrefix });
  const nodeB = createLoginThrottle({ redis: second, keyPrefix: redis.keyPrefix });
  const alone = createLoginThrottle();
  const email = 'pupil@example.test';
  for (let i = 0; i < loginLimits.perAccount.points; i++) await (i % 2 ? nodeA : nodeB).fail(email, `10.0.0.${i}`);
  await expect(nodeA.check(email, '10.0.1.1')).rejects.toMatchObject({ status: 429 });
  await expect(nodeB.check(email, '10.0.1.1')).rejects.toMatchObject({ status: 429 });
  // A node without Redis keeps its own count.
  await expect(alone.check(email, '10.0.1.1')).resolves.toBeUndefined();
  expect((await redis.keys()).some((k) => k.includes('login-account'))).toBe(true);
  await nodeB.succeed(email);
  await expect(nodeA.check(email, '10.0.1.1')).resolves.toBeUndefined();
});
