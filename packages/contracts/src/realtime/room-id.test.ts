import { describe, expect, it } from 'vitest';
import { meetRoomId, roomKeys } from './room-id.js';

describe('classroom names', () => {
  it('formats and parses the chat room id of every kind of classroom', () => {
    for (const roomKey of ['abc-def-ghi', roomKeys.program('p1'), roomKeys.demo('d1')])
      expect(meetRoomId.parse(meetRoomId.format(roomKey))).toBe(roomKey);
    expect(meetRoomId.parse('chat:abc')).toBeNull();
    expect(meetRoomId.parse('meet:')).toBeNull();
  });

  it('reads a room key back into the meeting id and config that name it', () => {
    expect(roomKeys.meetingOf('abc-def-ghi')).toEqual({ meetingId: 'abc-def-ghi' });
    expect(roomKeys.meetingOf(roomKeys.program('p1'))).toEqual({ meetingId: 'program', programId: 'p1' });
    expect(roomKeys.meetingOf(roomKeys.demo('d1'))).toEqual({ meetingId: 'demo', demoSession: 'd1' });
    expect(roomKeys.demoSessionOf(roomKeys.demo('d1'))).toBe('d1');
    expect(roomKeys.demoSessionOf('abc')).toBeNull();
  });
});
