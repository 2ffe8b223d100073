/**
 * `recording.ready` (issue 31, ADR 0065): once a recording is joined and verified, the people of its lesson who may
 * watch it are told: the scheduled student and tutors and whoever was admitted to the session, each kept only when
 * the recordings policy lets them watch (hosts always; students only while the school lets students watch the
 * recordings of their own classes). Admins are not told: they were not in the lesson.
 */
import type { MemberRole } from '@chalkline/contracts';
import type { Viewer } from '../../accounts/viewer.js';
import type { EventPublisher } from '../../notifications/event-publisher.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import type { RecordingRow } from './recording.repository.js';
import type { RecordingAudienceRepository } from './recording-audience.repository.js';
import { type ClassroomRelation, mayWatchRecordings } from './recordings.policy.js';

/** Whom the notice names for each role of the lesson (admins were not in it as such). */
const lessonRoles: Partial<Record<MemberRole, 'student' | 'tutors'>> = { STUDENT: 'student', TUTOR: 'tutors' };

export function createRecordingNotice(deps: {
  audience: RecordingAudienceRepository;
  relationTo: (viewer: Viewer, roomKey: string) => Promise<ClassroomRelation>;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  events: EventPublisher;
}) {
  return {
    /** Tells the people of the recording's lesson who may watch it that it is ready. */
    async ready(row: Pick<RecordingRow, 'id' | 'roomKey' | 'sessionId' | 'startedBy' | 'startedAt'>) {
      const lesson = await deps.audience.lessonOf(row.sessionId, row.startedBy ? [row.startedBy] : []);
      const studentsSee = (await deps.schoolSettings.read()).studentsSeeRecordings;
      const students: string[] = [];
      const tutors: string[] = [];
      for (const person of lesson.people) {
        const concern = lessonRoles[person.role];
        if (!concern) continue;
        // The policy asks who the person is and how they stand to the classroom: name and role are enough.
        const viewer = { id: person.id, role: person.role, permissions: [] } as unknown as Viewer;
        const relation = await deps.relationTo(viewer, row.roomKey);
        if (!mayWatchRecordings(viewer, relation, relation === 'member' && studentsSee)) continue;
        (concern === 'student' ? students : tutors).push(person.id);
      }
      if (!students.length && !tutors.length) return;
      const params = {
        program: lesson.program ?? 'classroom',
        time: (lesson.time ?? row.startedAt).toISOString(),
        tutors: lesson.people
          .filter((p) => p.lessonTutor)
          .map((p) => `${p.firstName} ${p.lastName}`)
          .join(', '),
        room: row.roomKey,
      };
      // One occurrence per student (a program classroom has several); the tutors ride on the first. The key makes
      // it once per person however often the join is retried.
      const occurrences = (students.length ? students : [null]).map((student, i) => ({
        about: { student, tutors: i === 0 ? tutors : [] },
        params,
        key: row.id,
      }));
      await deps.events.publish('recording.ready', occurrences);
    },
  };
}
export type RecordingNotice = ReturnType<typeof createRecordingNotice>;
