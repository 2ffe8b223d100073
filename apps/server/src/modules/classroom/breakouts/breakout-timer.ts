/**
 * The breakout timer (B5): its end is kept in the room's record, so it survives the node that set it. The node that
 * sets it arms local timers for the warning and the end; with several nodes every node also sweeps the live rooms
 * each second and acts on a timer that is due (its setter may have died), like the presence sweeper. Each step
 * re-reads the record under the room's lock, so the warning goes out once and the rooms close once.
 */
import { breakoutLimits } from '@chalkline/contracts';
import type { MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo } from '../room/room-events.js';
import { announceBreakouts, type BreakoutDeps, changeBreakouts } from './breakout-changes.js';
import { type BreakoutState, timerDue } from './breakout-rules.js';

/** How often each node looks for due timers when there are several. */
export const breakoutSweepMs = 1_000;

export function createBreakoutTimers(deps: BreakoutDeps, namespaceOf: (meetingId: string) => MeetNamespace) {
  const armed = new Map<string, NodeJS.Timeout[]>();

  const disarm = (roomKey: string) => {
    for (const timer of armed.get(roomKey) ?? []) clearTimeout(timer);
    armed.delete(roomKey);
  };

  /** Warns or closes if the timer is due now; a step another node took already is not taken again. */
  async function check(roomKey: string) {
    const meta = await deps.state.meta(roomKey);
    if (!meta) return null;
    const step = { due: 'none' as ReturnType<typeof timerDue> };
    const result = await changeBreakouts(deps, roomKey, (b) => {
      step.due = timerDue(b, deps.now().getTime());
      if (step.due === 'warn' && b) return { ...b, warned: true };
      return step.due === 'close' ? null : undefined;
    });
    if (!result.changed) return result.after;
    const nsp = namespaceOf(meta.meetingId);
    if (step.due === 'close') {
      disarm(roomKey);
      await announceBreakouts(nsp, deps, roomKey, result, 'timer');
      return null;
    }
    const endsAt = result.before?.endsAt ?? 0;
    const secondsLeft = Math.max(0, Math.round((endsAt - deps.now().getTime()) / 1000));
    await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'breakout_warning', { endsAt, secondsLeft })]);
    return result.after;
  }

  /** Arms this node's timers for a room's timer (none when it has none). */
  function arm(roomKey: string, breakouts: BreakoutState | null) {
    disarm(roomKey);
    if (!breakouts?.endsAt) return;
    const now = deps.now().getTime();
    const steps = [breakouts.endsAt - breakoutLimits.warningMs, breakouts.endsAt];
    armed.set(
      roomKey,
      steps.map((at) => {
        const fire = async () => {
          // A timer may fire a little early: what is not due yet is armed again.
          const left = await check(roomKey);
          if (left?.endsAt !== breakouts.endsAt || timerDue(left, deps.now().getTime()) !== 'none') return;
          if (at === breakouts.endsAt || !left.warned) arm(roomKey, left);
        };
        const timer = setTimeout(() => deps.tasks.run('a breakout timer', fire), Math.max(0, at - now) + 10);
        timer.unref();
        return timer;
      }),
    );
  }

  let sweeping = false;
  async function sweep() {
    const now = deps.now().getTime();
    for (const roomKey of await deps.state.roomKeys()) {
      const meta = await deps.state.meta(roomKey);
      if (timerDue(meta?.breakouts, now) !== 'none') await check(roomKey);
    }
  }
  const sweeper =
    deps.state.kind === 'redis'
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          deps.tasks.run('sweeping breakout timers', () =>
            sweep().finally(() => {
              sweeping = false;
            }),
          );
        }, breakoutSweepMs)
      : null;
  sweeper?.unref();

  return {
    arm,
    check,
    /** Stops this node's timers and sweeps (shutdown; a test's dying node). */
    stop() {
      clearInterval(sweeper ?? undefined);
      for (const roomKey of [...armed.keys()]) disarm(roomKey);
    },
  };
}
export type BreakoutTimers = ReturnType<typeof createBreakoutTimers>;
