/**
 * The classroom's names. Inside a meeting namespace the classroom (room key) is the meeting id, `program:{id}` or
 * `demo:{session}`; its chat room id, which board HTTP calls, chat files and history use, is `meet:{roomKey}`.
 * Every place that builds or reads these strings goes through this codec.
 */
const chatPrefix = 'meet:';
const demoPrefix = 'demo:';
const programPrefix = 'program:';
const breakoutMark = '#breakout-';
const breakoutIdPattern = /^meet:(.+)#breakout-([^-#]{1,8})-([1-9]\d?)$/;

export const meetRoomId = {
  /** SQL joins build the id from a room key with this prefix. */
  prefix: chatPrefix,
  format: (roomKey: string) => `${chatPrefix}${roomKey}`,
  /**
   * A breakout room's own chat (ADR 0087, B7): the classroom's id with a suffix naming the breakout session and the
   * room. `parse` reads no classroom from it (the whole class may not read it); `breakoutOf` reads its parts.
   */
  breakout: (roomKey: string, breakoutId: string, room: number) =>
    `${chatPrefix}${roomKey}${breakoutMark}${breakoutId.slice(0, 8)}-${room}`,
  /** The room key inside a chat room id, or null when the id names no classroom (a breakout chat's names a room). */
  parse: (roomId: string): string | null =>
    roomId.startsWith(chatPrefix) && roomId.length > chatPrefix.length && !roomId.includes(breakoutMark)
      ? roomId.slice(chatPrefix.length)
      : null,
  /** The classroom, breakout session (its id's first 8 characters) and room a breakout chat id names, else null. */
  breakoutOf(roomId: string): { roomKey: string; breakoutId: string; room: number } | null {
    const match = breakoutIdPattern.exec(roomId);
    return match ? { roomKey: match[1]!, breakoutId: match[2]!, room: Number(match[3]) } : null;
  },
};

export const roomKeys = {
  demo: (demoSessionId: string) => `${demoPrefix}${demoSessionId}`,
  program: (programId: string) => `${programPrefix}${programId}`,
  /** The demo session of a demo classroom's room key, or null for any other classroom. */
  demoSessionOf: (roomKey: string): string | null =>
    roomKey.startsWith(demoPrefix) ? roomKey.slice(demoPrefix.length) : null,
  /**
   * The room key a meeting id and launch config name, or null when the shared `demo` or `program` meeting lacks the
   * session or program that picks its room: the inverse of `meetingOf`.
   */
  of(meetingId: string, config: { programId?: string; demoSession?: string }): string | null {
    if (meetingId === 'demo') return config.demoSession ? roomKeys.demo(config.demoSession) : null;
    if (meetingId === 'program') return config.programId ? roomKeys.program(config.programId) : null;
    return meetingId;
  },
  /** The meeting id and launch config that name a room key: the inverse of reading a meeting id. */
  meetingOf(roomKey: string): { meetingId: string; programId?: string; demoSession?: string } {
    if (roomKey.startsWith(demoPrefix)) return { meetingId: 'demo', demoSession: roomKey.slice(demoPrefix.length) };
    if (roomKey.startsWith(programPrefix))
      return { meetingId: 'program', programId: roomKey.slice(programPrefix.length) };
    return { meetingId: roomKey };
  },
};
