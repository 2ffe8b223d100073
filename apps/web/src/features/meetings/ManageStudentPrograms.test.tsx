import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type StubRequest, stubApi } from '../../test/apiStub';
import { person } from '../../test/people';
import { renderWithProviders } from '../../test/render';
import { ManageStudentPrograms, unlinkQuestion } from './ManageStudentPrograms';
import type { StudentRow, TutorLink } from './meetings.api';

afterEach(() => vi.unstubAllGlobals());

const student: StudentRow = { ...person('s1', 'Dami', 'Bello'), meetingId: 'abc', programs: [] };
const program = { key: 'p1', title: 'Foundations of Mathematics', slug: 'maths', thumbnail: null };
const reading = { key: 'p2', title: 'Reading Club', slug: 'reading', thumbnail: null };
const link: TutorLink = {
  tutor: person('t1', 'Chidi', 'Eze'),
  student: person('s1', 'Dami', 'Bello'),
  program: { key: 'p1', title: program.title },
};

/** A small server: enrolments that can be switched, links that can be removed. */
function stubStudent() {
  const enrolments = [
    { key: 'e1', active: true, program, createdAt: '2026-01-01T00:00:00.000Z' },
    { key: 'e2', active: false, program: reading, createdAt: '2026-01-01T00:00:00.000Z' },
  ];
  let links = [link];
  return stubApi({
    'GET /accounts/program-enrollments': (request: StubRequest) => {
      expect(request.search.get('student')).toBe('s1');
      return { data: { enrollments: enrolments } };
    },
    'PATCH /accounts/program-enrollments/e1': (request: StubRequest) => {
      enrolments[0]!.active = (request.body as { active: boolean }).active;
      return { message: 'Enrolment deactivated' };
    },
    'GET /tutors/student-relationships': (request: StubRequest) => {
      expect(request.search.get('student')).toBe('s1');
      expect(request.search.get('page')).toBe('1');
      return { data: { items: links, total: links.length, page: 1, limit: 100 } };
    },
    'DELETE /tutors/student-relationships': () => {
      links = [];
      return { message: 'Link removed' };
    },
  });
}

describe('ManageStudentPrograms', () => {
  it('switches an enrolment off and shows it inactive', async () => {
    const fetchMock = stubStudent();
    renderWithProviders(<ManageStudentPrograms student={student} />);
    const maths = await screen.findByRole('switch', { name: 'Active enrolment in Foundations of Mathematics' });
    expect((maths as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Active enrolment in Reading Club' }) as HTMLInputElement).checked).toBe(
      false,
    );

    fireEvent.click(maths);
    await waitFor(() => expect((maths as HTMLInputElement).checked).toBe(false));
    expect(callsOf(fetchMock)).toContainEqual(['PATCH', '/accounts/program-enrollments/e1', { active: false }]);
    expect(await screen.findByText('Enrolment deactivated')).toBeTruthy();
    const enrolmentList = screen.getByRole('list', { name: 'Enrolments' });
    expect(within(enrolmentList).getAllByText('Inactive')).toHaveLength(2);
  });

  it('removes a tutor only after confirming', async () => {
    const fetchMock = stubStudent();
    renderWithProviders(<ManageStudentPrograms student={student} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chidi Eze from Foundations of Mathematics' }));
    expect(await screen.findByText(unlinkQuestion(link))).toBeTruthy();
    expect(unlinkQuestion(link)).toBe(
      'Chidi Eze will no longer teach Dami Bello Foundations of Mathematics, nor open this student’s classroom for it.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(unlinkQuestion(link))).toBeNull());
    expect(callsOf(fetchMock).some(([method]) => method === 'DELETE')).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chidi Eze from Foundations of Mathematics' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tutor' }));
    expect(await screen.findByText('No tutor is linked yet.')).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'DELETE',
      '/tutors/student-relationships',
      { tutorKey: 't1', studentKey: 's1', programKey: 'p1' },
    ]);
  });

  it('tells when a change is refused', async () => {
    stubApi({
      'GET /accounts/program-enrollments': {
        data: { enrollments: [{ key: 'e1', active: true, program, createdAt: '' }] },
      },
      'GET /tutors/student-relationships': { data: { items: [], total: 0, page: 1, limit: 100 } },
      'PATCH /accounts/program-enrollments/e1': new Response(
        JSON.stringify({ message: 'Only admins may change enrolments', code: 'FORBIDDEN' }),
        { status: 403, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderWithProviders(<ManageStudentPrograms student={student} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Active enrolment in Foundations of Mathematics' }));
    expect(await screen.findByText('Only admins may change enrolments')).toBeTruthy();
  });

  it('shows a manager without the edit groups the programs and tutors, with nothing to change', async () => {
    const fetchMock = stubStudent();
    renderWithProviders(<ManageStudentPrograms student={student} maySwitch={false} mayUnlink={false} />);
    expect(await screen.findByText('Chidi Eze')).toBeTruthy();
    const maths = screen.getByRole('switch', { name: 'Active enrolment in Foundations of Mathematics' });
    expect((maths as HTMLInputElement).checked).toBe(true);
    expect((maths as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(maths);
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(callsOf(fetchMock).some(([method]) => method !== 'GET')).toBe(false);
  });
});
