import type { AdminPermission } from '@chalkline/contracts';
import { api } from '../../../lib/api';

export const logsKey = ['admin', 'logs'] as const;

/** The filters of the log as the address keeps them: dates are local days (`YYYY-MM-DD`). */
export interface LogFilters {
  actor?: string;
  action?: AdminPermission;
  from?: string;
  to?: string;
}

/** Local midnight of a `YYYY-MM-DD` day, `days` later, as an ISO instant. */
const dayStart = (day: string, days = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + days).toISOString();
};

/** GET /admin/logs: one page, newest first; the To day is included (the server's `to` is exclusive). */
export const fetchLogs = async (filters: LogFilters, page: number, limit: number) =>
  (
    await api.get('/admin/logs', {
      query: {
        page,
        limit,
        actor: filters.actor,
        action: filters.action,
        from: filters.from ? dayStart(filters.from) : undefined,
        to: filters.to ? dayStart(filters.to, 1) : undefined,
      },
    })
  ).data;

/** GET /admin/logs/actors: everyone who has an entry, for the actor filter. */
export const fetchLogActors = async () => (await api.get('/admin/logs/actors')).data.actors;
