import type { LaunchAck, LaunchConfig } from '@chalkline/contracts';
import type { ClassroomState } from './classroom-state';
import type { MeetSocket } from './meet-socket';
import type { Store } from './store';

const launchConfigOf = ({ isHandRaised: _hand, ...config }: ClassroomState['config']): LaunchConfig => config;

/**
 * On every connect: `launch` when not admitted yet (again after a drop, replacing the request, R6), else
 * `on_reconnect` to be re-admitted without knocking (R10). The answer starts the room, puts one in the
 * waiting room, or keeps the refusal for the page to show.
 */
export function launchOrReattach(socket: MeetSocket, store: Store<ClassroomState>, ackTimeoutMs: number): void {
  const state = store.get();
  const config = launchConfigOf(state.config);
  const answer = (err: Error | null, response: LaunchAck | { error: string }) => {
    if (err) return;
    if ('error' in response && response.error) {
      const refused = response.error;
      store.update((s) => ({ ...s, start: true, refused, waiting: false }));
      return;
    }
    const ack = response as LaunchAck;
    store.update((s) => ({
      ...s,
      start: true,
      refused: null,
      waiting: ack.status === 'waiting' ? true : s.waiting,
      sessionId: ack.sessionId ?? s.sessionId,
    }));
  };
  if (state.ready) socket.timeout(ackTimeoutMs).emit('on_reconnect', { config, reconnecting: true }, answer);
  else socket.timeout(ackTimeoutMs).emit('launch', { config }, answer);
}
