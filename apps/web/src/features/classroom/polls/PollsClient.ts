import type { Poll, PollTally } from '@chalkline/contracts';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import type { MeetSocket } from '../connection/meet-socket';
import { createStore, type Store } from '../connection/store';

/** What this tab knows of the classroom's polls (ADR 0073). */
export interface PollsState {
  /** The poll in front of the class: the open one, or the last one whose results are shown. */
  current: Poll | null;
  /** Polls this tab heard about, by id (a host's panel reads their live state from here). */
  polls: Record<string, Poll>;
  /** The counts this tab may see, by poll id. */
  tallies: Record<string, PollTally>;
  /** This person's answer to the current poll, once the server took it. */
  myChoices: number[] | null;
  /** Grows by one with each poll opened, so a live region can announce it. */
  announced: number;
}

const initial: PollsState = { current: null, polls: {}, tallies: {}, myChoices: null, announced: 0 };
const ackTimeoutMs = 10_000;

type Answer<T> = { ok: true; data: T } | { ok: false; error: string };

/**
 * One tab's side of the classroom's polls, outside React like the connection it rides on: it listens to the poll
 * events, asks for the poll in front of the class each time the tab is (re)admitted, and sends a host's decisions
 * and a student's answer with their acks.
 */
export class PollsClient {
  readonly store: Store<PollsState> = createStore(initial);
  private socket: MeetSocket | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly connection: Pick<ClassroomConnection, 'getSocket' | 'store'>) {}

  attach(): void {
    const socket = this.connection.getSocket();
    if (!socket || this.socket) return;
    this.socket = socket;
    socket.on('poll_opened', this.handleOpened);
    socket.on('poll_changed', this.handleChanged);
    socket.on('poll_tally', this.handleTally);
    let wasReady = false;
    const check = () => {
      const ready = this.connection.store.get().ready;
      if (ready && !wasReady) this.refresh();
      wasReady = ready;
    };
    this.unsubscribe = this.connection.store.subscribe(check);
    check();
  }

  detach(): void {
    this.socket?.off('poll_opened', this.handleOpened);
    this.socket?.off('poll_changed', this.handleChanged);
    this.socket?.off('poll_tally', this.handleTally);
    this.unsubscribe?.();
    this.socket = null;
  }

  /** Asks for the poll in front of the class, this person's answer and the counts they may see. */
  refresh(): void {
    this.socket?.timeout(ackTimeoutMs).emit('poll_state', {}, (err, answer) => {
      if (err || answer.error !== undefined) return;
      this.store.update((s) => {
        const next = { ...s, current: answer.poll, myChoices: answer.myChoices };
        if (answer.poll) next.polls = { ...s.polls, [answer.poll.id]: answer.poll };
        if (answer.tally) next.tallies = { ...s.tallies, [answer.tally.pollId]: answer.tally };
        return next;
      });
    });
  }

  /** Remembers polls a host read over HTTP (prepared ones, and their counts). */
  remember(polls: { poll: Poll; tally: PollTally }[]): void {
    this.store.update((s) => {
      const known = { ...s.polls };
      const tallies = { ...s.tallies };
      for (const { poll, tally } of polls) {
        // The live copy wins: the socket may already know it opened or closed.
        if (!known[poll.id] || known[poll.id]!.status === poll.status) known[poll.id] = poll;
        tallies[poll.id] ??= tally;
      }
      return { ...s, polls: known, tallies };
    });
  }

  open(pollId: string) {
    return this.request('poll_open', { pollId });
  }

  close(pollId: string) {
    return this.request('poll_close', { pollId });
  }

  showResults(pollId: string, shown: boolean) {
    return this.request('poll_results', { pollId, shown });
  }

  /** Sends this person's answer; it replaces an earlier one while the poll is open. */
  answer(pollId: string, choices: number[]): Promise<Answer<{ choices: number[] }>> {
    return new Promise((resolve) => {
      const socket = this.socket;
      if (!socket?.connected)
        return resolve({ ok: false, error: 'Please check your internet connection and try again' });
      socket.timeout(ackTimeoutMs).emit('poll_answer', { pollId, choices }, (err, answer) => {
        if (err) return resolve({ ok: false, error: 'Please check your internet connection and try again' });
        if (answer.error !== undefined) return resolve({ ok: false, error: answer.error });
        this.store.update((s) => (s.current?.id === pollId ? { ...s, myChoices: answer.choices } : s));
        resolve({ ok: true, data: { choices: answer.choices } });
      });
    });
  }

  private request(event: 'poll_open' | 'poll_close' | 'poll_results', payload: { pollId: string; shown?: boolean }) {
    return new Promise<Answer<{ poll: Poll }>>((resolve) => {
      const socket = this.socket;
      if (!socket?.connected)
        return resolve({ ok: false, error: 'Please check your internet connection and try again' });
      const done = (err: Error | null, answer: { poll: Poll; error?: undefined } | { error: string }) => {
        if (err) return resolve({ ok: false, error: 'Please check your internet connection and try again' });
        if (answer.error !== undefined) return resolve({ ok: false, error: answer.error });
        this.savePoll(answer.poll);
        resolve({ ok: true, data: { poll: answer.poll } });
      };
      if (event === 'poll_results')
        socket.timeout(ackTimeoutMs).emit(event, { pollId: payload.pollId, shown: Boolean(payload.shown) }, done);
      else socket.timeout(ackTimeoutMs).emit(event, { pollId: payload.pollId }, done);
    });
  }

  private savePoll(poll: Poll) {
    this.store.update((s) => ({
      ...s,
      polls: { ...s.polls, [poll.id]: poll },
      current: s.current?.id === poll.id || poll.status === 'open' ? poll : s.current,
    }));
  }

  private readonly handleOpened = ({ poll }: { poll: Poll }) => {
    this.store.update((s) => ({
      ...s,
      current: poll,
      myChoices: s.current?.id === poll.id ? s.myChoices : null,
      polls: { ...s.polls, [poll.id]: poll },
      announced: s.announced + 1,
    }));
  };

  private readonly handleChanged = ({ poll, tally }: { poll: Poll; tally: PollTally | null }) => {
    this.store.update((s) => ({
      ...s,
      polls: { ...s.polls, [poll.id]: poll },
      current: s.current?.id === poll.id ? poll : s.current,
      tallies: tally ? { ...s.tallies, [poll.id]: { ...s.tallies[poll.id], ...tally } } : s.tallies,
    }));
  };

  private readonly handleTally = (tally: PollTally) => {
    // A host hears the class's copy (no names) and then its own (with names): keep the names it already has.
    this.store.update((s) => ({
      ...s,
      tallies: { ...s.tallies, [tally.pollId]: { ...s.tallies[tally.pollId], ...tally } },
    }));
  };
}
