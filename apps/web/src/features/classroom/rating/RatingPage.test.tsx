import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { RatingPage } from './RatingPage';

const session = '11111111-1111-4111-8111-111111111111';
const routes = [{ path: '/meet/:meetingId/rating', Component: RatingPage }];

describe('RatingPage', () => {
  it('rates in half stars with a comment and thanks the person', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'POST /meet/rating': { message: 'Thank you for rating this lesson!' },
    });
    renderRoutes(routes, { route: `/meet/demo/rating?session=${session}&meeting=demo` });
    fireEvent.click(await screen.findByRole('radio', { name: '4.5 Stars' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Great class' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Thank you for rating this lesson!')).toBeTruthy();
    expect(callsOf(fetchMock).find(([method]) => method === 'POST')).toEqual([
      'POST',
      '/meet/rating',
      { session, meeting: 'demo', rating: 4.5, comment: 'Great class' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/admin');
  });

  it('asks for a rating before sending', async () => {
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    renderRoutes(routes, { route: `/meet/abc-defg-hij/rating?session=${session}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Please choose a rating')).toBeTruthy();
    expect(callsOf(fetchMock).filter(([method]) => method === 'POST')).toHaveLength(0);
  });

  it('says when the link names no lesson', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    renderRoutes(routes, { route: '/meet/abc-defg-hij/rating' });
    expect(await screen.findByText('This lesson could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Rate your class' })).toBeTruthy();
  });

  it('asks a planned lesson’s tutor for its report, and never a student (ADR 0080)', async () => {
    const schedule = '22222222-2222-4222-8222-222222222222';
    const route = `/meet/abc-defg-hij/rating?session=${session}&schedule=${schedule}`;
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    const tutor = renderRoutes(routes, { route });
    const link = await screen.findByRole('link', { name: 'Write the lesson report' });
    expect(link.getAttribute('href')).toBe(`/accounts/schedules?report=${schedule}`);
    tutor.unmount();

    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    renderRoutes(routes, { route });
    expect(await screen.findByRole('button', { name: 'Send rating' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write the lesson report' })).toBeNull();
  });
});
