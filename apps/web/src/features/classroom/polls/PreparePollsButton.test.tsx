import type { Poll } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { PreparePollsButton, pollsClassroomOf } from './PreparePollsButton';

const programId = '33333333-3333-4333-8333-333333333333';
const draft: Poll = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'true_false',
  question: 'Is 7 prime?',
  options: ['True', 'False'],
  anonymous: true,
  status: 'draft',
  resultsShown: false,
  sessionId: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  openedAt: null,
  closedAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('preparing polls before the lesson (ADR 0073)', () => {
  it('reads the classroom from a lesson’s link', () => {
    expect(pollsClassroomOf(`/meet/abc-defg-hij?schedule=s1&program=${programId}`)).toEqual({
      meetingId: 'abc-defg-hij',
      config: { programId },
    });
    expect(pollsClassroomOf(null)).toBeNull();
  });

  it('saves a poll for later and lists it, with no way to open it outside the lesson', async () => {
    const polls: { poll: Poll; tally: { pollId: string; counts: number[]; answered: number } }[] = [];
    const api = stubApi({
      'GET /meet/polls': () => ({ data: { polls } }),
      'POST /meet/polls': () => {
        polls.push({ poll: draft, tally: { pollId: draft.id, counts: [0, 0], answered: 0 } });
        return { message: 'Poll saved', data: { poll: draft } };
      },
      'DELETE /meet/polls/22222222-2222-4222-8222-222222222222': () => {
        polls.pop();
        return { message: 'Poll deleted' };
      },
    });
    renderWithProviders(<PreparePollsButton classroomLink={`/meet/abc-defg-hij?program=${programId}`} title="Maths" />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare polls for Maths' }));
    const dialog = await screen.findByRole('dialog', { name: 'Polls: Maths' });
    expect(within(dialog).queryByRole('button', { name: 'Ask now' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'Is 7 prime?' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'True or false' }));
    // True or false has its own answers.
    expect(within(dialog).queryByRole('textbox', { name: 'Answer 1' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Anonymous' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save for later' }));

    const item = await within(dialog).findByRole('listitem', { name: 'Is 7 prime?' });
    const posted = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      meetingId: 'abc-defg-hij',
      config: { programId },
      poll: { kind: 'true_false', question: 'Is 7 prime?', options: [], anonymous: true },
    });
    expect(within(item).getByText('Prepared')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Open' })).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).includes(`programId=${programId}`))).toBe(true);

    fireEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Is 7 prime?' })).toBeNull());
  });
});
