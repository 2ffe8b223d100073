import { altMeetingLinkTexts, classroomTexts, demoSessionTexts, type MemberRole, messages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { ClassroomPage } from '../ClassroomPage';
import type { Admission, LinkValidation } from '../classroom.api';

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

const demoSession = '5b0f3c3e-8a4b-4d1e-9d55-7c1f0e2b1a11';
const demoRoute = `/meet/demo?session=${demoSession}`;
const demoAnswer = {
  data: { demo: { key: demoSession, guestName: 'Kola Ade', time: '2026-03-01T10:00:00.000Z', started: false } },
};
const failure = (status: number, message: string) =>
  new Response(JSON.stringify({ message, code: status === 404 ? 'NOT_FOUND' : 'CONFLICT' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function openLobby(
  role: MemberRole | null,
  admission: Admission,
  options: { route?: string; link?: LinkValidation; demo?: unknown; start?: unknown } = {},
) {
  const calls = stubApi({
    'GET /auth/session': sessionAnswer(role ? makeUser(role) : null),
    'POST /meet/validate-meeting-link': { data: options.link ?? validLink },
    'POST /meet/admission': { data: admission },
    'POST /meet/validate-demo-session': options.demo ?? demoAnswer,
    'POST /meet/start-demo-session': options.start ?? { message: 'Demo session started' },
    'POST /meet/guest-token': { data: { token: 'guest-ticket' } },
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
    const picker = screen.getByRole('combobox', { name: /Select a program/ });
    // The picker is marked invalid and described by the message under it (shown in the error colour).
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(picker.getAttribute('aria-describedby')).toBe(error.id);
    fireEvent.change(picker, { target: { value: program } });
    expect(screen.queryByText(messages.noProgramChosen)).toBeNull();
  });

  it('advises using the schedule link when the link lacks schedule or program', async () => {
    openLobby('TUTOR', host, { route: '/meet/abc-defg-hij', link: { ...validLink, advisory: 'no lesson attached' } });
    expect(await screen.findByText(classroomTexts.linkAdvisory)).toBeTruthy();
  });

  it('offers the school’s Alternative Meeting Link as the fallback when one is set, for members and guests', async () => {
    const altMeetingLink = { url: 'https://meet.example.org/fallback', label: 'School video room' };
    openLobby('STUDENT', { decision: 'knock', programId: program, isTutor: false, isAdmin: false, altMeetingLink });
    const fallback = await screen.findByRole('complementary', { name: 'Alternative meeting link' });
    expect(fallback.textContent).toContain(altMeetingLinkTexts.heading);
    expect(fallback.textContent).toContain(altMeetingLinkTexts.hint);
    const anchor = screen.getByRole('link', { name: 'School video room' });
    expect(anchor.getAttribute('href')).toBe(altMeetingLink.url);
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
  });

  it('names the fallback link by default when the admin gave it no label', async () => {
    const altMeetingLink = { url: 'https://meet.example.org/fallback', label: '' };
    openLobby(null, { decision: 'knock', programId: null, isTutor: false, isAdmin: false, altMeetingLink });
    expect(await screen.findByRole('link', { name: altMeetingLinkTexts.defaultLabel })).toBeTruthy();
  });

  it('shows no fallback when the school has no Alternative Meeting Link', async () => {
    openLobby('STUDENT', {
      decision: 'knock',
      programId: program,
      isTutor: false,
      isAdmin: false,
      altMeetingLink: null,
    });
    await screen.findByRole('button', { name: 'Join Classroom' });
    expect(screen.queryByRole('complementary', { name: 'Alternative meeting link' })).toBeNull();
    expect(screen.queryByText(altMeetingLinkTexts.hint)).toBeNull();
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
    ['MASTER', demoRoute, false],
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

  describe('demo links', () => {
    const guestKnocks: Admission = { decision: 'knock', programId: null, isTutor: false, isAdmin: false };
    const tutorHosts: Admission = { decision: 'host', programId: null, isTutor: true, isAdmin: false };
    const paths = (calls: ReturnType<typeof stubApi>) => callsOf(calls).map(([method, path]) => `${method} ${path}`);

    it('checks the session and greets the guest with the name the demo was booked for', async () => {
      const { calls } = openLobby(null, guestKnocks, { route: demoRoute, link: { valid: true, kind: 'demo' } });
      expect(await screen.findByRole('heading', { name: 'Welcome Guest' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Demo Class' })).toBeTruthy();
      expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe('Kola Ade');
      expect(callsOf(calls).find(([, path]) => path === '/meet/validate-demo-session')?.[2]).toEqual({
        session: demoSession,
      });
      expect(callsOf(calls).find(([, path]) => path === '/meet/admission')?.[2]).toMatchObject({
        config: { demoSession },
      });
    });

    it.each([
      ['unknown', failure(404, demoSessionTexts.notFound), 'Demo session not found', demoSessionTexts.notFound],
      ['ended', failure(409, demoSessionTexts.ended), 'This demo lesson has ended', demoSessionTexts.ended],
      ['expired', failure(409, demoSessionTexts.expired), 'This demo link has expired', demoSessionTexts.expired],
    ])('blocks an %s session with its own words and asks nothing more', async (_, demo, title, message) => {
      const { calls } = openLobby(null, guestKnocks, { route: demoRoute, demo });
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Join Classroom' })).toBeNull();
      expect(paths(calls)).not.toContain('POST /meet/admission');
    });

    it('blocks a demo link without its session', async () => {
      const { calls } = openLobby(null, guestKnocks, { route: '/meet/demo' });
      expect(await screen.findByRole('heading', { name: 'This demo link is incomplete' })).toBeTruthy();
      expect(screen.getByText(demoSessionTexts.missing)).toBeTruthy();
      expect(paths(calls)).not.toContain('POST /meet/validate-demo-session');
    });

    it('starts the demo when its host joins', async () => {
      const { calls } = openLobby('TUTOR', tutorHosts, { route: demoRoute, link: { valid: true, kind: 'demo' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Join Classroom' }));
      expect(await screen.findByText('Joining the classroom…')).toBeTruthy();
      expect(callsOf(calls).find(([, path]) => path === '/meet/start-demo-session')?.[2]).toEqual({
        session: demoSession,
      });
    });

    it('keeps the host in the lobby with the reason when the demo cannot start', async () => {
      openLobby('TUTOR', tutorHosts, {
        route: demoRoute,
        link: { valid: true, kind: 'demo' },
        start: failure(409, demoSessionTexts.ended),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Join Classroom' }));
      expect(await screen.findByText(demoSessionTexts.ended)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Join Classroom' })).toBeTruthy();
    });

    it('does not start the demo for a guest who knocks', async () => {
      const { calls } = openLobby(null, guestKnocks, { route: demoRoute, link: { valid: true, kind: 'demo' } });
      fireEvent.click(await screen.findByRole('button', { name: 'Join Classroom' }));
      await waitFor(() => expect(paths(calls)).toContain('POST /meet/guest-token'));
      expect(paths(calls)).not.toContain('POST /meet/start-demo-session');
    });
  });
});
