/** The assessments module: class and home assignments and students' performance reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { createAssignmentRepository } from './assignment.repository.js';
import { createAssignmentService } from './assignment.service.js';
import { assignmentRoutes } from './assignments.routes.js';
import { createPerformanceRepository } from './performance.repository.js';
import { performanceRoutes } from './performance.routes.js';
import { createPerformanceService } from './performance.service.js';

export function createAssessmentsModule(deps: { db: Db; teaching: TeachingRepository; events?: EventPublisher }) {
  const assignments = createAssignmentService({
    repo: createAssignmentRepository(deps.db),
    teaching: deps.teaching,
    events: deps.events,
  });
  const performance = createPerformanceService({
    repo: createPerformanceRepository(deps.db),
    isLinked: (tutorId, studentId) => deps.teaching.isLinked(tutorId, studentId),
  });
  return {
    assignments,
    performance,
    routes: (async (app) => {
      await app.register(assignmentRoutes(assignments));
      await app.register(performanceRoutes(performance));
    }) satisfies FastifyPluginAsyncZod,
  };
}
