/**
 * Who may record a classroom and feed its recording (R33, ADR 0044): only its hosts (its tutors and admins with
 * the classrooms permission) start and stop; only the person who started a recording uploads its chunks.
 */
import { can } from '@chalkline/contracts';
import type { Viewer } from '../../accounts/viewer.js';
import type { Member } from '../room/room-state.js';
import type { RecordingRow } from './recording.repository.js';

/** Hosts record; the room decided who hosts when it let them in (R4). */
export const mayRecord = (member: Member) => member.isHost;

/**
 * The recording browser's uploads: the person who started it, while they still may record classrooms (a tutor
 * teaching, an admin with the classrooms permission).
 */
export const mayUploadTo = (viewer: Viewer, row: Pick<RecordingRow, 'startedBy'>) =>
  row.startedBy === viewer.id && can(viewer, 'recordings.manage', ['teaches']);
