/**
 * Hand-in of class and home assignments (issue 36, ADR 0074): the student reads the hand-in, autosaves a draft
 * and submits (again) until the cut-off; the program's tutors and admins with the group read what was handed in
 * and grade it through the assignment's grading. The program's tutors are told of every submission.
 */
import {
  type AssignmentKind,
  type HandInDraftInput,
  type HandInFile,
  type HandInSubmitInput,
  type HandInView,
  handInFolder,
  handInMessages,
  handInRoomId,
} from '@chalkline/contracts';
import { badRequest, notFound } from '../../errors/app-error.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import type { Viewer } from '../accounts/viewer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { authorize, may, needsTeachingLookup } from './assignment.policy.js';
import type { AssignmentDetail, AssignmentRepository } from './assignment.repository.js';
import { asksForHandIn, authorizeHandIn, demandOpen, handInWindow } from './hand-in.policy.js';
import { presentHandIn } from './hand-in.presenter.js';
import type { HandInRepository, Work } from './hand-in.repository.js';

export function createHandInService(deps: {
  assignments: Pick<AssignmentRepository, 'find'>;
  repo: HandInRepository;
  teaching: Pick<TeachingRepository, 'teachesProgram'>;
  events?: EventPublisher;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** The assignment of this kind, asking for a hand-in. */
  async function load(kind: AssignmentKind, id: string) {
    const row = await deps.assignments.find(id);
    if (!row || row.assignment.kind !== kind) throw notFound('Assignment not found');
    const a = row.assignment;
    if (!asksForHandIn(a)) throw badRequest(handInMessages.noHandIn);
    return { row, rules: a };
  }

  async function filesOf(keys: readonly string[]): Promise<HandInFile[]> {
    const rows = await repo.files(keys);
    const byKey = new Map(rows.map((f) => [f.key, f]));
    return keys.flatMap((key) => {
      const f = byKey.get(key);
      return f ? [{ key, name: f.originalName, mime: f.mime, size: f.size }] : [];
    });
  }

  async function view(row: AssignmentDetail, withDraft: boolean, open: boolean): Promise<HandInView> {
    const submission = await repo.find(row.assignment.id);
    const keys = [...(submission?.files ?? []), ...(withDraft ? (submission?.draftFiles ?? []) : [])];
    const known = await filesOf([...new Set(keys)]);
    return presentHandIn(row.assignment, submission, known, { withDraft, open });
  }

  /** Checks the work fits what the assignment asks for; files must be the student's uploads for this assignment. */
  async function workOf(
    row: AssignmentDetail,
    input: { text: string; files: string[] },
    ownerId: string,
  ): Promise<Work> {
    const a = row.assignment;
    const text = input.text.trim() ? sanitizeRichText(input.text) : '';
    if (text && !a.handInText) throw badRequest(handInMessages.noText, { text: handInMessages.noText });
    const keys = [...new Set(input.files)];
    if (keys.length > 0 && a.handInFiles === 0)
      throw badRequest(handInMessages.noFiles, { files: handInMessages.noFiles });
    if (keys.length > a.handInFiles) {
      const message = handInMessages.tooManyFiles(a.handInFiles);
      throw badRequest(message, { files: message });
    }
    const found = await repo.files(keys);
    const room = handInRoomId.format(a.id);
    const fits = (f: (typeof found)[number]) => f.ownerId === ownerId && f.folder === handInFolder && f.roomId === room;
    if (found.length !== keys.length || !found.every(fits))
      throw badRequest(handInMessages.badFile, { files: handInMessages.badFile });
    return { text, files: keys };
  }

  /** Whether the viewer may read the assignment (the file store asks this of the assignment's room). */
  async function mayRead(viewer: Viewer, id: string | null): Promise<boolean> {
    const row = id ? await deps.assignments.find(id) : null;
    if (!row) return false;
    const teachesIt =
      needsTeachingLookup(viewer, 'assignments.read') &&
      (await deps.teaching.teachesProgram(viewer.id, row.assignment.programId));
    return may(viewer, 'assignments.read', { studentId: row.assignment.studentId, teaches: teachesIt });
  }

  return {
    mayRead,

    /** The hand-in as the viewer may see it: the student with the draft, the tutors and admins what was handed in. */
    async get(viewer: Viewer, kind: AssignmentKind, id: string): Promise<HandInView> {
      const { row, rules } = await load(kind, id);
      const teachesIt =
        needsTeachingLookup(viewer, 'assignments.read') &&
        (await deps.teaching.teachesProgram(viewer.id, row.assignment.programId));
      authorize(viewer, 'assignments.read', { studentId: rules.studentId, teaches: teachesIt });
      const own = rules.studentId === viewer.id;
      return view(row, own, own && handInWindow(rules, now()).kind !== 'closed');
    },

    /** Autosaves the student's draft (until the cut-off); an older draft arriving late is ignored. */
    async saveDraft(viewer: Viewer, kind: AssignmentKind, id: string, input: HandInDraftInput) {
      const { row, rules } = await load(kind, id);
      authorizeHandIn(viewer, rules.studentId);
      demandOpen(rules, now());
      const work = await workOf(row, input, viewer.id);
      await repo.saveDraft(id, work, input.seq, now());
      return view(row, true, true);
    },

    /** Hands the work in (again): on time, or Late after the due date; refused after the cut-off. */
    async submit(viewer: Viewer, kind: AssignmentKind, id: string, input: HandInSubmitInput) {
      const { row, rules } = await load(kind, id);
      authorizeHandIn(viewer, rules.studentId);
      const at = now();
      const { late } = demandOpen(rules, at);
      const work = await workOf(row, input, viewer.id);
      if (!richTextToPlain(work.text).trim() && work.files.length === 0 && !/<img/i.test(work.text))
        throw badRequest(handInMessages.empty, { text: handInMessages.empty });
      await repo.submit(id, work, at, late);
      const { program, student } = row;
      const name = [student.firstName, student.lastName].filter(Boolean).join(' ') || (student.email ?? 'A student');
      await deps.events?.publish('assignment.submitted', {
        about: { tutors: await repo.tutorsOf(row.assignment.programId) },
        params: { kind, title: rules.title, program: program.title, assignment: id, student: name, late },
      });
      return view(row, true, true);
    },
  };
}
export type HandInService = ReturnType<typeof createHandInService>;
