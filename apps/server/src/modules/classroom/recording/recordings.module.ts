/** Classroom recordings over HTTP: the recorder's uploads and the library (list, play, download, delete). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { FileStore } from '../../../storage/file-store.js';
import type { Viewer } from '../../accounts/viewer.js';
import type { ActivityService } from '../../activity/activity.service.js';
import type { EventPublisher } from '../../notifications/event-publisher.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import { createClassroomRepository } from '../classroom.repository.js';
import type { RoomStore } from '../room/room-state.js';
import { createRecordingRepository } from './recording.repository.js';
import type { RecordingService } from './recording.service.js';
import { createRecordingAudienceRepository } from './recording-audience.repository.js';
import { createRecordingNotice } from './recording-notice.js';
import { classroomRelation } from './recordings.policy.js';
import { recordingsRoutes } from './recordings.routes.js';
import { createRecordingsLibrary } from './recordings.service.js';

export function createRecordingsModule(deps: {
  db: Db;
  store: FileStore;
  recordings: RecordingService;
  rooms: RoomStore;
  schoolSettings: SchoolSettingsService;
  activity: ActivityService;
  /** Tells the people of a lesson who may watch its recording that it is ready (ADR 0065). */
  events?: EventPublisher;
}) {
  const classroomRepo = createClassroomRepository(deps.db);
  const relationTo = (viewer: Viewer, roomKey: string) => classroomRelation(classroomRepo, viewer, roomKey);
  if (deps.events) {
    const notice = createRecordingNotice({
      audience: createRecordingAudienceRepository(deps.db),
      relationTo,
      schoolSettings: deps.schoolSettings,
      events: deps.events,
    });
    deps.recordings.onReady((row) => notice.ready(row));
  }
  const library = createRecordingsLibrary({
    repo: createRecordingRepository(deps.db),
    store: deps.store,
    rooms: deps.rooms,
    relationTo,
    schoolSettings: deps.schoolSettings,
    activity: deps.activity,
  });
  return {
    routes: async (api: FastifyInstance) => {
      await api.register(recordingsRoutes(deps.recordings, library));
    },
    service: library,
  };
}
