/**
 * The hostile-client suite's fuzz test (R2, issue 15): a few thousand malformed frames across every classroom
 * event, from an admitted host, an admitted student and a socket that never got in. Every frame with an ack is
 * answered, every frame the event's schema refuses (or that holds a NUL) is answered `{ error }`, nothing
 * pollutes a prototype, and afterwards the server still serves a normal lesson. `bench/classroom-fuzz.bench.ts`
 * runs the long version.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../test/classroom-bed.js';
import { fuzzFrames, mustRefuse, sendFrame } from './fuzz-frames.js';

const frames = Number(process.env.FUZZ_FRAMES ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);

describe('classroom fuzz', () => {
  const bed = useClassroomBed();

  it(`R2 ${frames} malformed frames over every classroom event: each answered, the bad ones with an error`, {
    timeout: 120_000,
  }, async () => {
    const host = await bed.open(bed.w.tutorA.token);
    expect(await host.emit('launch', { config: {} })).toMatchObject({ status: 'enrolled' });
    const student = await bed.open(bed.w.studentA.token);
    const request = host.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', { config: {} })).toEqual({ status: 'waiting' });
    const granted = student.next('access_granted');
    await host.emit('access_granted', { connection: (await request).connection });
    await granted;
    const outsider = await bed.open(bed.w.studentB.token);
    const senders = [host, student, outsider];

    let unanswered = 0;
    let refused = 0;
    const wronglyAccepted: string[] = [];
    const batch: Promise<void>[] = [];
    let i = 0;
    for (const frame of fuzzFrames(seed, frames)) {
      const client = senders[i++ % senders.length]!;
      batch.push(
        sendFrame(client.socket, frame).then((answer) => {
          if (answer === 'none') return;
          if (answer === 'timeout' || answer === null || typeof answer !== 'object') {
            unanswered += 1;
            return;
          }
          const isError = typeof (answer as { error?: unknown }).error === 'string';
          if (isError) refused += 1;
          if (!isError && mustRefuse(frame)) wronglyAccepted.push(`${frame.event} ${JSON.stringify(frame.args[0])}`);
        }),
      );
      if (batch.length >= 30) await Promise.all(batch.splice(0));
    }
    await Promise.all(batch);

    expect(unanswered).toBe(0);
    expect(wronglyAccepted.slice(0, 5)).toEqual([]);
    expect(refused).toBeGreaterThan(frames / 2);
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    for (const c of senders) expect(c.socket.connected).toBe(true);

    // The server is up and a normal lesson in another classroom works.
    expect((await bed.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const meetingId = bed.w.studentB.user.meetingId!;
    const tutor = await bed.open(bed.w.tutorB.token, meetingId);
    expect(await tutor.emit('launch', { config: {} })).toMatchObject({ status: 'enrolled' });
    const pupil = await bed.open(bed.w.studentB.token, meetingId);
    const knocked = tutor.next<{ connection: string }>('access_request');
    expect(await pupil.emit('launch', { config: {} })).toEqual({ status: 'waiting' });
    const admitted = pupil.next('access_granted');
    expect(await tutor.emit('access_granted', { connection: (await knocked).connection })).toEqual({});
    await admitted;
    const arrived = tutor.next<{ content: string }>('message');
    expect(
      await pupil.emit('message', { message: { key: randomUUID(), room: `meet:${meetingId}`, content: 'Still here' } }),
    ).toMatchObject({ sent: true });
    expect((await arrived).content).toBe('Still here');
  });
});
