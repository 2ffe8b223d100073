import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createMailer, readOutbox } from './mailer.js';

it('keeps mail in the dev outbox when no SMTP server is configured', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'chalkline-outbox-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const mailer = createMailer({ from: 'Chalkline <no-reply@chalkline.local>', outboxDir: dir });
  await mailer.send({ to: 'parent@example.com', subject: 'Reset your password', text: 'Open this link' });
  const [mail] = await readOutbox(dir);
  expect(mail?.subject).toBe('Reset your password');
  expect(mail?.text).toBe('Open this link');
  expect(JSON.stringify(mail?.to)).toContain('parent@example.com');
});
