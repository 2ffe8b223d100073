import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { renderWithProviders } from '../../test/render';
import { MoveScheduleButton, movedTimes } from './MoveScheduleButton';

afterEach(() => vi.unstubAllGlobals());

describe('MoveScheduleButton', () => {
  it('keeps the lesson’s length when it moves to another day and start', () => {
    const lesson = { time: '2026-12-01T10:00:00.000Z', endTime: '2026-12-01T11:30:00.000Z' };
    const moved = movedTimes(lesson, '2026-12-03', '16:15');
    expect(moved.time).toBe(new Date(2026, 11, 3, 16, 15).toISOString());
    expect(Date.parse(moved.endTime) - Date.parse(moved.time)).toBe(90 * 60_000);
  });

  it('sends the new time and shows the server’s refusal in the dialog', async () => {
    const lesson = lessonFixture(24);
    const fetchMock = stubApi({
      [`PUT /admin/schedules/${lesson.key}`]: errorAnswer(
        409,
        'The student already has a lesson at this time',
        'CONFLICT',
        {
          time: 'The student already has a lesson at this time',
        },
      ),
    });
    renderWithProviders(<MoveScheduleButton lesson={lesson} label="Maths with Dami" />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Maths with Dami' }));
    fireEvent.change(await screen.findByLabelText('Starts at'), { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('The student already has a lesson at this time')).toBeTruthy();
    const [call] = callsOf(fetchMock);
    expect(call?.[0]).toBe('PUT');
    const body = call?.[2] as { time: string; endTime: string };
    expect(new Date(body.time).getHours()).toBe(9);
    expect(new Date(body.time).getMinutes()).toBe(30);
  });

  it('closes and says so once the lesson is moved', async () => {
    const lesson = lessonFixture(24);
    stubApi({ [`PUT /admin/schedules/${lesson.key}`]: { message: 'Lesson moved', data: { schedule: lesson } } });
    renderWithProviders(<MoveScheduleButton lesson={lesson} label="Maths with Dami" />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Maths with Dami' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Lesson moved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
