/**
 * The assessment lists send their address's filters to the server (ADR 0065): a shared link of Quiz Assignments,
 * the Quiz Collection or a class assignment list loads the same filtered page, and a student gets no student filter.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, type StubRequest, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { ClassAssignmentsPage } from '../assessments/AssignmentsPage';
import { StudentQuizPage, TutorQuizAssignmentsPage } from './QuizAssignmentsPage';
import { TutorQuizCollectionPage } from './QuizCollectionPage';

const programKey = '11111111-1111-4111-8111-111111111111';
const empty = { data: { items: [], total: 0, page: 1, limit: 10 } };
const programs = { data: { items: [{ key: programKey, title: 'Algebra' }], total: 1, page: 1, limit: 100 } };

function stub(role: 'TUTOR' | 'STUDENT', path: string) {
  const asked: URLSearchParams[] = [];
  stubApi({
    'GET /auth/session': sessionAnswer(makeUser(role)),
    'GET /programs': programs,
    [`GET ${path}`]: ({ search }: StubRequest) => {
      asked.push(search);
      return empty;
    },
  });
  return asked;
}

describe('assessment list filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Quiz Assignments sends status, program, search and the due days of the address', async () => {
    const asked = stub('TUTOR', '/quiz/assignments');
    renderWithProviders(<TutorQuizAssignmentsPage />, {
      route: `/accounts/quiz-assignments?status=OVERDUE&program=${programKey}&search=map&from=2026-11-02&to=2026-11-09`,
    });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const query = asked.at(-1)!;
    expect(query.get('status')).toBe('OVERDUE');
    expect(query.get('program')).toBe(programKey);
    expect(query.get('search')).toBe('map');
    expect(query.get('from')).toBe(new Date(2026, 10, 2).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 10).toISOString());
    expect(await screen.findByText('No quiz assignments match these filters.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Student' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBeNull());
  });

  it('a student’s Quiz list filters their own quizzes, without a student filter', async () => {
    const asked = stub('STUDENT', '/quiz/assignments');
    renderWithProviders(<StudentQuizPage />, { route: '/accounts/quiz?status=COMPLETED' });
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('COMPLETED'));
    expect(screen.getByRole('searchbox', { name: 'Search quiz titles' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Student' })).toBeNull();
  });

  it('the Quiz Collection sends its search and program', async () => {
    const asked = stub('TUTOR', '/quiz');
    renderWithProviders(<TutorQuizCollectionPage />, {
      route: `/accounts/manage-quiz?search=50%25&program=${programKey}`,
    });
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('50%'));
    expect(asked.at(-1)?.get('program')).toBe(programKey);
    expect(await screen.findByText('No quizzes match these filters.')).toBeTruthy();
  });

  it('class assignments send status, search and the assigned days', async () => {
    const asked = stub('TUTOR', '/accounts/assignments/class');
    renderWithProviders(<ClassAssignmentsPage />, {
      route: '/accounts/assignments/class?status=NOT_GRADED&search=essay&from=2026-11-02',
    });
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('NOT_GRADED'));
    expect(asked.at(-1)?.get('search')).toBe('essay');
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 10, 2).toISOString());
    expect(await screen.findByText('No class assignments match these filters.')).toBeTruthy();
  });
});
