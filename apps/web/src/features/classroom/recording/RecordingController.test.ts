import { familyTexts, recordingTexts } from '@chalkline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admittedFakeConnection, makeParticipant, student, tutor } from '../connection/testing';
import type { CaptureHandlers } from './capture';
import type { ChunkQueue, StoredChunk } from './chunk-queue';
import { RecordingController } from './RecordingController';

const live = {
  recordingId: 'rec-1',
  initiator: { key: tutor.key, connection: tutor.connection, firstName: tutor.firstName, lastName: tutor.lastName },
  startedAt: '2026-03-01T10:00:00.000Z',
  leftOut: [] as string[],
};

function setup(snapshot: Parameters<typeof admittedFakeConnection>[0] = {}) {
  const room = admittedFakeConnection(snapshot);
  const sounds: string[] = [];
  const kept: StoredChunk[] = [];
  const notices: string[] = [];
  const captures: { handlers: CaptureHandlers; started: boolean; stopped: boolean }[] = [];
  const queue = {
    add: async (c: StoredChunk) => void kept.push(c),
    kick: () => {},
    onPending: () => () => {},
  } as unknown as ChunkQueue;
  const controller = new RecordingController({
    connection: room.connection,
    media: null,
    notify: (m) => notices.push(m),
    queue,
    play: (s) => sounds.push(s),
    uploadThumbnail: async () => undefined,
    createCapture: (_sources, handlers) => {
      const capture = { handlers, started: false, stopped: false };
      captures.push(capture);
      return {
        start: () => {
          capture.started = true;
        },
        stop: async () => {
          capture.stopped = true;
          handlers.onChunk({ seq: 1, blob: new Blob(['last']), final: true });
        },
      };
    },
  });
  controller.attach();
  return { ...room, controller, sounds, kept, notices, captures };
}

describe('recording in the classroom (R33, R34)', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('AudioContext', class {});
    HTMLCanvasElement.prototype.captureStream = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts capturing only on the server’s proceed, keeps each chunk, and stops on proceed', async () => {
    const s = setup();
    s.controller.start();
    expect(s.socket.sent('start_recording')).toHaveLength(1);
    expect(s.captures).toHaveLength(0);
    s.socket.answer('start_recording', { proceed: true, ...live });
    expect(s.captures[0]?.started).toBe(true);
    expect(s.connection.store.get().recording?.recordingId).toBe('rec-1');
    expect(s.sounds).toEqual(['started']);
    // The server's echo of the start changes nothing more.
    s.socket.fire('start_recording', live);
    expect(s.sounds).toEqual(['started']);

    s.captures[0]?.handlers.onChunk({ seq: 0, blob: new Blob(['a']), final: false });
    s.controller.stop();
    expect(s.captures[0]?.stopped).toBe(false);
    s.socket.answer('end_recording', { proceed: true });
    await Promise.resolve();
    expect(s.captures[0]?.stopped).toBe(true);
    expect(s.kept.map((c) => [c.recordingId, c.seq, c.final])).toEqual([
      ['rec-1', 0, false],
      ['rec-1', 1, true],
    ]);
    expect(s.connection.store.get().recording).toBeNull();
    expect(s.sounds).toEqual(['started', 'stopped']);
  });

  it('says to check the connection when there is no socket, and shows the server’s refusal', () => {
    const s = setup();
    s.controller.start();
    s.socket.answer('start_recording', { error: recordingTexts.alreadyRecording });
    expect(s.notices).toEqual([recordingTexts.alreadyRecording]);
    expect(s.captures).toHaveLength(0);
    s.socket.drop();
    s.controller.start();
    expect(s.notices.at(-1)).toBe(recordingTexts.noConnection);
    expect(s.socket.sent('start_recording')).toHaveLength(1);
  });

  it('keeps a refusal for want of consent for the host to answer; recording without them sends the choice', () => {
    const s = setup();
    const reason = familyTexts.recordingRefused(['Dami Bello']);
    s.controller.start();
    s.socket.answer('start_recording', { error: reason, code: 'CONSENT_REQUIRED' });
    expect(s.controller.store.get().consentRefusal).toBe(reason);
    expect(s.notices).toEqual([]);
    s.controller.start({ withoutThem: true });
    expect(s.socket.sent('start_recording').at(-1)?.payload).toEqual({ leaveOutWithoutConsent: true });
    expect(s.controller.store.get().consentRefusal).toBeNull();
    s.socket.answer('start_recording', { proceed: true, ...live, leftOut: [student.key] });
    expect(s.connection.store.get().recording?.leftOut).toEqual([student.key]);
    expect(s.captures[0]?.started).toBe(true);
  });

  it('follows who the running recording leaves out, without a new alert', () => {
    const s = setup({
      recording: { ...live, initiator: { ...live.initiator, connection: 'someone-else' } },
      you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' },
    });
    s.socket.fire('recording_updated', { ...live, leftOut: ['late-student'] });
    expect(s.connection.store.get().recording?.leftOut).toEqual(['late-student']);
    // An update of another recording than the running one changes nothing.
    s.socket.fire('recording_updated', { ...live, recordingId: 'rec-old', leftOut: [] });
    expect(s.connection.store.get().recording?.leftOut).toEqual(['late-student']);
    expect(s.sounds).toEqual(['started']);
  });

  it('R34 a late joiner sees the running recording and hears the alert; the end clears it for everyone', () => {
    const s = setup({
      recording: { ...live, initiator: { ...live.initiator, connection: 'someone-else' } },
      you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' },
    });
    expect(s.connection.store.get().recording?.recordingId).toBe('rec-1');
    expect(s.sounds).toEqual(['started']);
    s.socket.fire('new_joined', { user: makeParticipant({ connection: 'newcomer' }), total: 3 });
    expect(s.sounds).toEqual(['started', 'joined']);
    s.socket.fire('end_recording', { recordingId: 'rec-1' });
    expect(s.connection.store.get().recording).toBeNull();
    expect(s.sounds).toEqual(['started', 'joined', 'stopped']);
  });

  it('ends a recording the room says this tab makes when it does not (a reload mid-recording)', () => {
    const s = setup({ recording: live });
    expect(s.socket.sent('end_recording')).toHaveLength(1);
  });
});
