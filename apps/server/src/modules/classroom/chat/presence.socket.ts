/**
 * Presence pushed, never polled (ADR 0063): when a person's status may have changed (their first chat socket came,
 * their last one went, they set or cleared Busy, they entered or left a classroom, their node died), the node
 * that saw it works the status out from the shared rows and emits `presence` to the person's own channel and to
 * each watcher's (`user:{id}`). Emits go through the adapter, so watchers hear it on whichever node they are.
 * Going from recently online to offline has no event of its own: the node that told "recently online" keeps a
 * timer for the end of the window and tells again then.
 */
import type { OnlineStatus } from '@chalkline/contracts';
import type { Presence } from './chat-presence.js';
import { presenceTiming } from './chat-presence.js';
import type { WatchersOf } from './presence-audience.js';

/** Where a presence update goes: each person's channel on `/chat` (every tab of theirs). */
export interface PresenceOutlet {
  emit(userIds: string[], update: { key: string; status: OnlineStatus }): void;
}

/** After the window, a little later, so the rule's `<=` is surely past. */
const afterWindowMs = 250;

export function createPresencePush(deps: {
  presence: Pick<Presence, 'statuses'>;
  watchersOf: WatchersOf;
  outlet: PresenceOutlet;
  run: (label: string, task: () => Promise<unknown>) => void;
}) {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  const statusOf = async (userId: string) => (await deps.presence.statuses([userId])).get(userId) ?? 'OFFLINE';

  function expireLater(userId: string, delayMs: number) {
    clearTimeout(timers.get(userId));
    // A stopping node leaves the rest to the nodes that stay (their clients reconnect there).
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(userId);
      deps.run('presence going offline', async () => {
        const status = await statusOf(userId);
        // Still inside the window (clocks): look again shortly; anything else was told when it happened.
        if (status === 'RECENTLY_ONLINE') expireLater(userId, afterWindowMs);
        else if (status === 'OFFLINE') await tell(userId, status);
      });
    }, delayMs);
    timer.unref();
    timers.set(userId, timer);
  }

  async function tell(userId: string, status: OnlineStatus) {
    const watchers = await deps.watchersOf(userId);
    deps.outlet.emit([userId, ...watchers], { key: userId, status });
  }

  return {
    /** Works out the person's status now and tells them and everyone who sees them. */
    async changed(userId: string): Promise<OnlineStatus> {
      const status = await statusOf(userId);
      if (status === 'RECENTLY_ONLINE') expireLater(userId, presenceTiming.recentlyOnlineMs + afterWindowMs);
      else {
        clearTimeout(timers.get(userId));
        timers.delete(userId);
      }
      await tell(userId, status);
      return status;
    },
    /** The person's status now, told to nobody (a new tab's own status). */
    statusOf,
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type PresencePush = ReturnType<typeof createPresencePush>;
