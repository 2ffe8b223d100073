/**
 * The public forms and their admin inboxes (ADR 0041). Every public submission passes the spam guard first; a
 * filled honeypot is answered like a real submission and dropped. A demo booking takes its slot under a lock,
 * creates the classroom's demo session and emails its link through the job queue.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  type CareerApplicationItem,
  type ContactFormItem,
  type careerApplicationInput,
  type contactFormInput,
  type DemoBookingItem,
  type demoBookingInput,
  demoSlotProblem,
  demoSlots,
  formTexts,
  messages,
  validateUpload,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { AppError, badRequest, notFound, unsupportedType } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { alwaysRejected, folderRules, uploadLimits } from '../files/folder-rules.js';
import { sniffMimeType } from '../files/sniff.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { authorizeInbox } from './forms.policy.js';
import type { FormKind, FormsRepository, InboxQuery } from './forms.repository.js';
import { enqueueMail } from './mail-job.js';
import { isHoneypotFilled, type SpamGuard } from './spam-guard.js';

export interface Sender {
  ip: string;
  /** The address people use, for links in mails (`https://learn.example.org`). */
  origin: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const cvFolder = 'career-applications';

/** The slot time in words for a mail (UTC; the visitor saw it in their own time when booking). */
const slotInWords = (time: Date) =>
  `${time.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`;

/** The demo classroom address of a demo session (the link `meetings` makes for admins too). */
export const demoLinkOf = (sessionId: string) => `/meet/demo?session=${sessionId}`;

async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', messages.uploadTooLarge, { cv: messages.uploadTooLarge });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** What every inbox row shows: its key, status and who handled it when. */
const inboxFields = (r: {
  id: string;
  status: 'NEW' | 'HANDLED';
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}) => ({
  key: r.id,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  handledAt: iso(r.handledAt),
  handledBy: r.handledBy,
});

/** One page of an inbox: the repository's rows shaped for the reply, with the page asked for. */
const inboxPage = <Row, Item>(
  query: InboxQuery,
  found: { items: Row[] } & Record<string, unknown>,
  shape: (row: Row) => Item,
) => {
  const { items, ...rest } = found;
  return { ...rest, page: query.page, limit: query.limit, items: items.map(shape) };
};

