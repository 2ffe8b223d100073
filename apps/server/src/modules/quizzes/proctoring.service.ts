/**
 * Proctored attempts (issue 36, ADR 0082): the consent gate before a proctored attempt starts, the camera and screen
 * frames the student's page sends (stored once per sequence under the spec's proctoring folders), its events, and
 * the timeline the person who set the quiz reviews. Only the student's own proctored attempt in progress may send;
 * only its assigner and admins holding Quiz may read.
 */
import {
  type ProctoringEventsInput,
  type ProctoringKind,
  type ProctoringTimeline,
  proctoring,
  proctoringFolderOf,
  proctoringTexts,
  quizLimits,
} from '@chalkline/contracts';
import { AppError, forbidden, notFound, payloadTooLarge, unsupportedType } from '../../errors/app-error.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ProctoringRepository } from './proctoring.repository.js';
import type { ProctoringConsentLookup } from './proctoring-consent.js';
import { authorizeReviewProctoring, authorizeTake } from './quiz.policy.js';

const imageTypes: [string, string, number[]][] = [
  ['jpg', 'image/jpeg', [0xff, 0xd8, 0xff]],
  ['png', 'image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['webp', 'image/webp', [0x52, 0x49, 0x46, 0x46]],
];
const startsWith = (body: Buffer, magic: number[]) => magic.every((b, i) => body[i] === b);
const dayMs = 86_400_000;

/** Where a frame is stored: under its spec folder (3.1, ADR 0004), by attempt and sequence. */
export const frameKey = (assignmentId: string, kind: ProctoringKind, seq: number, ext: string) =>
  `${proctoringFolderOf[kind]}/${assignmentId}/${String(seq).padStart(6, '0')}.${ext}`;
export const frameUrl = (assignmentId: string, kind: ProctoringKind, seq: number) =>
  `/api/quiz/proctoring/${assignmentId}/${kind}/${seq}`;

type Attempt = NonNullable<Awaited<ReturnType<ProctoringRepository['attempt']>>>;

export function createProctoringService(deps: {
  repo: ProctoringRepository;
  store: FileStore;
  consentOf: ProctoringConsentLookup;
  retentionDays: () => Promise<number>;
  now?: () => Date;
}) {
  const { repo, store } = deps;
  const now = deps.now ?? (() => new Date());

  async function load(id: string) {
    const a = await repo.attempt(id);
    if (!a) throw notFound('This quiz assignment does not exist');
    return a;
  }

  /**
   * Throws unless `a` is the viewer's own proctored attempt in progress. A frame or event taken before the attempt
   * closed may still arrive a short while after (a slow or cut connection), never one taken after.
   */
  function authorizeSend(viewer: Viewer, a: Attempt, takenAt: Date) {
    authorizeTake(viewer, a);
    if (!a.proctored) throw new AppError(409, 'CONFLICT', proctoringTexts.notProctored);
    const closesAt =
      a.completedAt ?? (a.deadlineAt && new Date(a.deadlineAt.getTime() + quizLimits.graceSeconds * 1000));
    const at = now().getTime();
    const open =
      a.startedAt !== null &&
      closesAt !== null &&
      (at <= closesAt.getTime() ||
        (takenAt.getTime() <= closesAt.getTime() && at <= closesAt.getTime() + proctoring.lateFrameGraceMs));
    if (!open) throw new AppError(409, 'CONFLICT', proctoringTexts.notInProgress);
  }

  /** The page's time, kept within the attempt (a wrong clock cannot move an event out of it). */
  const clamp = (a: Attempt, at: Date) => {
    const min = a.startedAt?.getTime() ?? at.getTime();
    return new Date(Math.min(Math.max(at.getTime(), min), now().getTime()));
  };

  return {
    /** What the consent screen needs: whether guardians allow it, and how long the files are kept. */
    async consent(viewer: Viewer, id: string) {
      const a = await load(id);
      authorizeTake(viewer, a);
      return {
        quizTitle: a.title,
        consent: await deps.consentOf(a.studentId),
        retentionDays: await deps.retentionDays(),
      };
    },

    /**
     * Before a proctored attempt starts: the student agreed on the consent screen and, for a child with guardians,
     * the recorded consent allows it. Records the agreement.
     */
    async beforeStart(id: string, agreed: boolean) {
      const a = await load(id);
      if (!a.proctored || a.startedAt) return;
      if ((await deps.consentOf(a.studentId)) !== 'allowed') throw forbidden(proctoringTexts.guardianMissing);
      if (!agreed) throw new AppError(409, 'CONFLICT', proctoringTexts.agreementRequired);
      await repo.agree(id, now());
    },

    /** Stores one frame once: a frame sent again answers `stored: false` and changes nothing. */
    async storeFrame(viewer: Viewer, id: string, kind: ProctoringKind, seq: number, body: Buffer, takenAt: Date) {
      const a = await load(id);
      authorizeSend(viewer, a, takenAt);
      if (body.length > proctoring.maxFrameBytes) throw payloadTooLarge('This frame is too large');
      const type = imageTypes.find(([, , magic]) => startsWith(body, magic));
      if (!type) throw unsupportedType('A proctoring frame must be a JPEG, PNG or WebP image');
      if (await repo.hasFrame(id, kind, seq)) return { seq, stored: false };
      const storeKey = frameKey(id, kind, seq, type[0]);
      // The same bytes under the same key: two nodes storing one frame at once write the same thing.
      await store.put(storeKey, body);
      const stored = await repo.addFrame({
        assignmentId: id,
        kind,
        seq,
        storeKey,
        sizeBytes: body.length,
        capturedAt: clamp(a, takenAt),
      });
      return { seq, stored };
    },

    /** Stores a batch of the page's events; each once, however often the batch is sent. */
    async storeEvents(viewer: Viewer, input: ProctoringEventsInput) {
      const a = await load(input.assignment);
      const earliest = new Date(Math.min(...input.events.map((e) => Date.parse(e.at))));
      authorizeSend(viewer, a, earliest);
      const stored = await repo.addEvents(
        input.events.map((e) => ({ assignmentId: a.id, seq: e.seq, kind: e.kind, at: clamp(a, new Date(e.at)) })),
      );
      return { stored };
    },

    /** The attempt's events and frames in time order, for the person who set it and quiz admins. */
    async timeline(viewer: Viewer, id: string): Promise<ProctoringTimeline> {
      const a = await load(id);
      authorizeReviewProctoring(viewer, a);
      const [events, frames, days] = await Promise.all([repo.events(id), repo.frames(id), deps.retentionDays()]);
      const ref = (f: (typeof frames)[number]) => ({
        seq: f.seq,
        at: f.capturedAt.toISOString(),
        url: frameUrl(id, f.kind, f.seq),
      });
      return {
        startedAt: a.startedAt?.toISOString() ?? null,
        completedAt: a.completedAt?.toISOString() ?? null,
        events: events.map((e) => ({ seq: e.seq, kind: e.kind, at: e.at.toISOString() })),
        selfies: frames.filter((f) => f.kind === 'selfie').map(ref),
        screens: frames.filter((f) => f.kind === 'screen').map(ref),
        deleteAfter: a.completedAt ? new Date(a.completedAt.getTime() + days * dayMs).toISOString() : null,
      };
    },

    /** One frame's bytes, for the same readers as the timeline. */
    async openFrame(viewer: Viewer, id: string, kind: ProctoringKind, seq: number) {
      const a = await load(id);
      authorizeReviewProctoring(viewer, a);
      const frame = await repo.frame(id, kind, seq);
      const stream = frame && (await store.get(frame.storeKey));
      if (!frame || !stream) throw notFound('Frame not found');
      const mime = imageTypes.find(([ext]) => frame.storeKey.endsWith(`.${ext}`))?.[1] ?? 'image/jpeg';
      return { stream, mime, size: frame.sizeBytes };
    },
  };
}
export type ProctoringService = ReturnType<typeof createProctoringService>;
