/**
 * Admins managing tutors and students (platform spec 6, 6.1): lists, create, edit, soft delete, suspend and
 * restore. Ending an account (suspension, deletion) revokes every session and ends the person's open sockets on
 * every node (docs/decisions/0029-people-admin.md).
 */
import type {
  CreateStudentInput,
  CreateTutorInput,
  EditStudentInput,
  EditTutorInput,
  ManagedPerson,
  PeopleQuery,
} from '@chalkline/contracts';
import { newMeetingId } from '../../db/seed.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { fileUrl } from './account.presenter.js';
import { checkAddress } from './address.js';
import { assertUncommonPassword } from './common-passwords.js';
import { hashPassword } from './password.js';
import type { PasswordResetService } from './password-reset.service.js';
import { authorizePeople, managingGroup, type PeopleGroup, roleOfGroup } from './people.policy.js';
import type { PeopleRepository } from './people.repository.js';
import { emailTaken } from './registration.service.js';
import type { SessionService } from './session.service.js';
import type { StudentProfileRow, UserRepository, UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

const labelValue = (value: string | null, label: string | null) => (value ? { label: label ?? value, value } : null);

/** A tutor or student as the management lists show them. */
export function presentManagedPerson(user: UserRow): ManagedPerson {
  return {
    key: user.id,
    title: user.title,
    firstName: user.firstName,
    lastName: user.lastName,
    otherNames: user.otherNames,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    avatar: fileUrl(user.avatar),
    country: labelValue(user.countryCode, user.countryName),
    state: labelValue(user.stateCode, user.stateName),
    signUpMethod: user.signUpMethod,
    suspended: user.suspended,
    createdAt: user.createdAt.toISOString(),
    meetingId: user.meetingId,
  };
}

type StudentProfileChanges = Partial<Omit<StudentProfileRow, 'userId' | 'createdAt' | 'updatedAt'>>;

/** The student profile columns an input sets (only those it names). */
function profileChanges(input: EditStudentInput): StudentProfileChanges {
  const changes: StudentProfileChanges = {};
  if (input.preferredNames !== undefined) changes.preferredNames = input.preferredNames;
  if (input.age !== undefined) changes.age = input.age;
  if (input.class !== undefined) changes.grade = input.class;
  if (input.school !== undefined) changes.school = input.school;
  if (input.referredBy !== undefined) changes.referredBy = input.referredBy;
  if (input.referee !== undefined) changes.referee = input.referee;
  if (input.guardian) {
    Object.assign(changes, {
      guardianNames: input.guardian.names,
      guardianEmail: input.guardian.email,
      guardianPhone: input.guardian.phone,
      guardianOccupation: input.guardian.occupation,
      guardianRelationship: input.guardian.relationship,
    });
  }
  const lp = input.learningPreferences;
  if (lp) {
    Object.assign(changes, {
      language: lp.language ?? null,
      languageInfo: lp.languageInfo,
      curriculum: lp.curriculum,
      curriculumInfo: lp.curriculumInfo,
      days: lp.days ?? [],
      timezone: lp.timezone,
      scheduleTime: lp.scheduleTime ?? null,
      learningGoals: lp.learningGoals,
      specialNeeds: lp.specialNeeds,
      communicationPreference: lp.communicationPreference,
    });
  }
  return changes;
}

export interface PeopleServiceDeps {
  users: UserRepository;
  people: PeopleRepository;
  sessions: SessionService;
  reference: ReferenceService;
  /** Sends the "choose your password" link when an admin sets none. */
  resets: Pick<PasswordResetService, 'requestReset'>;
  /** Ends a person's open sockets on every node; absent where nothing is connected (some tests). */
  accountEnds?: { end(userId: string, reason: AccountEndReason): Promise<void> };
}

export function createPeopleService(deps: PeopleServiceDeps) {
  const { users, people, sessions, reference } = deps;

  /** The tutor or student `key`, with the group managing them; admins and unknown keys are 404. */
  async function findPerson(key: string, expected?: PeopleGroup) {
    const user = await users.findById(key);
    const group = user && !user.deletedAt ? managingGroup(user.memberRole) : null;
    if (!user || !group || (expected && group !== expected)) {
      throw notFound(
        expected === 'tutors' ? 'Tutor not found' : expected === 'students' ? 'Student not found' : 'Account not found',
      );
    }
    return { user, group };
  }

  async function assertEmailFree(email: string, exceptId?: string) {
    const found = await users.findByEmail(email);
    if (found && found.id !== exceptId) throw new AppError(409, 'CONFLICT', emailTaken, { email: emailTaken });
  }

  /** Signs the person out everywhere and ends their sockets and classroom seats on every node. */
  async function endAccess(userId: string, reason: AccountEndReason) {
    await sessions.revokeAllForUser(userId);
    await deps.accountEnds?.end(userId, reason);
  }

  async function accountColumns(input: CreateTutorInput | EditTutorInput) {
    const columns: Partial<Parameters<UserRepository['update']>[1]> = {};
    for (const key of ['title', 'firstName', 'lastName', 'otherNames', 'email', 'phone', 'gender'] as const) {
      if (input[key] !== undefined) Object.assign(columns, { [key]: input[key] });
    }
    if (input.country) Object.assign(columns, await checkAddress(reference, input.country, input.state));
    return columns;
  }

  /** `origin`: where the "choose your password" link points when no first password is given. */
  async function create(
    group: PeopleGroup,
    input: CreateTutorInput | CreateStudentInput,
    viewer: Viewer,
    origin: string,
  ) {
    authorizePeople(viewer, group, 'create');
    await assertEmailFree(input.email);
    if (input.password) await assertUncommonPassword(input.password);
    const account = {
      ...(await accountColumns(input)),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      memberRole: roleOfGroup(group),
      signUpMethod: 'ADMIN' as const,
    };
    const user =
      'guardian' in input
        ? await users.insertStudent({ ...account, meetingId: newMeetingId() }, profileChanges(input))
        : await users.insert(account);
    // Without a first password the person chooses one through the emailed link.
    if (!input.password) deps.resets.requestReset(user.email, origin);
    return user;
  }

  return {
    async list(viewer: Viewer, group: PeopleGroup, q: PeopleQuery) {
      authorizePeople(viewer, group, 'access');
      const { rows, total } = await people.list(roleOfGroup(group), q.search, q.limit, offsetOf(q));
      return pageOf(rows.map(presentManagedPerson), total, q);
    },

    createTutor: (viewer: Viewer, input: CreateTutorInput, origin: string) => create('tutors', input, viewer, origin),
    createStudent: (viewer: Viewer, input: CreateStudentInput, origin: string) =>
      create('students', input, viewer, origin),

    async editTutor(viewer: Viewer, key: string, input: EditTutorInput) {
      authorizePeople(viewer, 'tutors', 'edit');
      await findPerson(key, 'tutors');
      if (input.email) await assertEmailFree(input.email, key);
      const updated = await users.update(key, await accountColumns(input));
      return updated!;
    },

    async editStudent(viewer: Viewer, key: string, input: EditStudentInput) {
      authorizePeople(viewer, 'students', 'edit');
      await findPerson(key, 'students');
      if (input.email) await assertEmailFree(input.email, key);
      const columns = await accountColumns(input);
      const profile = profileChanges(input);
      if (Object.keys(profile).length) await users.updateStudentProfile(key, profile);
      // The account row is touched even when only the profile changed, so its updatedAt says so.
      const updated = await users.update(key, { ...columns, updatedAt: new Date() });
      return updated!;
    },

    /** Soft delete: the record stays with `deletedAt`, sign-in ends at once and the lists no longer show it. */
    async remove(viewer: Viewer, group: PeopleGroup, key: string) {
      authorizePeople(viewer, group, 'delete');
      const { user } = await findPerson(key, group);
      await users.update(key, { deletedAt: new Date() });
      await endAccess(key, 'deleted');
      return user;
    },

    /** Suspends (sessions, sockets and classroom seats end on every node) or restores a tutor or student. */
    async restrict(viewer: Viewer, group: PeopleGroup, key: string, suspended: boolean) {
      authorizePeople(viewer, group, 'edit');
      await findPerson(key, group);
      const user = await users.update(key, { suspended });
      if (suspended) await endAccess(key, 'suspended');
      return user!;
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
