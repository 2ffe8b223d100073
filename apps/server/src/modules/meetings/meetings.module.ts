/** The meetings module: classroom links, the admin classroom lists, demo sessions and lesson ratings. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ProgramRepository } from '../programs/program.repository.js';
import type { ScheduleRepository } from '../schedules/schedule.repository.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { createLiveClassesRepository } from './live-classes.repository.js';
import { liveClassesRoutes } from './live-classes.routes.js';
import { createLiveClassesService, type LiveRooms } from './live-classes.service.js';
import { createMeetingRepository } from './meeting.repository.js';
import { createMeetingService } from './meeting.service.js';
import { meetingRoutes } from './meetings.routes.js';

export function createMeetingsModule(deps: {
  db: Db;
  programs: ProgramRepository;
  schedules: ScheduleRepository;
  teaching: TeachingRepository;
  /** The classroom's room store: who is in which classroom now, on every node. */
  rooms: LiveRooms;
}) {
  const service = createMeetingService({
    repo: createMeetingRepository(deps.db),
    schedules: deps.schedules,
    teaching: deps.teaching,
    programTitle: async (id) => (await deps.programs.findProgram({ id }))?.program.title ?? null,
  });
  const live = createLiveClassesService({ repo: createLiveClassesRepository(deps.db), rooms: deps.rooms });
  return {
    service,
    live,
    routes: async (api: FastifyInstance) => {
      await api.register(meetingRoutes(service));
      await api.register(liveClassesRoutes(live));
    },
  };
}
