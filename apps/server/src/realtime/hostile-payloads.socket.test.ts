/**
 * Issue 15: payloads the database cannot take get a plain error ack at the socket edge — a NUL in any string
 * (in any event), a receipt naming a message by something that is not a message key — and the socket goes on.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../test/classroom-bed.js';
import { nulMessage } from '../http/nul-guard.js';

describe('hostile socket payloads', () => {
  const bed = useClassroomBed();
  const room = () => `meet:${bed.w.studentA.user.meetingId}`;

  async function launchedTutor() {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: { programId: bed.w.program.id } });
    return tutor;
  }

  it('answers a NUL anywhere in a payload with an error ack naming where, and still serves the socket', async () => {
    const tutor = await launchedTutor();
    const key = randomUUID();
    expect(await tutor.emit('message', { message: { key, room: room(), content: 'Hi\u0000' } })).toEqual({
      error: `message.content: ${nulMessage}`,
    });
    expect(await tutor.emit('message', { message: { key, room: room(), images: ['a\u0000.png'] } })).toEqual({
      error: `message.images.0: ${nulMessage}`,
    });
    expect(await tutor.emit('join_room', { roomId: 'meet:\u0000' })).toEqual({ error: `roomId: ${nulMessage}` });
    expect(await tutor.emit('message', { message: { key, room: room(), content: 'Hi' } })).toMatchObject({
      sent: true,
    });
  });

  it('refuses receipts whose message id is not a message key, without reaching the handler', async () => {
    const tutor = await launchedTutor();
    for (const event of ['message_read', 'message_delivered']) {
      expect(await tutor.emit(event, { messageId: 'not-a-key', roomId: room() })).toEqual({
        error: 'messageId: Unknown message',
      });
    }
    const key = randomUUID();
    await tutor.emit('message', { message: { key, room: room(), content: 'Read me' } });
    expect(await tutor.emit('message_read', { messageId: key, roomId: room() })).toEqual({});
  });
});
