import { classroomTexts, type MemberRole, messages } from '@chalkline/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { ClassroomPage } from '../ClassroomPage';
import type { Admission, LinkValidation } from '../meet.api';

const routes = [
  { path: '/meet/demo', Component: ClassroomPage },
  { path: '/meet/:meetingId', Component: ClassroomPage },
  { path: '/login', element: <p>Sign-in page</p> },
];

const program = '8e4812f9-26c1-4e8a-b103-ea0f23a8c0fe';
const schedule = '37cf9d2f-0aab-4a17-af21-f5dd41f8a9ce';
const fullLink = `/meet/abc-defg-hij?schedule=${schedule}&program=${program}`;
const validLink: LinkValidation = {
  valid: true,
  kind: 'student',
  advisory: null,
  student: { firstName: 'Dami', lastName: 'Bello' },
};

function openLobby(
  role: MemberRole | null,
  admission: Admission,
  options: { route?: string; link?: LinkValidation } = {},
) {
  const calls = stubApi({
    'GET /auth/session': sessionAnswer(role ? makeUser(role) : null),
    'POST /meet/validate-meeting-link': { data: options.link ?? validLink },
    'POST /meet/admission': { data: admission },
  });
  const rendered = renderRoutes(routes, { route: options.route ?? fullLink });
  return { ...rendered, calls };
}

const host: Admission = { decision: 'host', programId: program, isTutor: true, isAdmin: false };

describe('lobby', () => {
  it('greets by first name, names the classroom and says who one joins as', async () => {
    openLobby('STUDENT', { decision: 'knock', programId: program, isTutor: false, isAdmin: false });
    expect(await screen.findByRole('heading', { name: 'Welcome Dami' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dami’s Classroom' })).toBeTruthy();
    expect(screen.getByText('You’re joining as').parentElement?.textContent).toContain('Dami Bello');
    expect(screen.getByRole('button', { name: 'Join Classroom' })).toBeTruthy();
    expect(screen.queryByText(classroomTexts.linkAdvisory)).toBeNull();
  });

  it('asks a tutor with several programs to pick one, in red under the picker', async () => {
    openLobby('TUTOR', {
      decision: 'choose-program',
      reason: messages.noProgramChosen,
      programs: [
        { key: program, title: 'Foundations of Mathematics' },
        { key: schedule, title: 'Reading Club' },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Classroom' }));
    const error = await screen.findByText(messages.noProgramChosen);
    expect(error.className).toMatch(/Mui-error/);
    expect(screen.getByRole('combobox', { name: /Select a program/ })).toBeTruthy();
  });

  it('advises using the schedule link when the link lacks schedule or program', async () => {
    openLobby('TUTOR', host, { route: '/meet/abc-defg-hij', link: { ...validLink, advisory: 'no lesson attached' } });
    expect(await screen.findByText(classroomTexts.linkAdvisory)).toBeTruthy();
  });

  it('offers a student who is not enrolled to enroll', async () => {
    openLobby('STUDENT', { decision: 'refused', reason: classroomTexts.studentNotEnrolled });
    expect(await screen.findByText(classroomTexts.studentNotEnrolled)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe('/tutors/onboarding');
    expect(screen.queryByRole('button', { name: 'Join Classroom' })).toBeNull();
  });

  it('tells an account that is not enrolled here to go back to the dashboard', async () => {
    openLobby('STUDENT', { decision: 'refused', reason: classroomTexts.accountNotEnrolled });
    expect(await screen.findByText(classroomTexts.accountNotEnrolled)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/login');
  });

  it('shows Not Allowed to a tutor who is not linked to the student', async () => {
    openLobby('TUTOR', { decision: 'refused', reason: classroomTexts.notAllowed });
    expect(await screen.findByRole('heading', { name: 'Not Allowed' })).toBeTruthy();
    expect(screen.getByText(classroomTexts.notAllowed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeTruthy();
  });

  it.each([
    ['MASTER', fullLink, true],
    ['MANAGER', fullLink, true],
    ['MASTER', '/meet/demo?session=5b0f3c3e-8a4b-4d1e-9d55-7c1f0e2b1a11', false],
    ['TUTOR', fullLink, false],
  ] as const)('shows the incognito switch to %s at %s: %s', async (role, route, shown) => {
    const admin: Admission = { decision: 'host', programId: null, isTutor: false, isAdmin: true };
    openLobby(role, admin, { route, link: route.includes('demo') ? { valid: true, kind: 'demo' } : validLink });
    await screen.findByRole('button', { name: 'Join Classroom' });
    expect(Boolean(screen.queryByRole('switch', { name: 'Join anonymously' }))).toBe(shown);
    expect(Boolean(screen.queryByText('Incognito Mode'))).toBe(shown);
  });

  it('asks a signed-out visitor for a name where guests may knock', async () => {
    openLobby(null, { decision: 'knock', programId: null, isTutor: false, isAdmin: false });
    expect(await screen.findByRole('heading', { name: 'Welcome Guest' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join Classroom' }));
    expect(await screen.findByText('Please tell us your name')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in where guests may not join', async () => {
    const { router } = openLobby(null, { decision: 'refused', reason: classroomTexts.guestsNotAllowed });
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(fullLink);
  });

  it('says when the link does not work', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'POST /meet/validate-meeting-link': new Response(
        JSON.stringify({ message: 'This classroom link is not valid', code: 'NOT_FOUND' }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    });
    renderRoutes(routes, { route: '/meet/nope' });
    expect(await screen.findByText('This classroom link is not valid')).toBeTruthy();
  });
});
