/** The server's signing secret: from SESSION_SECRET, or generated once into the data folder (mode 0600). */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function loadSecret(options: { secret?: string; secretFile: string }): Promise<Buffer> {
  if (options.secret) return Buffer.from(options.secret);
  try {
    return Buffer.from((await readFile(options.secretFile, 'utf8')).trim(), 'base64');
  } catch {
    const secret = randomBytes(32);
    await mkdir(path.dirname(options.secretFile), { recursive: true });
    // 'wx' fails if another process created it first; then read theirs.
    await writeFile(options.secretFile, secret.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(() => {});
    return Buffer.from((await readFile(options.secretFile, 'utf8')).trim(), 'base64');
  }
}
