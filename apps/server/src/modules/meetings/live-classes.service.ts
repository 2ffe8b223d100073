/**
 * The admin's Live Classes (platform spec 2.1 `/meetings…`, 7 `/meet/admin/meetings…`): who is in which classroom
 * now (from the room store, which several nodes share in Redis), past lessons (from the meeting sessions), every
 * student's and program's classroom with its settings, and booked demo sessions.
 */
import {
  type ClassroomKind,
  type ClassroomSettings,
  classroomLink,
  demoSessionProblem,
  type LiveState,
  noLocks,
  type PageQuery,
  roomKeys,
  sortParticipants,
} from '@chalkline/contracts';
import { offsetOf, pageOf } from '../../http/paging.js';
import { presentPerson } from '../accounts/account.presenter.js';
import type { Viewer } from '../accounts/viewer.js';
import type { RoomStore } from '../classroom/room/room-state.js';
import type { LiveClassesRepository } from './live-classes.repository.js';
import { authorize } from './meeting.policy.js';

/** The part of the classroom's room store the lists read. */
export type LiveRooms = Pick<RoomStore, 'roomKeys' | 'meta' | 'members' | 'requests'>;

/** The link a demo session's guest and host open. */
export const demoLink = (demoSessionId: string) => `/meet/demo?session=${encodeURIComponent(demoSessionId)}`;

/** What a room key names: its kind, meeting id, and the program or demo session of its launch config. */
export function addressOf(roomKey: string) {
  const { meetingId, programId, demoSession } = roomKeys.meetingOf(roomKey);
  const kind: ClassroomKind = meetingId === 'demo' ? 'demo' : meetingId === 'program' ? 'program' : 'student';
  return { roomKey, meetingId, kind, programId: programId ?? null, demoSession: demoSession ?? null };
}

/** The link an admin joins a classroom by. */
function joinLink(a: ReturnType<typeof addressOf>) {
  if (a.kind === 'demo') return demoLink(a.demoSession!);
  if (a.kind === 'program') return classroomLink('program', null, a.programId);
  return classroomLink(a.meetingId);
}

