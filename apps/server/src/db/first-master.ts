/**
 * A production database starts without the demo accounts (`SEED_ON_START=false`); its first master account is
 * made once from the command line, with the same rules as the master's own "create admin" form.
 */
import { createAdminInput, messages } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { isCommonPassword } from '../modules/accounts/common-passwords.js';
import { hashPassword } from '../modules/accounts/password.js';
import type { Db } from './client.js';
import { users } from './schema/index.js';

export type FirstMasterResult =
  | { created: true; email: string }
  | { created: false; errors: Record<string, string> }
  | { created: false; reason: string };

/** Reads MASTER_EMAIL, MASTER_FIRST_NAME, MASTER_LAST_NAME and MASTER_PASSWORD. */
export function firstMasterFromEnv(env: Record<string, string | undefined>) {
  return {
    role: 'MASTER' as const,
    email: env.MASTER_EMAIL ?? '',
    firstName: env.MASTER_FIRST_NAME ?? '',
    lastName: env.MASTER_LAST_NAME ?? '',
    password: env.MASTER_PASSWORD ?? '',
  };
}

/** Creates the first MASTER account; refuses when any master exists, so it can never be used to add another. */
export async function createFirstMaster(
  db: Db,
  input: ReturnType<typeof firstMasterFromEnv>,
): Promise<FirstMasterResult> {
  const parsed = createAdminInput.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { created: false, errors };
  }
  const account = parsed.data;
  if (await isCommonPassword(account.password))
    return { created: false, errors: { password: messages.passwordTooCommon } };
  return db.transaction(async (tx) => {
    const [master] = await tx.select({ id: users.id }).from(users).where(eq(users.memberRole, 'MASTER')).limit(1);
    if (master) return { created: false, reason: 'A master account exists already; masters add admins in the app.' };
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email)).limit(1);
    if (taken) return { created: false, reason: `An account with the email ${account.email} exists already.` };
    await tx.insert(users).values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      memberRole: 'MASTER',
      signUpMethod: 'ADMIN',
    });
    return { created: true, email: account.email };
  });
}
