import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { verifyPassword } from '../modules/accounts/password.js';
import type { Database } from './client.js';
import { createFirstMaster, firstMasterFromEnv } from './first-master.js';
import { users } from './schema/index.js';
import { seedDemoData } from './seed.js';

const env = {
  MASTER_EMAIL: 'head@school.example',
  MASTER_FIRST_NAME: 'Grace',
  MASTER_LAST_NAME: 'Mensah',
  MASTER_PASSWORD: 'Chalk#board2026',
};

describe('the first master account of a production database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('explains every field that is wrong and creates nothing', async () => {
    const result = await createFirstMaster(
      database.db,
      firstMasterFromEnv({ MASTER_EMAIL: 'not-an-email', MASTER_PASSWORD: 'short' }),
    );
    expect(result.created).toBe(false);
    expect(result).toHaveProperty('errors.email');
    expect(result).toHaveProperty('errors.password');
    expect(result).toHaveProperty('errors.firstName', 'Please provide a first name');
    expect(await database.db.$count(users)).toBe(0);
  });

  it('creates one master with a hashed password, then refuses to make another', async () => {
    expect(await createFirstMaster(database.db, firstMasterFromEnv(env))).toEqual({
      created: true,
      email: env.MASTER_EMAIL,
    });
    const [master] = await database.db.select().from(users).where(eq(users.email, env.MASTER_EMAIL));
    expect(master?.memberRole).toBe('MASTER');
    expect(await verifyPassword(master!.passwordHash!, env.MASTER_PASSWORD)).toBe(true);

    const again = await createFirstMaster(
      database.db,
      firstMasterFromEnv({ ...env, MASTER_EMAIL: 'b@school.example' }),
    );
    expect(again).toEqual({ created: false, reason: expect.stringContaining('master account exists') });
    expect(await database.db.$count(users)).toBe(1);
    // A database with accounts is never seeded with the demo logins afterwards.
    expect(await seedDemoData(database.db)).toBe(false);
  });
});
