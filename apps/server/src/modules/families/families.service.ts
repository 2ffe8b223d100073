/**
 * Families (ADR 0079): admins link guardians to students; a student's tutor or an admin issues a one-time pairing
 * code the guardian redeems; guardians (or admins on their behalf) record each child's consent to recording and
 * to being on camera. `consentOf` is the port other features (the classroom, proctored quizzes) read consent by.
 */
import { randomInt } from 'node:crypto';
import {
  type AdminGuardian,
  type ChildSummary,
  type Consent,
  type ConsentState,
  familyTexts,
  type GuardianSummary,
  type Paged,
  pairingCode,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { PeopleRepository } from '../accounts/people.repository.js';
import { hashToken } from '../accounts/session.service.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ActivityService } from '../activity/activity.service.js';
import {
  actsAsAdmin,
  authorizeChild,
  authorizeGuardian,
  authorizeGuardianList,
  authorizeIssueCode,
  authorizeLink,
  isGuardianAccount,
  isStudentAccount,
} from './families.policy.js';
import type { FamiliesRepository } from './families.repository.js';

/** What other features need to know of a child's consent (ADR 0079). */
export interface ChildConsent {
  recording: boolean;
  camera: boolean;
  /** Without a guardian the student is governed as before consent existed: both read as given. */
  hasGuardians: boolean;
}

/** Where the request came from, for the activity log. */
export interface RequestInfo {
  id: string;
  ip: string;
}

type GuardiansQueryFields = { search?: string; page: number; limit: number };

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A fresh code from the unambiguous alphabet. */
export const newPairingCode = () =>
  Array.from({ length: pairingCode.length }, () => pairingCode.alphabet[randomInt(pairingCode.alphabet.length)]).join(
    '',
  );

export function createFamiliesService(deps: {
  repo: FamiliesRepository;
  users: Pick<UserRepository, 'findById'>;
  /** Pages of guardian accounts, searched as the tutors' and students' lists are. */
  people: Pick<PeopleRepository, 'list'>;
  isTutorLinked: (tutorId: string, studentId: string) => Promise<boolean>;
  activity: Pick<ActivityService, 'record'>;
  /** Counts pairing attempts per guardian; throws 429 past the limit. */
  redeemLimit: (key: string) => Promise<void>;
  now?: () => Date;
}) {
  const { repo, users, activity } = deps;
  const now = deps.now ?? (() => new Date());
  const isGuardianOf = (g: string, s: string) => repo.isGuardianOf(g, s);

  async function student(id: string) {
    const user = await users.findById(id);
    if (!user || !isStudentAccount(user.memberRole))
      throw badRequest(familyTexts.chooseStudent, { studentKey: familyTexts.chooseStudent });
    return user;
  }

  async function consentState(studentId: string): Promise<ConsentState> {
    const row = await repo.consent(studentId);
    return {
      recording: row?.recording ?? false,
      camera: row?.camera ?? false,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedByFirst
        ? nameOf({ firstName: row.updatedByFirst, lastName: row.updatedByLast ?? '' })
        : null,
    };
  }

  const childOf = (row: Awaited<ReturnType<FamiliesRepository['childrenOf']>>[number]): ChildSummary => ({
    key: row.key,
    firstName: row.firstName,
    lastName: row.lastName,
    consent: { recording: row.recording ?? false, camera: row.camera ?? false },
    linkedAt: row.linkedAt.toISOString(),
  });

  /** `consentOf` for several students in two queries (a classroom's present students). */
  async function consentOfMany(studentIds: readonly string[]): Promise<Map<string, ChildConsent>> {
    const [governed, rows] = await Promise.all([repo.withGuardians(studentIds), repo.consentRows(studentIds)]);
    const byId = new Map(rows.map((r) => [r.studentId, r]));
    return new Map(
      studentIds.map((id): [string, ChildConsent] => {
        if (!governed.has(id)) return [id, { recording: true, camera: true, hasGuardians: false }];
        const row = byId.get(id);
        return [id, { recording: row?.recording ?? false, camera: row?.camera ?? false, hasGuardians: true }];
      }),
    );
  }

  return {
    isGuardianOf,
    consentOfMany,

    /** The guardian's children with their consent. */
    async children(viewer: Viewer): Promise<ChildSummary[]> {
      authorizeGuardian(viewer);
      return (await repo.childrenOf(viewer.id)).map(childOf);
    },

    /** The admin's Guardians page: one page of guardian accounts, each with their children and consent. */
    async guardianAccounts(viewer: Viewer, q: GuardiansQueryFields): Promise<Paged<AdminGuardian>> {
      authorizeGuardianList(viewer);
      const { rows, total } = await deps.people.list('GUARDIAN', q.search, q.limit, offsetOf(q));
      const children = await repo.childrenOfMany(rows.map((r) => r.id));
      const items = rows.map(
        (u): AdminGuardian => ({
          key: u.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          phone: u.phone,
          suspended: u.suspended,
          createdAt: u.createdAt.toISOString(),
          children: children.filter((c) => c.guardianId === u.id).map(childOf),
        }),
      );
      return pageOf(items, total, q);
    },

    /** An admin links a guardian account to a student (the route records it in the activity log). */
    async link(viewer: Viewer, guardianId: string, studentId: string) {
      authorizeLink(viewer);
      const guardian = await users.findById(guardianId);
      if (!guardian || !isGuardianAccount(guardian.memberRole))
        throw badRequest(familyTexts.chooseGuardian, { guardianKey: familyTexts.chooseGuardian });
      const child = await student(studentId);
      if (!(await repo.link(guardianId, studentId, viewer.id)))
        throw new AppError(409, 'CONFLICT', familyTexts.alreadyLinked);
      return { guardian, student: child };
    },

    async unlink(viewer: Viewer, guardianId: string, studentId: string) {
      authorizeLink(viewer);
      if (!(await repo.unlink(guardianId, studentId))) throw notFound(familyTexts.notLinked);
      const child = await users.findById(studentId);
      return { studentName: child ? nameOf(child) : undefined };
    },

    /** A student's guardians and consent, for the admin's student page. */
    async guardians(
      viewer: Viewer,
      studentId: string,
    ): Promise<{ guardians: GuardianSummary[]; consent: ConsentState }> {
      await authorizeChild(viewer, 'families.readChild', studentId, isGuardianOf);
      const rows = await repo.guardiansOf(studentId);
      return {
        guardians: rows.map((r) => ({ ...r, linkedAt: r.linkedAt.toISOString() })),
        consent: await consentState(studentId),
      };
    },

    /** A tutor of the student or an admin issues a one-time code; only its hash is kept. */
    async issueCode(viewer: Viewer, studentId: string) {
      await authorizeIssueCode(viewer, studentId, deps.isTutorLinked);
      const child = await student(studentId);
      const code = newPairingCode();
      const expiresAt = new Date(now().getTime() + pairingCode.validHours * 3600_000);
      await repo.insertCode({ codeHash: hashToken(code), studentId, issuedById: viewer.id, expiresAt });
      return { code, expiresAt: expiresAt.toISOString(), studentName: nameOf(child) };
    },

    /** The guardian redeems a code: linked to the child once, the code spent; attempts are rate-limited. */
    async redeem(viewer: Viewer, code: string, request: RequestInfo): Promise<ChildSummary> {
      authorizeGuardian(viewer);
      await deps.redeemLimit(viewer.id);
      const used = await repo.redeemCode(hashToken(code), viewer.id, now());
      if (!used) throw badRequest(familyTexts.codeInvalid, { code: familyTexts.codeInvalid });
      await repo.link(viewer.id, used.studentId, used.issuedById);
      const child = (await repo.childrenOf(viewer.id)).find((c) => c.key === used.studentId);
      await activity.record({
        actor: viewer,
        action: 'students.edit',
        verb: 'paired with a code as a guardian of',
        target: { kind: 'student', id: used.studentId, label: child ? nameOf(child) : undefined },
        details: { guardian: viewer.id, issuedBy: used.issuedById },
        requestId: request.id,
        ip: request.ip,
      });
      return childOf(child!);
    },

    async consent(viewer: Viewer, studentId: string): Promise<ConsentState> {
      await authorizeChild(viewer, 'families.consent', studentId, isGuardianOf);
      return consentState(studentId);
    },

    /** A guardian, or an admin on their behalf, records consent; every change is in the activity log. */
    async saveConsent(viewer: Viewer, studentId: string, value: Consent, request: RequestInfo): Promise<ConsentState> {
      await authorizeChild(viewer, 'families.consent', studentId, isGuardianOf);
      const child = await student(studentId);
      const before = await consentState(studentId);
      await repo.saveConsent(studentId, value, viewer.id, now());
      await activity.record({
        actor: viewer,
        action: 'students.edit',
        verb: actsAsAdmin(viewer, 'families.consent')
          ? 'recorded on a guardian’s behalf the consent of'
          : 'changed the consent of',
        target: { kind: 'student', id: studentId, label: nameOf(child) },
        details: { before: { recording: before.recording, camera: before.camera }, after: value },
        requestId: request.id,
        ip: request.ip,
      });
      return consentState(studentId);
    },

    /** The port (ADR 0079): a student's consent, and whether a guardian governs it at all. */
    async consentOf(studentId: string): Promise<ChildConsent> {
      return (await consentOfMany([studentId])).get(studentId)!;
    },
  };
}
export type FamiliesService = ReturnType<typeof createFamiliesService>;
