/**
 * Polls in the classroom (P1–P8, ADR 0073), in a program's classroom with its tutor and two students: only hosts
 * open, close and show results; students answer once each, changeable until the poll closes; hosts see counts
 * (and names in a named poll) live, the class only while shown; an anonymous poll names nobody, not even in CSV.
 */
import type { Poll, PollState, PollTally } from '@chalkline/contracts';
import { pollTexts } from '@chalkline/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, sleep } from '../../../../test/classroom-client.js';
import { overloadedText } from '../../../realtime/shedding.js';

describe('polls in the live classroom (ADR 0073)', () => {
  const bed = useClassroomBed();
  afterEach(() => bed.t.overload.pin(null));
  const config = () => ({ programId: bed.w.program.id });
  const query = () => `meetingId=program&programId=${bed.w.program.id}`;
  const http = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    bed.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const prepare = async (poll: object, cookie = bed.w.tutorA.cookie) =>
    http(cookie, 'POST', '/api/meet/polls', { meetingId: 'program', config: config(), poll });

  /** The tutor and both students in the program's classroom. */
  async function classroom() {
    const tutor = await bed.open(bed.w.tutorA.token, 'program');
    await tutor.emit('launch', { config: config() });
    const students: Client[] = [];
    for (const who of [bed.w.studentA, bed.w.studentB]) {
      students.push(await bed.admitted(tutor, who.token, 'program', { config: config() }));
    }
    const [a, b] = students as [Client, Client];
    const leave = async () => {
      for (const c of [a, b, tutor]) await c.emit('leave_meeting');
    };
    return { tutor, a, b, leave };
  }

  it('P1 prepares polls before the lesson: hosts only, bounded and checked input, fixed answers for true/false and rating', async () => {
    const created = await prepare({ kind: 'single', question: 'Best fruit?', options: ['Apple', 'Mango'] });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.poll).toMatchObject({ status: 'draft', options: ['Apple', 'Mango'], anonymous: false });
    const rating = await prepare({ kind: 'rating', question: 'How sure are you?', options: ['x'] });
    expect(rating.json().data.poll.options).toEqual(['1', '2', '3', '4', '5']);

    // A student may not prepare one.
    expect((await prepare({ kind: 'true_false', question: 'Q' }, bed.w.studentA.cookie)).statusCode).toBe(403);
    const bad = await prepare({ kind: 'single', question: ' ', options: ['Only one'] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(pollTexts.questionRequired);
    expect(JSON.stringify(bad.json())).toContain(pollTexts.twoOptions);
    const long = await prepare({ kind: 'single', question: 'x'.repeat(301), options: ['a', 'b'] });
    expect(long.statusCode).toBe(400);

    const list = await http(bed.w.tutorA.cookie, 'GET', `/api/meet/polls?${query()}`);
    expect(list.json().data.polls.map((p: { poll: Poll }) => p.poll.question)).toEqual([
      'Best fruit?',
      'How sure are you?',
    ]);
    expect((await http(bed.w.studentA.cookie, 'GET', `/api/meet/polls?${query()}`)).statusCode).toBe(403);

    // A prepared poll may be deleted by a host; a student may not.
    const id = rating.json().data.poll.id;
    expect((await http(bed.w.studentA.cookie, 'DELETE', `/api/meet/polls/${id}`)).statusCode).toBe(403);
    expect((await http(bed.w.tutorA.cookie, 'DELETE', `/api/meet/polls/${id}`)).json()).toEqual({
      message: pollTexts.deleted,
    });
  });

  it('P2–P5 a named poll: students answer, change their mind, hosts see names live, the class sees counts only when shown', async () => {
    const { tutor, a, b, leave } = await classroom();
    const { poll } = (await prepare({ kind: 'multiple', question: 'Which are even?', options: ['2', '3', '4'] })).json()
      .data as { poll: Poll };

    // Host events from a student are refused with the rule's words.
    for (const [event, payload] of [
      ['poll_open', { pollId: poll.id }],
      ['poll_close', { pollId: poll.id }],
      ['poll_results', { pollId: poll.id, shown: true }],
    ] as const)
      expect(await a.emit(event, payload)).toEqual({ error: pollTexts.onlyHosts });
    // Nothing to answer until it opens.
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [0] })).toEqual({ error: pollTexts.closed });

    const opened = b.next<{ poll: Poll }>('poll_opened');
    const ack = await tutor.emit<{ poll: Poll }>('poll_open', { pollId: poll.id });
    expect(ack.poll).toMatchObject({ status: 'open' });
    expect((await opened).poll).toMatchObject({ id: poll.id, question: 'Which are even?' });
    expect(ack.poll.sessionId).not.toBeNull();

    // Hosts ask; they do not answer. Bad choices are refused with field words.
    expect(await tutor.emit('poll_answer', { pollId: poll.id, choices: [0] })).toEqual({
      error: pollTexts.hostsDoNotAnswer,
    });
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [] })).toEqual({ error: pollTexts.atLeastOne });
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [3] })).toEqual({ error: pollTexts.notAChoice });
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: ['x'] })).toHaveProperty('error');
    expect(await a.emit('poll_answer', { pollId: 'nope', choices: [0] })).toHaveProperty('error');

    const live = tutor.next<PollTally>('poll_tally');
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [2, 0, 0] })).toEqual({ choices: [0, 2] });
    const first = await live;
    expect(first).toMatchObject({ counts: [1, 0, 1], answered: 1 });
    expect(first.voters).toEqual([
      { name: `${bed.w.studentA.user.firstName} ${bed.w.studentA.user.lastName}`, choices: [0, 2] },
    ]);
    // Changing one's answer replaces it: still one answer per person.
    await a.emit('poll_answer', { pollId: poll.id, choices: [0] });
    const second = tutor.next<PollTally>('poll_tally');
    await b.emit('poll_answer', { pollId: poll.id, choices: [1] });
    expect(await second).toMatchObject({ counts: [1, 1, 0], answered: 2 });
    // Results hidden: students got no counts.
    expect(b.received.some((r) => r.event === 'poll_tally')).toBe(false);
    expect(await b.emit<PollState>('poll_state', {})).toMatchObject({
      poll: { id: poll.id },
      myChoices: [1],
      tally: null,
    });

    // Shown: everyone gets counts, never names.
    const shown = b.next<{ poll: Poll; tally: PollTally | null }>('poll_changed');
    await tutor.emit('poll_results', { pollId: poll.id, shown: true });
    expect(await shown).toMatchObject({ poll: { resultsShown: true }, tally: { counts: [1, 1, 0], answered: 2 } });
    const studentTally = b.next<PollTally>('poll_tally');
    await a.emit('poll_answer', { pollId: poll.id, choices: [2] });
    expect(await studentTally).toEqual({ pollId: poll.id, counts: [0, 1, 1], answered: 2 });
    for (const r of [...a.received, ...b.received]) expect(JSON.stringify(r.payload)).not.toContain('voters');

    // Only one poll open at a time in a classroom.
    const other = (await prepare({ kind: 'true_false', question: 'Is 7 prime?' })).json().data.poll as Poll;
    expect(await tutor.emit('poll_open', { pollId: other.id })).toEqual({ error: pollTexts.alreadyOpen });

    // Closed: no more answers; the answer given before closing is kept.
    const closed = a.next<{ poll: Poll }>('poll_changed');
    expect(await tutor.emit('poll_close', { pollId: poll.id })).toMatchObject({ poll: { status: 'closed' } });
    expect((await closed).poll.status).toBe('closed');
    expect(await b.emit('poll_answer', { pollId: poll.id, choices: [0] })).toEqual({ error: pollTexts.closed });
    expect(await tutor.emit('poll_open', { pollId: poll.id })).toEqual({ error: pollTexts.alreadyAsked });
    // A poll already asked stays with its lesson.
    expect((await http(bed.w.tutorA.cookie, 'DELETE', `/api/meet/polls/${poll.id}`)).statusCode).toBe(409);

    // The CSV has both answers, with names.
    const csv = await http(bed.w.tutorA.cookie, 'GET', `/api/meet/polls/export.csv?${query()}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"${bed.w.studentA.user.firstName} ${bed.w.studentA.user.lastName}","4"`);
    expect(csv.body).toContain(`"${bed.w.studentB.user.firstName} ${bed.w.studentB.user.lastName}","3"`);
    expect((await http(bed.w.studentA.cookie, 'GET', `/api/meet/polls/export.csv?${query()}`)).statusCode).toBe(403);
    await leave();
  });

  it('P6 an anonymous poll names nobody: not to hosts live, not in the state, not in the CSV', async () => {
    const { tutor, a, b, leave } = await classroom();
    const { poll } = (await prepare({ kind: 'rating', question: 'How was today?', anonymous: true })).json().data as {
      poll: Poll;
    };
    await tutor.emit('poll_open', { pollId: poll.id });
    const tally = tutor.next<PollTally>('poll_tally');
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [4, 3] })).toEqual({ error: pollTexts.oneChoice });
    await a.emit('poll_answer', { pollId: poll.id, choices: [4] });
    expect(await tally).toEqual({ pollId: poll.id, counts: [0, 0, 0, 0, 1], answered: 1 });
    await b.emit('poll_answer', { pollId: poll.id, choices: [2] });
    await sleep(50);
    // Each student still sees their own answer; the host sees counts only.
    expect((await a.emit<PollState>('poll_state', {})).myChoices).toEqual([4]);
    const hostState = await tutor.emit<PollState>('poll_state', {});
    expect(hostState.tally).toEqual({ pollId: poll.id, counts: [0, 0, 1, 0, 1], answered: 2 });
    await tutor.emit('poll_close', { pollId: poll.id });

    const csv = (await http(bed.w.tutorA.cookie, 'GET', `/api/meet/polls/export.csv?${query()}`)).body;
    const rows = csv.split('\r\n').filter((line) => line.includes('How was today?'));
    expect(rows).toHaveLength(2);
    for (const who of [bed.w.studentA, bed.w.studentB]) {
      for (const row of rows) expect(row).not.toContain(who.user.lastName);
      expect(csv).not.toContain(who.user.id);
    }
    for (const row of rows) expect(row).toMatch(/"Rating 1–5","Anonymous","[35]",""$/);
    const list = (await http(bed.w.tutorA.cookie, 'GET', `/api/meet/polls?${query()}`)).json();
    const listed = list.data.polls.find((p: { poll: Poll }) => p.poll.id === poll.id);
    expect(listed.tally).toEqual({ pollId: poll.id, counts: [0, 0, 1, 0, 1], answered: 2 });
    await leave();
  });

  it('P7 refuses every poll event from sockets that were not admitted', async () => {
    const outsider = await bed.open(bed.w.studentA.token, 'program');
    for (const [event, payload] of [
      ['poll_answer', { pollId: crypto.randomUUID(), choices: [0] }],
      ['poll_state', {}],
      ['poll_open', { pollId: crypto.randomUUID() }],
    ] as const)
      expect(await outsider.emit(event, payload)).toEqual({ error: 'You have not been admitted to this classroom' });
    outsider.close();
  });

  it('P8 under load an answer is kept like a message: served while shedding, refused before it is stored when refusing (R37)', async () => {
    const { tutor, a, b, leave } = await classroom();
    const { poll } = (await prepare({ kind: 'true_false', question: 'Is 9 prime?' })).json().data as { poll: Poll };
    await tutor.emit('poll_open', { pollId: poll.id });
    bed.t.overload.pin('shed');
    expect(await a.emit('poll_answer', { pollId: poll.id, choices: [1] })).toEqual({ choices: [1] });
    bed.t.overload.pin('refuse');
    expect(await b.emit('poll_answer', { pollId: poll.id, choices: [0] })).toEqual({
      error: overloadedText,
      code: 'RATE_LIMITED',
    });
    bed.t.overload.pin(null);
    expect((await tutor.emit<PollState>('poll_state', {})).tally).toMatchObject({ counts: [0, 1], answered: 1 });
    await tutor.emit('poll_close', { pollId: poll.id });
    await leave();
  });
});
