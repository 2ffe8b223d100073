/** The assessments module: class and home assignments and students' performance reports. */

import { handInRoomId } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Viewer } from '../accounts/viewer.js';
import type { RoomAccess } from '../files/room-access.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { createAssignmentRepository } from './assignment.repository.js';
import { createAssignmentService } from './assignment.service.js';
import { assignmentRoutes } from './assignments.routes.js';
import { createHandInRepository } from './hand-in.repository.js';
import { handInRoutes } from './hand-in.routes.js';
import { createHandInService } from './hand-in.service.js';
import { createPerformanceRepository } from './performance.repository.js';
import { performanceRoutes } from './performance.routes.js';
import { createPerformanceService } from './performance.service.js';

export function createAssessmentsModule(deps: {
  db: Db;
  teaching: TeachingRepository;
  events?: EventPublisher;
  /** Hand-in files are shared in the assignment's room: whoever may read the assignment reads them (ADR 0074). */
  rooms?: RoomAccess;
  now?: () => Date;
  /** The school's share of a lesson held in the classroom that counts as attended (ADR 0076). */
  attendanceShare?: () => Promise<number>;
}) {
  const assignmentRepo = createAssignmentRepository(deps.db);
  const assignments = createAssignmentService({
    repo: assignmentRepo,
    teaching: deps.teaching,
    events: deps.events,
    now: deps.now,
  });
  const handIns = createHandInService({
    assignments: assignmentRepo,
    repo: createHandInRepository(deps.db),
    teaching: deps.teaching,
    events: deps.events,
    now: deps.now,
  });
  deps.rooms?.register(handInRoomId.prefix, (viewer: Viewer, roomId: string) =>
    handIns.mayRead(viewer, handInRoomId.parse(roomId)),
  );
  const performance = createPerformanceService({
    repo: createPerformanceRepository(deps.db),
    isLinked: (tutorId, studentId) => deps.teaching.isLinked(tutorId, studentId),
    attendanceShare: deps.attendanceShare,
  });
  return {
    assignments,
    handIns,
    performance,
    routes: (async (app) => {
      await app.register(assignmentRoutes(assignments));
      await app.register(handInRoutes(handIns));
      await app.register(performanceRoutes(performance));
    }) satisfies FastifyPluginAsyncZod,
  };
}
