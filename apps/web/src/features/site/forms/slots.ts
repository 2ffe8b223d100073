/** The demo slots a visitor can choose from, grouped by their own (local) day (ADR 0041). */
import { demoSlots, demoSlotsOfDay } from '@chalkline/contracts';

export interface Slot {
  time: Date;
  /** Full (booked) or already past: shown, but not choosable (platform spec 5.3). */
  taken: boolean;
  past: boolean;
}

/** `YYYY-MM-DD` of a date in the visitor's time zone. */
export const localDayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Every slot of the booking window from the start of today, by local day. */
export function slotsByDay(now: Date, booked: readonly string[]): Map<string, Slot[]> {
  const full = new Set(booked.map((t) => new Date(t).getTime()));
  const end = now.getTime() + demoSlots.windowDays * 24 * 60 * 60 * 1000;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const days = new Map<string, Slot[]>();
  for (let i = -1; i <= demoSlots.windowDays + 1; i += 1) {
    for (const time of demoSlotsOfDay(new Date(now.getTime() + i * 24 * 60 * 60 * 1000))) {
      if (time.getTime() < startOfToday || time.getTime() > end) continue;
      const key = localDayKey(time);
      const list = days.get(key) ?? [];
      if (list.some((s) => s.time.getTime() === time.getTime())) continue;
      list.push({ time, taken: full.has(time.getTime()), past: time.getTime() <= now.getTime() });
      days.set(key, list);
    }
  }
  for (const list of days.values()) list.sort((a, b) => a.time.getTime() - b.time.getTime());
  return days;
}

/** Whether a day has a slot one can still book. */
export const hasFreeSlot = (slots: readonly Slot[] | undefined) => Boolean(slots?.some((s) => !s.taken && !s.past));
