/** Who may watch and manage a classroom's recordings, and how a person stands to a classroom (ADR 0044). */
import { roomKeys } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { managerWith, viewerOf } from '../../../../test/viewers.js';
import type { Viewer } from '../../accounts/viewer.js';
import {
  type ClassroomRelation,
  classroomRelation,
  mayManageRecordings,
  mayWatchRecordings,
} from './recordings.policy.js';

const master = viewerOf('MASTER');
const classroomsAdmin = managerWith(['classrooms.access']);
const otherManager = managerWith(['students.access']);
const tutor = viewerOf('TUTOR');
const student = viewerOf('STUDENT');

describe('recordings policy: watching and managing', () => {
  it.each<[string, Viewer, ClassroomRelation, { watch: boolean; watchIfAllowed: boolean; manage: boolean }]>([
    ['a master', master, null, { watch: true, watchIfAllowed: true, manage: true }],
    ['a manager holding Classrooms', classroomsAdmin, null, { watch: true, watchIfAllowed: true, manage: true }],
    ['a manager without it', otherManager, null, { watch: false, watchIfAllowed: false, manage: false }],
    ['a tutor who hosts it', tutor, 'host', { watch: true, watchIfAllowed: true, manage: true }],
    ['a tutor who does not', tutor, null, { watch: false, watchIfAllowed: false, manage: false }],
    ['a student of it', student, 'member', { watch: false, watchIfAllowed: true, manage: false }],
    ['a student of another classroom', student, null, { watch: false, watchIfAllowed: false, manage: false }],
  ])('%s', (_who, viewer, relation, may) => {
    expect(mayWatchRecordings(viewer, relation, false)).toBe(may.watch);
    expect(mayWatchRecordings(viewer, relation, true)).toBe(may.watchIfAllowed);
    expect(mayManageRecordings(viewer, relation)).toBe(may.manage);
  });
});

describe('recordings policy: how a person stands to a classroom', () => {
  const studentMeeting = 'meeting-of-student-1';
  const repo = {
    studentByMeetingId: async (meetingId: string) => (meetingId === studentMeeting ? { id: student.id } : null),
    linkedPrograms: async (tutorId: string, studentId: string) =>
      tutorId === tutor.id && studentId === student.id ? ['program-1'] : [],
    teachesProgram: async (tutorId: string, programId: string) => tutorId === tutor.id && programId === 'program-1',
    activeProgramIds: async (studentId: string) => (studentId === student.id ? ['program-1'] : []),
  } as unknown as Parameters<typeof classroomRelation>[0];
  const program = roomKeys.program('program-1');
  const otherProgram = roomKeys.program('program-2');
  const demo = roomKeys.demo('demo-1');

  it.each<[string, Viewer, string, ClassroomRelation]>([
    ['a master, any classroom', master, otherProgram, 'host'],
    ['a manager holding Classrooms, any classroom', classroomsAdmin, studentMeeting, 'host'],
    ['a manager without it', otherManager, program, null],
    ['a tutor, a program they teach', tutor, program, 'host'],
    ['a tutor, a program they do not teach', tutor, otherProgram, null],
    ['a tutor, a linked student’s classroom', tutor, studentMeeting, 'host'],
    ['another tutor, that student’s classroom', viewerOf('TUTOR', 'tutor-2'), studentMeeting, null],
    ['a tutor, a demo', tutor, demo, 'host'],
    ['a student, a program they are enrolled in', student, program, 'member'],
    ['a student, a program they are not enrolled in', student, otherProgram, null],
    ['a student, their own classroom', student, studentMeeting, 'member'],
    ['another student, that classroom', viewerOf('STUDENT', 'student-2'), studentMeeting, null],
    ['a student, a demo', student, demo, null],
  ])('%s → %s', async (_who, viewer, roomKey, relation) => {
    expect(await classroomRelation(repo, viewer, roomKey)).toBe(relation);
  });
});
