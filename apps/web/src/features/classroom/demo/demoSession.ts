/** The demo lesson's life in the browser: checked in the lobby, started by the host, completed as the last host leaves. */
import { type DemoSession, demoSessionTexts, hostFlagOf } from '@chalkline/contracts';
import { api, isApiError } from '../../../lib/api';
import type { BlockedView } from '../admission/lobbyRules';
import type { ClassroomState } from '../connection/classroom-state';

/** What `/meet/validate-demo-session` answers for a usable demo. */
export type { DemoSession };

/** POST /meet/validate-demo-session: anyone with the link may ask (404 unknown, 409 ended or expired). */
export async function validateDemoSession(session: string): Promise<DemoSession> {
  return (await api.post('/meet/validate-demo-session', { session })).data.demo;
}

/** POST /meet/start-demo-session, by the demo's host as they join. */
export async function startDemoSession(session: string): Promise<void> {
  await api.post('/meet/start-demo-session', { session });
}

/** POST /meet/complete-demo-session, by the last host to leave. */
export async function completeDemoSession(session: string): Promise<void> {
  await api.post('/meet/complete-demo-session', { session });
}

const titles: Record<string, string> = {
  [demoSessionTexts.missing]: 'This demo link is incomplete',
  [demoSessionTexts.notFound]: 'Demo session not found',
  [demoSessionTexts.ended]: 'This demo lesson has ended',
  [demoSessionTexts.expired]: 'This demo link has expired',
};

/** The lobby's blocked screen for a demo link that cannot be used (missing, unknown, ended or expired). */
export function demoBlockedView(error: unknown, home: BlockedView['action']): BlockedView {
  const message = error === null ? demoSessionTexts.missing : isApiError(error) ? error.message : null;
  if (message && titles[message]) return { title: titles[message], message, action: home };
  return {
    title: 'We couldn’t check this demo link',
    message: error instanceof Error ? error.message : 'Please try again in a moment.',
    action: home,
  };
}

/**
 * Whether this client leaving ends the demo: it is a host and no other host is still in the room (another
 * tab of the same person counts as present). A guest or student leaving never ends it.
 */
export function leavingEndsDemo(state: Pick<ClassroomState, 'you' | 'participants'>): boolean {
  const you = state.you;
  if (!you?.isHost) return false;
  return !state.participants.some(
    (p) => p.connection !== you.connection && hostFlagOf(p).isHost && p.status !== 'OFFLINE',
  );
}
