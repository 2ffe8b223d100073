import { describe, expect, it } from 'vitest';
import { meetRoomId, roomKeys } from './room-id.js';

describe('classroom names', () => {
  it('formats and parses the chat room id of every kind of classroom', () => {
    for (const roomKey of ['abc-def-ghi', roomKeys.program('p1'), roomKeys.demo('d1')])
      expect(meetRoomId.parse(meetRoomId.format(roomKey))).toBe(roomKey);
    expect(meetRoomId.parse('chat:abc')).toBeNull();
    expect(meetRoomId.parse('meet:')).toBeNull();
  });

  it('B7 a breakout chat names its room, not the classroom', () => {
    const id = meetRoomId.breakout(roomKeys.program('p1'), '0f3a9c12-7d4e-4b1a-9c3e-1234567890ab', 12);
    expect(id).toBe('meet:program:p1#breakout-0f3a9c12-12');
    expect(meetRoomId.parse(id)).toBeNull();
    expect(meetRoomId.breakoutOf(id)).toEqual({ roomKey: 'program:p1', breakoutId: '0f3a9c12', room: 12 });
    expect(meetRoomId.breakoutOf(meetRoomId.format('program:p1'))).toBeNull();
    expect(meetRoomId.breakoutOf('meet:program:p1#breakout-0f3a9c12-0')).toBeNull();
  });

  it('reads a room key back into the meeting id and config that name it', () => {
    expect(roomKeys.meetingOf('abc-def-ghi')).toEqual({ meetingId: 'abc-def-ghi' });
    expect(roomKeys.meetingOf(roomKeys.program('p1'))).toEqual({ meetingId: 'program', programId: 'p1' });
    expect(roomKeys.meetingOf(roomKeys.demo('d1'))).toEqual({ meetingId: 'demo', demoSession: 'd1' });
    expect(roomKeys.demoSessionOf(roomKeys.demo('d1'))).toBe('d1');
    expect(roomKeys.demoSessionOf('abc')).toBeNull();
  });

  it('names the room of a meeting id and launch config, the other way round', () => {
    for (const key of ['abc-def-ghi', roomKeys.program('p1'), roomKeys.demo('d1')]) {
      const { meetingId, ...config } = roomKeys.meetingOf(key);
      expect(roomKeys.of(meetingId, config)).toBe(key);
    }
    expect(roomKeys.of('abc-def-ghi', { programId: 'p1' })).toBe('abc-def-ghi');
    expect(roomKeys.of('program', {})).toBeNull();
    expect(roomKeys.of('demo', { programId: 'p1' })).toBeNull();
  });
});
