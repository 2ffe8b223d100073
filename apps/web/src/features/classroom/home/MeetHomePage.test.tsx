import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { lessonFixture } from '../../../test/lessons';
import { renderRoutes } from '../../../test/render';
import { classroomLinkTexts } from './classroomLink';
import { MeetHomePage } from './MeetHomePage';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/meet', Component: MeetHomePage },
  { path: '/meet/:meetingId', Component: () => <p>Classroom page</p> },
];

describe('MeetHomePage', () => {
  it('lists a signed-in student’s next lessons with Join buttons to their classrooms', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'GET /accounts/schedules': {
        data: { items: [lessonFixture(-2), lessonFixture(2)], total: 2, page: 1, limit: 10 },
      },
    });
    renderRoutes(routes, { route: '/meet' });
    const join = await screen.findByRole('link', { name: 'Join Little Robots' });
    expect(join.getAttribute('href')).toBe('/meet/abc-defg-hij?schedule=sch1&program=p1');
    // The lesson that ended an hour ago is not offered.
    expect(screen.getAllByRole('link', { name: 'Join Little Robots' })).toHaveLength(1);
    expect(screen.getByText(/with Chidi Eze/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How to join a class' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((url) => url.pathname === '/api/accounts/schedules')?.searchParams.get('time')).toBeTruthy();
  });

  it('shows a guest how to join, and opens a pasted link in this site', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderRoutes(routes, { route: '/meet' });
    expect(await screen.findByRole('region', { name: 'How to join a class' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fmeet');
    expect(screen.getByRole('region', { name: 'Demo lesson' }).textContent).toContain('/meet/demo?session=');

    const field = screen.getByLabelText('Classroom link or id');
    fireEvent.change(field, { target: { value: 'https://school.example/programs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(classroomLinkTexts.invalid)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'https://school.example/meet/abc-defg-hij?schedule=s1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Classroom page')).toBeTruthy();
  });

  it('sends an admin to the live classes and schedules instead of their own lessons', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MASTER')) });
    renderRoutes(routes, { route: '/meet' });
    expect((await screen.findByRole('link', { name: 'Live classes' })).getAttribute('href')).toBe('/admin/meetings');
    expect(screen.queryByRole('region', { name: 'Your next lessons' })).toBeNull();
  });
});
