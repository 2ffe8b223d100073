/** What a calendar event says of a lesson and a quiz, from where the reader stands (ADR 0062), without a database. */
import type { ScheduleSummary } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { lessonEntry, quizEntry } from './calendar-entries.js';

const person = (key: string, firstName: string, lastName: string) => ({
  key,
  title: null,
  firstName,
  lastName,
  otherNames: null,
  avatar: null,
  gender: null,
});
const lesson = {
  key: 'l1',
  program: { key: 'p1', title: 'Little Robots', summary: '' },
  student: { ...person('s1', 'Dami', 'Bello'), meetingId: 'abc-defg-hij' },
  tutors: [person('t1', 'Chidi', 'Eze')],
  time: '2026-12-01T10:00:00.000Z',
  endTime: '2026-12-01T11:00:00.000Z',
  kept: false,
  classroomLink: '/meet/abc-defg-hij?schedule=l1&program=p1',
} as unknown as ScheduleSummary;
const origin = 'https://school.example';

describe('lessonEntry', () => {
  it('names the tutors to the student, the student to a tutor, and both to anyone else', () => {
    expect(lessonEntry(lesson, { id: 's1' }, origin, null).summary).toBe('Little Robots lesson with Chidi Eze');
    expect(lessonEntry(lesson, { id: 't1' }, origin, null).summary).toBe('Little Robots lesson with Dami Bello');
    expect(lessonEntry(lesson, { id: 'admin' }, origin, null).summary).toBe(
      'Little Robots lesson with Dami Bello and Chidi Eze',
    );
  });

  it('links the classroom absolutely, and offers the fallback link only when there is one', () => {
    const plain = lessonEntry(lesson, { id: 's1' }, origin, null);
    expect(plain.url).toBe('https://school.example/meet/abc-defg-hij?schedule=l1&program=p1');
    expect(plain.location).toBe(plain.url);
    expect(plain.description).not.toContain('alternative');
    const withFallback = lessonEntry(lesson, { id: 's1' }, origin, { url: 'https://meet.example.org/x', label: '' });
    expect(withFallback.description).toContain('If the classroom will not connect');
    expect(withFallback.description).toContain('Open the alternative meeting link: https://meet.example.org/x');
  });

  it('has no link when the student has no classroom', () => {
    const entry = lessonEntry({ ...lesson, classroomLink: null }, { id: 's1' }, origin, null);
    expect(entry.url).toBeNull();
    expect(entry.description).not.toContain('Join the classroom');
  });
});

describe('quizEntry', () => {
  const due = {
    id: 'q1',
    dueDate: new Date('2026-12-02T17:00:00.000Z'),
    completedAt: null,
    quiz: 'Fractions',
    program: 'Little Robots',
    student: { id: 's1', firstName: 'Dami', lastName: 'Bello' },
  };

  it('is a moment at the due date, linked to the page each reader keeps quizzes on', () => {
    const own = quizEntry(due, 'student', origin);
    expect(own).toMatchObject({ summary: 'Quiz due: Fractions', start: due.dueDate, end: due.dueDate });
    expect(own.url).toBe('https://school.example/accounts/quiz?attempt=q1&student=s1');
    expect(quizEntry(due, 'assignedBy', origin).url).toContain('/accounts/quiz-assignments?attempt=q1');
    expect(quizEntry(due, 'all', origin).url).toContain('/admin/assessments/quiz-assessments?attempt=q1');
    expect(quizEntry(due, 'all', origin).summary).toBe('Quiz due: Fractions (Dami Bello)');
  });

  it('says a submitted quiz is submitted', () => {
    expect(quizEntry({ ...due, completedAt: new Date() }, 'student', origin).summary).toBe('Quiz submitted: Fractions');
  });
});
