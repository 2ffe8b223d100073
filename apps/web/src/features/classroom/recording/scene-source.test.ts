import { describe, expect, it } from 'vitest';
import { admittedFakeConnection, makeParticipant, student, tutor } from '../connection/testing';
import type { MediaSession } from '../media/MediaSession';
import { classroomSources } from './scene-source';

const classmate = makeParticipant({ key: 'user-kemi', connection: 'tab-kemi', firstName: 'Kemi', lastName: 'Ade' });
const live = {
  recordingId: 'rec-1',
  initiator: { key: tutor.key, connection: tutor.connection, firstName: tutor.firstName, lastName: tutor.lastName },
  startedAt: '2026-03-01T10:00:00.000Z',
};

/** A media session whose peers each send a microphone and a screen's sound. */
const media = {
  store: {
    get: () => ({
      local: { audio: { trackId: 'mic-tutor' } },
      peers: Object.fromEntries(
        [student, classmate].map((p) => [
          p.connection,
          { audio: { trackId: `mic-${p.key}` }, 'screen-audio': { trackId: `screen-${p.key}` } },
        ]),
      ),
    }),
  },
  trackOf: (id: string | null) => (id ? ({ id, readyState: 'live' } as MediaStreamTrack) : undefined),
} as unknown as MediaSession;

describe('what the recorder paints and hears (ADR 0079)', () => {
  it('leaves out the tile, voice and screen sound of whoever the recording leaves out', () => {
    const room = admittedFakeConnection({
      participants: [tutor, student, classmate],
      recording: { ...live, leftOut: [student.key] },
    });
    const sources = classroomSources(room.connection.store, media);
    expect(sources.scene().tiles.map((t) => t.name)).toEqual(['Chidi Eze', 'Kemi Ade']);
    expect(sources.audioTracks().map((t) => t.id)).toEqual(['mic-tutor', 'mic-user-kemi', 'screen-user-kemi']);
    sources.close();
  });

  it('holds everyone when nobody is left out', () => {
    const room = admittedFakeConnection({
      participants: [tutor, student, classmate],
      recording: { ...live, leftOut: [] },
    });
    const sources = classroomSources(room.connection.store, media);
    expect(sources.scene().tiles.map((t) => t.name)).toEqual(['Chidi Eze', 'Dami Bello', 'Kemi Ade']);
    expect(sources.audioTracks()).toHaveLength(5);
    sources.close();
  });
});
