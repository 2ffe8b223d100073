/** The tutor's proctoring timeline, as pure functions (ADR 0082): flags, the frame nearest an event, times. */
import {
  flaggedEvents,
  type ProctoringEventKind,
  type ProctoringFrameRef,
  type ProctoringTimeline,
  proctoringEventLabels,
} from '@chalkline/contracts';

export type TimelineEvent = ProctoringTimeline['events'][number];

export const isFlagged = (e: Pick<TimelineEvent, 'kind'>) => flaggedEvents.includes(e.kind);
export const flagsOf = (events: readonly TimelineEvent[]) => events.filter(isFlagged);

/** The frame taken closest in time to `at` (frames in time order); null when there is none. */
export function nearestFrame(frames: readonly ProctoringFrameRef[], at: string): ProctoringFrameRef | null {
  if (!frames.length) return null;
  const t = Date.parse(at);
  let lo = 0;
  let hi = frames.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (Date.parse(frames[mid]!.at) < t) lo = mid + 1;
    else hi = mid;
  }
  const after = frames[lo]!;
  const before = frames[lo - 1];
  if (!before) return after;
  return Math.abs(Date.parse(before.at) - t) <= Math.abs(Date.parse(after.at) - t) ? before : after;
}

/** "mm:ss" into the attempt. */
export function sinceStart(startedAt: string | null, at: string): string {
  const s = Math.max(0, Math.round((Date.parse(at) - (startedAt ? Date.parse(startedAt) : Date.parse(at))) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** How far a frame is from the event, in words: "at the moment", "3 s before", "2 s after". */
export function offsetWords(frameAt: string, eventAt: string): string {
  const s = Math.round((Date.parse(frameAt) - Date.parse(eventAt)) / 1000);
  if (s === 0) return 'at the moment';
  return `${Math.abs(s)} s ${s < 0 ? 'before' : 'after'}`;
}

/** "3 flags: 2 × Switched to another tab, 1 × Pasted text", or "No flags". */
export function flagSummary(events: readonly TimelineEvent[]): string {
  const flags = flagsOf(events);
  if (!flags.length) return 'No flags';
  const counts = new Map<ProctoringEventKind, number>();
  for (const f of flags) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => `${n} × ${proctoringEventLabels[kind]}`);
  return `${flags.length} ${flags.length === 1 ? 'flag' : 'flags'}: ${parts.join(', ')}`;
}

/** Where an event sits along the attempt, in percent (0 at the start, 100 at the end). */
export function positionOf(timeline: Pick<ProctoringTimeline, 'startedAt' | 'completedAt'>, at: string, end: string) {
  const start = Date.parse(timeline.startedAt ?? at);
  const stop = Date.parse(timeline.completedAt ?? end);
  if (stop <= start) return 0;
  return Math.min(100, Math.max(0, ((Date.parse(at) - start) / (stop - start)) * 100));
}
