import type { LessonReport } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { jsonResponse, renderRoutes, renderWithProviders } from '../../test/render';
import { MySchedulesPage } from '../schedules/MySchedulesPage';
import { LessonReportForm } from './LessonReportForm';
import { LessonReportsList } from './LessonReportsList';

afterEach(() => vi.unstubAllGlobals());

const report: LessonReport = {
  key: null,
  scheduleKey: 'sch1',
  program: { key: 'p1', title: 'Little Robots' },
  time: '2026-03-03T16:00:00.000Z',
  endTime: '2026-03-03T17:00:00.000Z',
  tutor: null,
  student: { key: 's1', firstName: 'Dami', lastName: 'Bello' },
  attendance: {
    held: true,
    minutes: 60,
    minSharePercent: 50,
    people: [
      {
        key: 's1',
        firstName: 'Dami',
        lastName: 'Bello',
        role: 'STUDENT',
        spans: [
          { joinedAt: '2026-03-03T16:00:00.000Z', leftAt: '2026-03-03T16:20:00.000Z' },
          { joinedAt: '2026-03-03T16:25:00.000Z', leftAt: '2026-03-03T17:00:00.000Z' },
        ],
        minutesPresent: 55,
        minutesCamera: 40,
        minutesMicrophone: 12,
        handsRaised: 1,
        messagesSent: 3,
        sharePercent: 92,
        attended: true,
      },
    ],
  },
  polls: [
    {
      question: 'Is 2/4 = 1/2?',
      kind: 'true_false',
      options: ['True', 'False'],
      anonymous: false,
      counts: [1, 0],
      answered: 1,
    },
  ],
  sharedFiles: [{ key: 'doc1.pdf', name: 'Fractions worksheet.pdf', mime: 'application/pdf', size: 1200 }],
  whiteboardImage: null,
  note: '',
  rating: null,
  status: 'draft',
  sentAt: null,
};
const boards = [{ key: 'b1', roomId: 'meet:abc-defg-hij', updatedAt: '2026-03-03T16:50:00.000Z' }];

describe('the lesson report form', () => {
  it('is pre-filled from the classroom, draws the board once, and sends the note, rating and image', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'POST /accounts/lesson-reports/lessons/sch1/send': {
        message: 'Report sent',
        data: { report: { ...report, key: 'r1', status: 'sent' } },
      },
    });
    const capture = vi.fn(async () => 'board.png');
    const onDone = vi.fn();
    renderWithProviders(<LessonReportForm report={report} boards={boards} onDone={onDone} capture={capture} />);

    const attended = screen.getByRole('list', { name: 'Who attended' });
    expect(within(attended).getByText('Dami Bello: 55 of 60 min')).toBeTruthy();
    // Both spans: she left and came back.
    expect(within(attended).getByText(/–.*,.*–/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fractions worksheet.pdf' })).toBeTruthy();
    expect(screen.getByText('True: 1 · False: 0 (1 answered)')).toBeTruthy();
    const image = await screen.findByRole('img', { name: 'The whiteboard at the end of the lesson' });
    expect(image.getAttribute('src')).toContain('board.png');
    expect(capture).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(boards);

    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: 'Well done today.' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = callsOf(fetchMock).find(([method]) => method === 'POST');
    expect(sent?.[2]).toEqual({ note: 'Well done today.', rating: 4, whiteboardImage: 'board.png' });
  });

  it('saves a draft, and shows the server’s field message', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'PUT /accounts/lesson-reports/lessons/sch1': jsonResponse(
        { message: 'Bad', code: 'VALIDATION', fields: { note: 'The note may be at most 4000 characters' } },
        400,
      ),
    });
    renderWithProviders(<LessonReportForm report={{ ...report, note: 'Kept' }} boards={[]} onDone={() => {}} />);
    expect(screen.getByText('No whiteboard image.')).toBeTruthy();
    expect((screen.getByLabelText('Your note') as HTMLTextAreaElement).value).toBe('Kept');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The note may be at most 4000 characters')).toBeTruthy();
  });

  it('asks the tutor on My Schedules and opens the report the address names', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /accounts/schedules': { data: { items: [lessonFixture(-2)], total: 1, page: 1, limit: 10 } },
      'GET /accounts/lesson-reports/awaiting': {
        data: {
          items: [
            {
              key: null,
              scheduleKey: 'sch1',
              program: report.program,
              time: report.time,
              student: report.student,
              tutor: null,
              status: null,
              rating: null,
              sentAt: null,
            },
          ],
        },
      },
      'GET /accounts/lesson-reports/lessons/sch1': { data: { report, boards: [] } },
    });
    renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], { route: '/accounts/schedules' });
    const waiting = await screen.findByRole('list', { name: 'Lessons waiting for a report' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Write the lesson report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson report' });
    expect(await within(dialog).findByText('Dami Bello: 55 of 60 min')).toBeTruthy();
  });
});

describe('a student’s lesson reports', () => {
  it('lists the sent reports and opens the one the address names', async () => {
    const student = makeUser('STUDENT');
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /accounts/lesson-reports': {
        data: {
          items: [
            {
              key: 'r1',
              scheduleKey: 'sch1',
              program: report.program,
              time: report.time,
              student: report.student,
              tutor: { key: 't1', firstName: 'Chidi', lastName: 'Eze' },
              status: 'sent',
              rating: 4,
              sentAt: report.endTime,
            },
          ],
        },
      },
      'GET /accounts/lesson-reports/r1': {
        data: {
          report: {
            ...report,
            key: 'r1',
            status: 'sent',
            note: 'Well done today.',
            rating: 4,
            whiteboardImage: 'board.png',
            tutor: { key: 't1', firstName: 'Chidi', lastName: 'Eze' },
          },
        },
      },
    });
    renderWithProviders(<LessonReportsList studentKey={student.key} />, { route: '/accounts/performance?report=r1' });
    const dialog = await screen.findByRole('dialog', { name: 'Lesson report' });
    expect(await within(dialog).findByText('Well done today.')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'The whiteboard at the end of the lesson' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const list = await screen.findByRole('list', { name: 'Lesson reports' });
    expect(within(list).getByText('Chidi Eze · Progress 4 of 5')).toBeTruthy();
  });
});

describe('a child’s lesson reports on the guardian’s site (ADR 0079)', () => {
  it('reads the list, the report and its board picture through the guardian’s routes to the child', async () => {
    const guardian = makeUser('GUARDIAN');
    const sent = { ...report, key: 'r1', status: 'sent' as const, note: 'Kind words.', whiteboardImage: 'board.png' };
    stubApi({
      'GET /auth/session': sessionAnswer(guardian),
      'GET /accounts/children/s1/lesson-reports': {
        data: {
          items: [{ ...sent, scheduleKey: 'sch1', tutor: null, rating: null, sentAt: report.endTime }],
        },
      },
      'GET /accounts/children/s1/lesson-reports/r1': { data: { report: sent } },
    });
    renderWithProviders(<LessonReportsList studentKey="s1" asGuardian />, { route: '/accounts/children?child=s1' });
    fireEvent.click(await screen.findByRole('button', { name: /Read the report of Little Robots/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lesson report' });
    expect(await within(dialog).findByText('Kind words.')).toBeTruthy();
    const image = within(dialog).getByRole('img', { name: 'The whiteboard at the end of the lesson' });
    expect(image.getAttribute('src')).toBe('/api/accounts/children/s1/lesson-reports/r1/files/board.png');
    expect(within(dialog).getByText(/55 of 60 min/)).toBeTruthy();
  });
});
