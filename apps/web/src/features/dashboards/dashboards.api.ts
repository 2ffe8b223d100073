import type {
  DashboardResponse,
  Statistics,
  StudentDashboard,
  Trends,
  TrendsQuery,
  TutorDashboard,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

export type { Statistics, StudentDashboard, Trends, TutorDashboard };

/** The viewer's dashboard; the caller names which of the route's shapes its role gets (`/accounts/dashboard`). */
export const fetchDashboard = async <T extends DashboardResponse['data']>() =>
  (await api.get('/accounts/dashboard')).data as T;

/** Account statistics of the admin dashboard (`/admin/statistics`). */
export const fetchStatistics = async () => (await api.get('/admin/statistics')).data;

/** The admin dashboard's trends over a range of days (`/admin/statistics/trends`, ADR 0084). */
export const fetchTrends = async (query: Required<TrendsQuery>) =>
  (await api.get('/admin/statistics/trends', { query })).data;