export function createFormsService(deps: {
  repo: FormsRepository;
  jobs: Pick<JobQueue, 'enqueue'>;
  store: FileStore;
  /** The files module's repository, which records a CV as a file. */
  files: Pick<FileRepository, 'insertMany'>;
  guards: Record<'contact' | 'demo' | 'career' | 'upload', SpamGuard>;
  /** Tells the admins whose group covers the inbox that something arrived (ADR 0054). */
  events?: EventPublisher;
  now?: () => Date;
}) {
  const { repo, jobs, guards } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async submitContact(sender: Sender, body: z.output<typeof contactFormInput>) {
      await guards.contact.check(sender.ip, body.email);
      if (isHoneypotFilled(body)) return;
      const { website: _, ...fields } = body;
      const row = await repo.insertContact({ ...fields, ip: sender.ip });
      await deps.events?.publish('form.contact_received', {
        about: {},
        params: { name: fields.names, subject: fields.subject },
        key: row.id,
      });
    },

    /** Full slots from now to the end of the booking window (start times). */
    async bookedDates(): Promise<Date[]> {
      const from = now();
      const to = new Date(from.getTime() + demoSlots.windowDays * 24 * 60 * 60 * 1000);
      return repo.fullSlots(from, to, demoSlots.capacity);
    },

    async bookDemo(sender: Sender, body: z.output<typeof demoBookingInput>) {
      await guards.demo.check(sender.ip, body.email);
      const time = new Date(body.time);
      const problem = demoSlotProblem(time, now());
      if (problem) throw badRequest(problem, { time: problem });
      if (isHoneypotFilled(body)) return { time };
      const { website: _, time: __, ...fields } = body;
      const booking = await repo.transaction(async (tx) => {
        await repo.lockSlot(tx, time);
        if ((await repo.bookingsAt(tx, time)) >= demoSlots.capacity)
          throw new AppError(409, 'CONFLICT', formTexts.slotTaken, { time: formTexts.slotTaken });
        const session = await repo.insertDemoSession(tx, {
          guestName: fields.studentName,
          guestEmail: fields.email,
          time,
        });
        const row = await repo.insertDemo(tx, { ...fields, time, ip: sender.ip, demoSessionId: session.id });
        const link = `${sender.origin}${demoLinkOf(session.id)}`;
        await enqueueMail(
          jobs,
          {
            to: fields.email,
            subject: 'Your demo lesson is booked',
            text: [
              `Hello ${fields.names},`,
              '',
              `${fields.studentName}'s demo lesson is booked for ${slotInWords(time)}.`,
              `Join it from this link at that time: ${link}`,
              '',
              'See you soon!',
            ].join('\n'),
          },
          `demo-booked:${row.id}`,
          tx,
        );
        return row;
      });
      await deps.events?.publish('form.demo_received', {
        about: {},
        params: { name: fields.names, student: fields.studentName, time: booking.time.toISOString() },
        key: booking.id,
      });
      return { time: booking.time };
    },

    /** Stores a CV sent with the career form (a document of at most 10 MB); answers its key. */
    async uploadCv(sender: Sender, file: { filename: string; content: Readable }) {
      await guards.upload.check(sender.ip);
      const content = await readAtMost(file.content, uploadLimits.nonImageBytes);
      const mime = await sniffMimeType(content.subarray(0, 64 * 1024), true);
      const problem = validateUpload(
        { mime, size: content.length },
        { accept: folderRules[cvFolder].accept, reject: alwaysRejected },
      );
      if (problem || mime.startsWith('image/')) {
        const message = problem ?? messages.uploadWrongType;
        throw unsupportedType(message, { cv: message });
      }
      const extension = path
        .extname(file.filename)
        .toLowerCase()
        .replace(/[^.a-z0-9]/g, '')
        .slice(0, 8);
      const key = `${cvFolder}/${now().getUTCFullYear()}/${randomUUID()}${extension}`;
      await deps.store.put(key, content);
      await deps.files.insertMany([
        {
          key,
          ownerId: null,
          folder: cvFolder,
          originalName: path.basename(file.filename).slice(0, 200) || 'cv',
          mime,
          size: content.length,
          // Nobody's but the admins' (files.readAny): no owner, no reader.
          access: 'user',
          readerId: null,
        },
      ]);
      return key;
    },

    async applyForCareer(sender: Sender, body: z.output<typeof careerApplicationInput>) {
      await guards.career.check(sender.ip, body.email);
      if (isHoneypotFilled(body)) return;
      const { website: _, cv, ...fields } = body;
      if (!(await repo.freeCv(cv))) throw badRequest(formTexts.cvRequired, { cv: formTexts.cvRequired });
      const row = await repo.insertCareer({ ...fields, cvKey: cv, ip: sender.ip });
      await deps.events?.publish('form.career_received', {
        about: {},
        params: { name: `${fields.firstName} ${fields.lastName}`, position: fields.position },
        key: row.id,
      });
    },

    async listContact(viewer: Viewer, query: InboxQuery) {
      authorizeInbox(viewer, 'contact');
      return inboxPage(
        query,
        await repo.listContact(query),
        (r): ContactFormItem => ({
          ...inboxFields(r),
          names: r.names,
          email: r.email,
          phone: r.phone,
          subject: r.subject,
          message: r.message,
        }),
      );
    },
    async listDemo(viewer: Viewer, query: InboxQuery) {
      authorizeInbox(viewer, 'demo');
      return inboxPage(
        query,
        await repo.listDemo(query),
        (r): DemoBookingItem => ({
          ...inboxFields(r),
          names: r.names,
          email: r.email,
          phone: r.phone,
          studentName: r.studentName,
          ageBand: r.ageBand,
          interest: r.interest,
          message: r.message,
          time: r.time.toISOString(),
          link: r.demoSessionId ? demoLinkOf(r.demoSessionId) : null,
        }),
      );
    },
    async listCareer(viewer: Viewer, query: InboxQuery) {
      authorizeInbox(viewer, 'career');
      return inboxPage(
        query,
        await repo.listCareer(query),
        ({ application: r, cv }): CareerApplicationItem => ({
          ...inboxFields(r),
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          phone: r.phone,
          position: r.position,
          coverLetter: r.coverLetter,
          cv: cv?.key ? { key: cv.key, name: cv.name ?? 'CV', size: cv.size ?? 0 } : null,
        }),
      );
    },

    async setStatus(viewer: Viewer, kind: FormKind, id: string, status: 'NEW' | 'HANDLED') {
      authorizeInbox(viewer, kind);
      const row = await repo.setStatus(kind, id, status, viewer.id);
      if (!row) throw notFound('This form was not found');
      return row;
    },
    async remove(viewer: Viewer, kind: FormKind, id: string) {
      authorizeInbox(viewer, kind);
      const row = await repo.remove(kind, id);
      if (!row) throw notFound('This form was not found');
      return row;
    },
  };
}
export type FormsService = ReturnType<typeof createFormsService>;
