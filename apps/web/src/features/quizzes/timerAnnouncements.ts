import { useEffect, useRef, useState } from 'react';

/**
 * What a screen reader hears of a quiz's timer (issue 35, WCAG 2.2.1 and 4.1.3): the time left at set points, and
 * when it runs out. The timer itself is not a live region (a second-by-second reading would drown the questions).
 */
export const timerPoints = [
  { atMs: 10 * 60_000, text: '10 minutes left', urgent: false },
  { atMs: 5 * 60_000, text: '5 minutes left', urgent: false },
  { atMs: 60_000, text: '1 minute left', urgent: true },
  { atMs: 30_000, text: '30 seconds left', urgent: true },
  { atMs: 0, text: 'Time is up', urgent: true },
] as const;

export interface TimerAnnouncement {
  text: string;
  urgent: boolean;
}

/**
 * The announcement for the last set point the timer has passed, or null. Points already passed when the page opens
 * are not announced (a student who opens a quiz with 3 minutes left hears "1 minute left" when it comes, not "10
 * minutes left" at once).
 */
export function useTimerAnnouncement(left: number | null): TimerAnnouncement | null {
  const passed = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState<TimerAnnouncement | null>(null);
  useEffect(() => {
    if (left === null) return;
    const index = timerPoints.findLastIndex((point) => left <= point.atMs);
    if (passed.current === null) {
      passed.current = index;
      return;
    }
    if (index > passed.current) {
      passed.current = index;
      const point = timerPoints[index];
      if (point) setAnnouncement({ text: point.text, urgent: point.urgent });
    }
  }, [left]);
  return announcement;
}
