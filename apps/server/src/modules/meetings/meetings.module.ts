/** The meetings module: classroom links, the admin classroom lists, demo sessions and lesson ratings. */
import type { Db } from '../../db/client.js';
import type { ProgramRepository } from '../programs/program.repository.js';
import type { ScheduleRepository } from '../schedules/schedule.repository.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { createMeetingRepository } from './meeting.repository.js';
import { createMeetingService } from './meeting.service.js';
import { meetingRoutes } from './meetings.routes.js';

export function createMeetingsModule(deps: {
  db: Db;
  programs: ProgramRepository;
  schedules: ScheduleRepository;
  teaching: TeachingRepository;
}) {
  const service = createMeetingService({
    repo: createMeetingRepository(deps.db),
    schedules: deps.schedules,
    teaching: deps.teaching,
    programTitle: async (id) => (await deps.programs.findProgram({ id }))?.program.title ?? null,
  });
  return { service, routes: meetingRoutes(service) };
}
