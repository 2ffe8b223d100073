/** Polling `get_meeting_updates` (classroom spec 9): from 5 s, 1 s longer after each empty result, 10 empties stop. */
import { classroom } from '@chalkline/contracts';

export interface Poller {
  start: () => void;
  stop: () => void;
}

/** `poll` answers whether the result brought news; news resets the delay and the count of empty results. */
export function createUpdatePoller(
  poll: () => Promise<boolean>,
  options: { startMs: number; stepMs: number; maxEmptyResults: number } = classroom.meetingUpdatePolling,
): Poller {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let empties = 0;

  const schedule = (run: number) => {
    timer = setTimeout(
      async () => {
        let news = false;
        try {
          news = await poll();
        } catch {
          news = false;
        }
        if (run !== generation) return;
        empties = news ? 0 : empties + 1;
        if (empties >= options.maxEmptyResults) return;
        schedule(run);
      },
      options.startMs + empties * options.stepMs,
    );
  };

  return {
    start() {
      clearTimeout(timer);
      generation += 1;
      empties = 0;
      schedule(generation);
    },
    stop() {
      clearTimeout(timer);
      generation += 1;
    },
  };
}
