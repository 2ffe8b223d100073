import type { ScheduleSummary } from '@chalkline/contracts';
import { person } from './people';

const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000).toISOString();

/**
 * Dami Bello's hour of Little Robots with Chidi Eze, starting `startsInHours` from now; the student's email is
 * there only when given (admins see it).
 */
export const lessonFixture = (startsInHours: number, studentEmail?: string): ScheduleSummary => ({
  key: 'sch1',
  program: { key: 'p1', title: 'Little Robots', summary: '' },
  student: { ...person('s1', 'Dami', 'Bello', studentEmail), meetingId: 'abc-defg-hij' },
  tutors: [person('t1', 'Chidi', 'Eze')],
  time: hours(startsInHours),
  endTime: hours(startsInHours + 1),
  kept: false,
  classroomLink: '/meet/abc-defg-hij?schedule=sch1&program=p1',
});
