/** Who records a classroom and who feeds a recording (R33, ADR 0044), without a database. */
import { describe, expect, it } from 'vitest';
import { viewerOf } from '../../../../test/viewers.js';
import type { Member } from '../room/room-state.js';
import { mayRecord, mayUploadTo } from './recording.policy.js';

describe('recording policy (R33)', () => {
  it('lets hosts record and nobody else', () => {
    expect(mayRecord({ isHost: true } as Member)).toBe(true);
    expect(mayRecord({ isHost: false } as Member)).toBe(false);
  });

  it('takes chunks only from the person who started the recording, while they may still record', () => {
    const tutor = viewerOf('TUTOR', 'tutor-1');
    expect(mayUploadTo(tutor, { startedBy: 'tutor-1' })).toBe(true);
    expect(mayUploadTo(viewerOf('TUTOR', 'tutor-2'), { startedBy: 'tutor-1' })).toBe(false);
    expect(mayUploadTo(viewerOf('MASTER', 'master-1'), { startedBy: 'master-1' })).toBe(true);
    expect(mayUploadTo(viewerOf('STUDENT', 'student-1'), { startedBy: 'student-1' })).toBe(false);
  });
});
