import 'fake-indexeddb/auto';
import type { AssignmentSummary, HandInView } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { BesideSubmission, HandInSection } from './HandInSection';

afterEach(() => vi.unstubAllGlobals());

const student = makeUser('STUDENT');
const tutor = makeUser('TUTOR');
const settings = {
  text: true,
  maxFiles: 2,
  dueAt: '2026-03-10T17:00:00.000Z',
  cutOffAt: '2026-03-12T17:00:00.000Z',
  status: 'NOT_SUBMITTED' as const,
};
const assignment: AssignmentSummary = {
  key: 'a1',
  kind: 'home',
  title: 'My holiday',
  program: { key: 'g1', title: 'Creative Writing', slug: 'writing' },
  student: { ...student, key: student.key },
  recordedBy: null,
  assignedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: null,
  grading: { points: null, total: 10, remarks: null, gradedAt: null },
  handIn: settings,
  mayEdit: false,
  mayDelete: false,
};
const view = (over: Partial<HandInView> = {}): HandInView => ({
  settings,
  submitted: null,
  submittedAt: null,
  late: false,
  draft: { text: '<p>I went to the sea</p>', files: [], seq: 1, savedAt: '2026-03-02T00:00:00.000Z' },
  open: true,
  ...over,
});
const pdf = { key: 'assignment-submissions/2026/f1.pdf', name: 'story.pdf', mime: 'application/pdf', size: 2048 };

describe('hand-in (ADR 0074)', () => {
  it('lets the student attach a file, keeps the draft on the server and submits; the chip then reads Late', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /accounts/assignments/home/a1/submission': { data: { handIn: view() } },
      'POST /files/upload': { data: { keys: [pdf.key] } },
      'PUT /accounts/assignments/home/a1/submission/draft': { message: 'Draft saved', data: { handIn: view() } },
      'POST /accounts/assignments/home/a1/submission': {
        message: 'Submitted late',
        data: {
          handIn: view({
            settings: { ...settings, status: 'LATE' },
            submitted: { text: '<p>I went to the sea</p>', files: [pdf] },
            submittedAt: '2026-03-11T09:00:00.000Z',
            late: true,
          }),
        },
      },
      'GET /accounts/assignments/home': { data: { items: [], total: 0, page: 1, limit: 10 } },
    });
    renderWithProviders(<HandInSection kind="home" assignment={assignment} />);
    const panel = await screen.findByRole('region', { name: 'Hand-in' });
    expect(within(panel).getByText('Not submitted')).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Your answer' }).textContent).toBe('I went to the sea');

    const input = within(panel).getByLabelText('Attach files') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'story.pdf', { type: 'application/pdf' })] } });
    expect(await within(panel).findByRole('link', { name: 'story.pdf' })).toBeTruthy();
    // The draft reaches the server through the outbox after a short pause.
    await waitFor(
      () =>
        expect(callsOf(fetchMock).find(([m, p]) => m === 'PUT' && p.endsWith('/draft'))?.[2]).toMatchObject({
          text: '<p>I went to the sea</p>',
          files: [pdf.key],
        }),
      { timeout: 3000 },
    );
    // The names kept on the device for a reload are not sent.
    expect(callsOf(fetchMock).find(([m, p]) => m === 'PUT' && p.endsWith('/draft'))?.[2]).not.toHaveProperty(
      'attached',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    expect(await within(panel).findByText('Late')).toBeTruthy();
    expect(callsOf(fetchMock).find(([m, p]) => m === 'POST' && p.endsWith('/submission'))?.[2]).toEqual({
      text: '<p>I went to the sea</p>',
      files: [pdf.key],
    });
    expect(within(panel).getByRole('button', { name: 'Submit again' })).toBeTruthy();
  });

  it('shows the cut-off refusal and no Submit once the hand-in is closed', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /accounts/assignments/home/a1/submission': { data: { handIn: view({ open: false }) } },
    });
    renderWithProviders(<HandInSection kind="home" assignment={assignment} />);
    expect(await screen.findByText(/The cut-off date has passed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows the tutor what was handed in, files linked, beside the grading form', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(tutor),
      'GET /accounts/assignments/home/a1/submission': {
        data: {
          handIn: view({
            draft: null,
            open: false,
            settings: { ...settings, status: 'SUBMITTED' },
            submitted: { text: '<p>Done</p>', files: [pdf] },
            submittedAt: '2026-03-09T09:00:00.000Z',
          }),
        },
      },
    });
    renderWithProviders(
      <BesideSubmission show submission={<HandInSection kind="home" assignment={assignment} />}>
        <form aria-label="Grading" />
      </BesideSubmission>,
    );
    const submission = await screen.findByRole('region', { name: 'Submission' });
    expect(within(submission).getByText('Submitted')).toBeTruthy();
    expect(within(submission).getByText('Done')).toBeTruthy();
    const link = within(submission).getByRole('link', { name: 'story.pdf' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent(pdf.key));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('form', { name: 'Grading' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });
});
