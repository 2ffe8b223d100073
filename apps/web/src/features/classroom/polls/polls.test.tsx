/**
 * Polls in the classroom (ADR 0073): a student's answer card (labelled radio and checkbox groups, a live region
 * announcing each new poll, results only when shown) and a host's panel (ask now, live bars with counts and names,
 * show or hide to the class, close, export CSV).
 */
import type { Poll, PollTally } from '@chalkline/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, student } from '../connection/testing';
import { PollCard } from './PollCard';
import { PollsProvider } from './PollsContext';
import { PollsSection } from './PollsSection';

const id = '22222222-2222-4222-8222-222222222222';
const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id,
  kind: 'single',
  question: 'Which is a prime?',
  options: ['4', '7', '9'],
  anonymous: false,
  status: 'open',
  resultsShown: false,
  sessionId: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-03-01T10:00:00.000Z',
  openedAt: '2026-03-01T10:01:00.000Z',
  closedAt: null,
  ...overrides,
});
const asStudent = { you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' as const } };

function renderCard() {
  const setup = admittedFakeConnection(asStudent);
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <PollsProvider>
        <PollCard />
      </PollsProvider>
    </ConnectionProvider>,
  );
  // Admitted: the client asks for the poll in front of the class.
  act(() => setup.socket.answer('poll_state', { poll: null, myChoices: null, tally: null }));
  return setup;
}

afterEach(() => vi.unstubAllGlobals());

describe('a student’s poll card', () => {
  it('announces a new poll, answers it with a labelled radio group, and can change the answer', async () => {
    const { socket } = renderCard();
    act(() => socket.fire('poll_opened', { poll: poll() }));
    expect(screen.getByRole('status').textContent).toBe('New poll: Which is a prime?');
    const group = screen.getByRole('radiogroup', { name: 'Which is a prime?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText('Your tutor sees your name with your answer.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Choose one answer')).toBeTruthy();
    expect(socket.sent('poll_answer')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(socket.sent('poll_answer').at(-1)?.payload).toEqual({ pollId: id, choices: [1] });
    act(() => socket.answer('poll_answer', { choices: [1] }));
    expect(await screen.findByRole('button', { name: 'Change answer' })).toBeTruthy();
    expect(screen.getByText('Answer sent')).toBeTruthy();
    // No counts until the host shows them.
    expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
  });

  it('uses checkboxes for multiple choice, shows a refusal, and shows counts only when shown', async () => {
    const { socket } = renderCard();
    act(() => socket.fire('poll_opened', { poll: poll({ kind: 'multiple', anonymous: true }) }));
    expect(screen.getByText('Anonymous: nobody sees who answered what.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '4' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(socket.sent('poll_answer').at(-1)?.payload).toEqual({ pollId: id, choices: [0, 2] });
    act(() => socket.answer('poll_answer', { error: 'This poll is closed' }));
    expect(await screen.findByText('This poll is closed')).toBeTruthy();

    const tally: PollTally = { pollId: id, counts: [2, 0, 1], answered: 3 };
    act(() => socket.fire('poll_changed', { poll: poll({ kind: 'multiple', resultsShown: true }), tally }));
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getByText('2 (67%)')).toBeTruthy();
    expect(within(results).getByText('3 answers')).toBeTruthy();

    // Closed with results hidden: the card goes away.
    act(() => socket.fire('poll_changed', { poll: poll({ status: 'closed' }), tally: null }));
    expect(screen.queryByRole('button', { name: /answer/ })).toBeNull();
  });

  it('shows the poll and the answer kept when (re)joining', async () => {
    const setup = admittedFakeConnection(asStudent);
    renderWithProviders(
      <ConnectionProvider connection={setup.connection}>
        <PollsProvider>
          <PollCard />
        </PollsProvider>
      </ConnectionProvider>,
    );
    act(() =>
      setup.socket.answer('poll_state', {
        poll: poll({ kind: 'rating', options: ['1', '2', '3', '4', '5'] }),
        myChoices: [3],
        tally: null,
      }),
    );
    expect(((await screen.findByRole('radio', { name: '4' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Change answer' })).toBeTruthy();
  });
});

describe('a host’s polls', () => {
  it('asks a poll now, watches answers with names, shows the results, closes it and links the CSV', async () => {
    const listed: { poll: Poll; tally: PollTally }[] = [];
    const api = stubApi({
      'GET /meet/polls': () => ({ data: { polls: listed } }),
      'POST /meet/polls': (request: { body: { poll: { question: string } } }) => {
        const created = poll({
          status: 'draft',
          openedAt: null,
          sessionId: null,
          question: request.body.poll.question,
        });
        listed.push({ poll: created, tally: { pollId: id, counts: [0, 0, 0], answered: 0, voters: [] } });
        return { message: 'Poll saved', data: { poll: created } };
      },
    });
    const { connection, socket } = admittedFakeConnection();
    renderWithProviders(
      <ConnectionProvider connection={connection}>
        <PollsProvider>
          <PollsSection />
        </PollsProvider>
      </ConnectionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open polls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Polls' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask now' }));
    expect(await within(dialog).findByText('Please write a question')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), {
      target: { value: 'Which is a prime?' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 1' }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 2' }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add answer' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Answer 3' }), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask now' }));

    await waitFor(() => expect(socket.sent('poll_open')).toHaveLength(1));
    const created = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(created?.[1]?.body))).toMatchObject({
      meetingId: 'abc-defg-hij',
      poll: { kind: 'single', question: 'Which is a prime?', options: ['4', '7', '9'], anonymous: false },
    });
    expect(socket.sent('poll_open')[0]?.payload).toEqual({ pollId: id });
    act(() => socket.answer('poll_open', { poll: poll() }));
    const item = await within(dialog).findByRole('listitem', { name: 'Which is a prime?' });
    expect(within(item).getByText('Open')).toBeTruthy();

    act(() =>
      socket.fire('poll_tally', {
        pollId: id,
        counts: [0, 1, 0],
        answered: 1,
        voters: [{ name: 'Dami Bello', choices: [1] }],
      }),
    );
    expect(within(item).getByText('1 (100%)')).toBeTruthy();
    expect(within(within(item).getByRole('list', { name: 'Who answered' })).getByText('Dami Bello: 7')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Show results' }));
    expect(socket.sent('poll_results').at(-1)?.payload).toEqual({ pollId: id, shown: true });
    act(() => socket.answer('poll_results', { poll: poll({ resultsShown: true }) }));
    expect(await within(item).findByRole('button', { name: 'Hide results' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Close poll' }));
    act(() => socket.answer('poll_close', { poll: poll({ status: 'closed', resultsShown: true }) }));
    expect(await within(item).findByText('Closed')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/meet/polls/export.csv?meetingId=abc-defg-hij',
    );
  });
});
