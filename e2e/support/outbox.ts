import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Waits for a mail to `to` in the server's dev outbox and answers its text. */
export async function waitForMail(
  dataDir: string,
  to: string,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string }> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
      if (JSON.stringify(mail.to).includes(to)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
