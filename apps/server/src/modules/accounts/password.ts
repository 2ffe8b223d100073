/** argon2id with the OWASP-recommended minimum (19 MiB memory, 2 iterations, 1 lane). */
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the library's types, so it is written as its value).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