/** A classroom's settings, or the defaults the classroom applies when nobody set them (guests welcome in demos). */
function settingsOr(
  row:
    | {
        guestMode: boolean;
        autoAdmitEnrolled: boolean;
        screenShareHostsOnly: boolean;
        locks?: Record<string, boolean> | null;
      }
    | undefined,
  kind: ClassroomKind,
): ClassroomSettings {
  return {
    guestMode: row?.guestMode ?? kind === 'demo',
    autoAdmitEnrolled: row?.autoAdmitEnrolled ?? false,
    screenShareHostsOnly: row?.screenShareHostsOnly ?? false,
    locks: { ...noLocks, ...row?.locks },
  };
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function createLiveClassesService(deps: { repo: LiveClassesRepository; rooms: LiveRooms; now?: () => Date }) {
  const { repo, rooms } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every room with someone in it or knocking, with who; keyed by room key. */
  async function liveRooms(): Promise<Map<string, LiveState>> {
    const found = new Map<string, LiveState>();
    for (const key of await rooms.roomKeys()) {
      const [meta, members, requests] = await Promise.all([rooms.meta(key), rooms.members(key), rooms.requests(key)]);
      if (!meta || (!members.length && !requests.length)) continue;
      const participants = sortParticipants(members.map((m) => m.participant)).map((p) => ({
        key: p.key,
        firstName: p.firstName,
        lastName: p.lastName,
        otherNames: p.otherNames,
        memberRole: p.memberRole,
        isTutor: p.isTutor,
        isAdmin: p.isAdmin,
        isIncognito: p.config.isIncognito,
        status: p.status,
        joinedAt: p.createdAt,
      }));
      found.set(key, { sessionId: meta.sessionId, startedAt: null, participants, waiting: requests.length });
    }
    const started = await repo.sessionsById([...found.values()].flatMap((r) => (r.sessionId ? [r.sessionId] : [])));
    for (const state of found.values())
      state.startedAt = (state.sessionId && started.get(state.sessionId)?.toISOString()) || null;
    return found;
  }

  /** Titles of live classrooms: the student's name, the program's title, or the demo's guest. */
  async function titlesOf(addresses: ReturnType<typeof addressOf>[]) {
    const pick = (kind: ClassroomKind, field: 'meetingId' | 'programId' | 'demoSession') =>
      addresses.filter((a) => a.kind === kind).map((a) => a[field]!);
    const [students, programs, demos] = await Promise.all([
      repo.studentsByMeetingId(pick('student', 'meetingId')),
      repo.programTitles(pick('program', 'programId')),
      repo.demoGuests(pick('demo', 'demoSession')),
    ]);
    const studentNames = new Map(students.map((s) => [s.meetingId, fullName(s)]));
    return (a: ReturnType<typeof addressOf>) => {
      if (a.kind === 'demo') return `Demo with ${demos.get(a.demoSession!) ?? 'a guest'}`;
      if (a.kind === 'program') return programs.get(a.programId!) ?? 'Program classroom';
      return studentNames.get(a.meetingId) ?? a.meetingId;
    };
  }

  return {
    /** GET /meet/admin/meetings: every live classroom (who is in it, its settings) and a page of lessons. */
    async liveClasses(viewer: Viewer, q: PageQuery) {
      authorize(viewer, 'classrooms.access');
      const live = await liveRooms();
      const addresses = [...live.keys()].map(addressOf);
      const [title, settings, past] = await Promise.all([
        titlesOf(addresses),
        repo.settingsOf([...live.keys()]),
        repo.sessions(q.limit, offsetOf(q)),
      ]);
      const items = past.rows.map((s) => {
        const a = addressOf(s.roomKey);
        let name: string = s.meetingId;
        if (a.kind === 'demo') name = `Demo with ${s.guestName ?? 'a guest'}`;
        else if (a.kind === 'program') name = s.programTitle ?? 'Program classroom';
        else if (s.student) name = fullName(s.student);
        return {
          key: s.id,
          meetingId: s.meetingId,
          roomKey: s.roomKey,
          kind: a.kind,
          title: name,
          startedAt: s.startedAt.toISOString(),
          endedAt: s.endedAt?.toISOString() ?? null,
          attendance: s.attendance,
        };
      });
      return {
        ...pageOf(items, past.total, q),
        live: addresses
          .map((a) => ({
            ...a,
            title: title(a),
            link: joinLink(a),
            live: live.get(a.roomKey)!,
            settings: settingsOr(settings.get(a.roomKey), a.kind),
          }))
          .sort((x, y) => x.title.localeCompare(y.title)),
      };
    },

    /** GET /meet/admin/meetings/students: each student's classroom, whether it is live, and its settings. */
    async studentClassrooms(viewer: Viewer, q: PageQuery) {
      authorize(viewer, 'classrooms.access');
      const { rows, total } = await repo.studentsWithClassrooms(q.limit, offsetOf(q));
      const keys = rows.map((s) => s.meetingId!);
      const [live, settings] = await Promise.all([liveRooms(), repo.settingsOf(keys)]);
      const items = rows.map((s) => ({
        ...addressOf(s.meetingId!),
        student: presentPerson(s, true),
        link: classroomLink(s.meetingId!),
        live: live.get(s.meetingId!) ?? null,
        settings: settingsOr(settings.get(s.meetingId!), 'student'),
      }));
      return pageOf(items, total, q);
    },

    /** GET /meet/admin/meetings/programs: each program's group classroom, whether it is live, and its settings. */
    async programClassrooms(viewer: Viewer, q: PageQuery) {
      authorize(viewer, 'classrooms.access');
      const { rows, total } = await repo.programs(q.limit, offsetOf(q));
      const keys = rows.map((p) => roomKeys.program(p.id));
      const [live, settings] = await Promise.all([liveRooms(), repo.settingsOf(keys)]);
      const items = rows.map((p) => {
        const key = roomKeys.program(p.id);
        return {
          ...addressOf(key),
          program: { key: p.id, title: p.title, slug: p.slug },
          link: classroomLink('program', null, p.id),
          live: live.get(key) ?? null,
          settings: settingsOr(settings.get(key), 'program'),
        };
      });
      return pageOf(items, total, q);
    },

    /** GET /meet/admin/demo-sessions: booked demo sessions, latest first, with where each stands. */
    async demoSessions(viewer: Viewer, q: PageQuery) {
      authorize(viewer, 'demoBookings.access');
      const { rows, total } = await repo.demoSessions(q.limit, offsetOf(q));
      const at = now();
      const items = rows.map(({ demo, tutor }) => {
        const expired = !demo.completedAt && demoSessionProblem(demo, at) !== null;
        let status: 'upcoming' | 'started' | 'completed' | 'expired' = demo.startedAt ? 'started' : 'upcoming';
        if (demo.completedAt) status = 'completed';
        else if (expired) status = 'expired';
        return {
          key: demo.id,
          guestName: demo.guestName,
          guestEmail: demo.guestEmail,
          time: demo.time.toISOString(),
          tutor: tutor ? presentPerson(tutor, true) : null,
          status,
          link: demoLink(demo.id),
        };
      });
      return pageOf(items, total, q);
    },
  };
}
export type LiveClassesService = ReturnType<typeof createLiveClassesService>;
