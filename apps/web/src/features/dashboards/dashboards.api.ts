import type {
  DashboardResponse,
  Statistics,
  StatisticsResponse,
  StudentDashboard,
  TutorDashboard,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

export type { Statistics, StudentDashboard, TutorDashboard };

/** The viewer's dashboard; the caller names which shape its role gets (`/accounts/dashboard`). */
export const fetchDashboard = async <T extends DashboardResponse['data']>() =>
  (await api.get<{ data: T }>('/accounts/dashboard')).data;

/** Account statistics of the admin dashboard (`/admin/statistics`). */
export const fetchStatistics = async () => (await api.get<StatisticsResponse>('/admin/statistics')).data;
