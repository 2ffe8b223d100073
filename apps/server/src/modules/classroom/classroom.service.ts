/**
 * The classroom's rules outside the socket: which classroom a meeting id names (written once, for HTTP and
 * sockets), what the lobby should show, guest tickets, and the per-classroom settings (R5, R28).
 */
import {
  type ClassroomLocks,
  demoSessionProblem,
  demoSessionTexts,
  type LaunchConfig,
  messages,
  noLocks,
  roomKeys,
} from '@chalkline/contracts';
import { AppError, badRequest, forbidden } from '../../errors/app-error.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { type Admission, decideAdmission, type MeetingContext } from './admission/admission.policy.js';
import type { GuestTickets } from './admission/guest.js';
import { type ClassroomIdentity, identityOf } from './admission/identity.js';
import type { MediaSettings } from './classroom.policy.js';
import type { ClassroomRepository } from './classroom.repository.js';

/** The classroom a meeting id and launch config point at, or a refusal text when they point nowhere. */
export async function resolveMeeting(
  repo: ClassroomRepository,
  meetingId: string,
  config: { programId?: string; demoSession?: string },
): Promise<MeetingContext | { error: string }> {
  if (meetingId === 'demo') {
    // A demo classroom exists only for a booked demo session that has not ended or expired.
    if (!config.demoSession) return { error: demoSessionTexts.missing };
    const problem = demoSessionProblem(await repo.demoSession(config.demoSession), new Date());
    if (problem) return { error: problem };
    return {
      meetingId,
      category: 'demo',
      roomKey: roomKeys.demo(config.demoSession),
      studentId: null,
      programId: config.programId ?? null,
    };
  }
  if (meetingId === 'program') {
    if (!config.programId || !(await repo.programExists(config.programId))) return { error: messages.noProgramChosen };
    return {
      meetingId,
      category: 'program',
      roomKey: roomKeys.program(config.programId),
      studentId: null,
      programId: config.programId,
    };
  }
  const student = await repo.studentByMeetingId(meetingId);
  if (!student) return { error: 'This classroom link is not valid' };
  return {
    meetingId,
    category: 'one-to-one',
    roomKey: meetingId,
    studentId: student.id,
    programId: config.programId ?? null,
  };
}

/** Someone asking before they have a guest ticket is judged as a guest. */
const previewGuest: ClassroomIdentity = { kind: 'guest', key: 'guest:preview', firstName: 'Guest', lastName: '' };

export interface SettingsChange {
  guestMode?: boolean;
  autoAdmitEnrolled?: boolean;
  screenShareHostsOnly?: boolean;
  /** The switches to change of the locks a lesson starts with (ADR 0075). */
  locks?: Partial<ClassroomLocks>;
}

export function createClassroomService(deps: {
  repo: ClassroomRepository;
  users: UserRepository;
  guests: GuestTickets;
}) {
  const { repo } = deps;

  /** The classroom and the admission decision for a signed-in person (or a would-be guest when null). */
  async function admissionFor(
    viewerId: string | null,
    meetingId: string,
    config: Partial<LaunchConfig>,
  ): Promise<{ meeting: MeetingContext; admission: Admission }> {
    const meeting = await resolveMeeting(repo, meetingId, config);
    if ('error' in meeting) throw badRequest(meeting.error);
    const user = viewerId ? await deps.users.findById(viewerId) : null;
    const who = user ? identityOf(user) : previewGuest;
    return { meeting, admission: await decideAdmission(repo, who, meeting) };
  }

  /** The locks a classroom's lesson starts with: the last its hosts set, in the lesson or in its settings. */
  const savedLocks = async (roomKey: string): Promise<ClassroomLocks> => ({
    ...noLocks,
    ...(await repo.settings(roomKey))?.locks,
  });

  return {
    admissionFor,
    /**
     * Whether a signed-in person may enter this classroom now (host, enrolled or linked), by the same rule as
     * launching into it: boards follow it (R23), not "attended once".
     */
    async mayEnterNow(viewerId: string, roomKey: string) {
      const { meetingId, ...config } = roomKeys.meetingOf(roomKey);
      const meeting = await resolveMeeting(repo, meetingId, config);
      if ('error' in meeting) return false;
      const user = await deps.users.findById(viewerId);
      if (!user) return false;
      return (await decideAdmission(repo, identityOf(user), meeting)).decision !== 'refused';
    },
    /** A guest ticket for this meeting, unless guests are refused there. */
    async issueGuestTicket(meetingId: string, config: Partial<LaunchConfig>, name: string) {
      const { admission } = await admissionFor(null, meetingId, config);
      if (admission.decision === 'refused') throw new AppError(403, 'FORBIDDEN', admission.reason);
      return deps.guests.issue(meetingId, name).token;
    },
    /** Hosts change their classroom's settings (R5, R28). */
    async saveSettings(viewerId: string, meetingId: string, config: Partial<LaunchConfig>, change: SettingsChange) {
      const { meeting, admission } = await admissionFor(viewerId, meetingId, config);
      if (admission.decision !== 'host')
        throw forbidden('Only the classroom’s tutors and admins may change its settings');
      const { locks, ...rest } = change;
      const saved = locks ? { ...(await savedLocks(meeting.roomKey)), ...locks } : undefined;
      const row = await repo.saveSettings(meeting.roomKey, { ...rest, ...(saved ? { locks: saved } : {}) });
      return {
        guestMode: row.guestMode,
        autoAdmitEnrolled: row.autoAdmitEnrolled,
        screenShareHostsOnly: row.screenShareHostsOnly,
        locks: { ...noLocks, ...row.locks },
      };
    },
    savedLocks,
    /** Keeps the switches a host set in the lesson for the classroom's next lessons (ADR 0075). */
    async keepLocks(roomKey: string, locks: ClassroomLocks) {
      await repo.saveSettings(roomKey, { locks });
    },
    /** The media rules of a classroom (R28): everyone may share a screen unless its hosts said otherwise. */
    async mediaSettings(roomKey: string): Promise<MediaSettings> {
      const row = await repo.settings(roomKey);
      return { screenShareHostsOnly: row?.screenShareHostsOnly ?? false };
    },
  };
}
export type ClassroomService = ReturnType<typeof createClassroomService>;
