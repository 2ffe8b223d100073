/** Classroom recordings over HTTP: the recorder's uploads and the library (list, play, download, delete). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { FileStore } from '../../../storage/file-store.js';
import type { ActivityService } from '../../activity/activity.service.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import { createClassroomRepository } from '../classroom.repository.js';
import type { RoomStore } from '../room/room-state.js';
import { createRecordingRepository } from './recording.repository.js';
import type { RecordingService } from './recording.service.js';
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
}) {
  const classroomRepo = createClassroomRepository(deps.db);
  const library = createRecordingsLibrary({
    repo: createRecordingRepository(deps.db),
    store: deps.store,
    rooms: deps.rooms,
    relationTo: (viewer, roomKey) => classroomRelation(classroomRepo, viewer, roomKey),
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
