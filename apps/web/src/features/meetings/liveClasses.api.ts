import type { ClassroomAddress, ClassroomSettings } from '@chalkline/contracts';
import { api } from '../../lib/api';

export type {
  BookedDemo,
  ClassroomAddress,
  ClassroomSettings,
  LiveClassroom,
  LiveParticipant,
  LiveState,
  PastMeeting,
} from '@chalkline/contracts';

/** GET /meet/admin/meetings: classrooms live now and one page of past lessons. */
export const fetchLiveClasses = async (page: number, limit: number) =>
  (await api.get('/meet/admin/meetings', { query: { page, limit } })).data;

/** GET /meet/admin/demo-sessions: the latest booked demo sessions. */
export const fetchDemoSessions = async (page = 1, limit = 10) =>
  (await api.get('/meet/admin/demo-sessions', { query: { page, limit } })).data;

/** PUT /meet/settings: a classroom's settings, named by its meeting id and program or demo session. */
export const saveClassroomSettings = (classroom: ClassroomAddress, settings: ClassroomSettings) =>
  api.put('/meet/settings', {
    meetingId: classroom.meetingId,
    config: {
      ...(classroom.programId ? { programId: classroom.programId } : {}),
      ...(classroom.demoSession ? { demoSession: classroom.demoSession } : {}),
    },
    ...settings,
  });

/** POST /meet/demo-sessions: books a demo session for a guest, optionally with a named tutor. */
export const bookDemoSession = (input: { guestName: string; guestEmail?: string; time: string; tutorKey?: string }) =>
  api.post('/meet/demo-sessions', input);
