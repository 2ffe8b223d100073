/** Sends mail: through SMTP when configured, otherwise into a dev outbox folder a developer can read. */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe of RFC 8058, Reply-To). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: options.from, ...m })) };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.json`;
      await writeFile(path.join(options.outboxDir, name), info.message);
    },
  };
}

/** The dev outbox, newest first (for developers and tests). */
export async function readOutbox(outboxDir: string): Promise<(MailMessage & { from: unknown })[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const sorted = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(sorted.map(async (n) => JSON.parse(await readFile(path.join(outboxDir, n), 'utf8'))));
}
