import type { BusyInterval } from './schedules.api';

/** Length of one slot of the time pickers, in minutes. */
export const slotMinutes = 15;
const slotMs = slotMinutes * 60_000;

/** One choice of a time list: its instant and whether it may be picked. */
export interface TimeSlot {
  at: Date;
  disabled: boolean;
}

/** Local midnight of the day of `date`. */
export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whether `day` is before today (platform spec 5.3: the calendar disables past dates). */
export const isPastDay = (day: Date, now: Date): boolean => startOfDay(day).getTime() < startOfDay(now).getTime();

/** The first day of the month of `date`. */
export const startOfMonth = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), 1);

/** The month's days, preceded by nulls so the first lands under its weekday (weeks start on Sunday). */
export function monthCells(month: Date): (Date | null)[] {
  const first = startOfMonth(month);
  const count = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const blanks: null[] = Array.from({ length: first.getDay() }, () => null);
  return [
    ...blanks,
    ...Array.from({ length: count }, (_, i) => new Date(first.getFullYear(), first.getMonth(), i + 1)),
  ];
}

/** Whether [from, to) meets any busy interval. */
export const overlapsBusy = (from: Date, to: Date, busy: readonly BusyInterval[]): boolean =>
  busy.some((b) => Date.parse(b.time) < to.getTime() && Date.parse(b.endTime) > from.getTime());

const daySlotTimes = (day: Date): Date[] => {
  const start = startOfDay(day);
  const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  const times: Date[] = [];
  for (let t = start.getTime(); t < next.getTime(); t += slotMs) times.push(new Date(t));
  return times;
};

/** Start times of a day: a slot is disabled when it is not in the future or its 15 minutes meet a busy interval. */
export const startSlots = (day: Date, busy: readonly BusyInterval[], now: Date): TimeSlot[] =>
  daySlotTimes(day).map((at) => ({
    at,
    disabled: at.getTime() <= now.getTime() || overlapsBusy(at, new Date(at.getTime() + slotMs), busy),
  }));

/** End times after `start` up to midnight: disabled when the lesson [start, end) would meet a busy interval. */
export function endSlots(start: Date, busy: readonly BusyInterval[]): TimeSlot[] {
  const day = startOfDay(start);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  const slots: TimeSlot[] = [];
  for (let t = start.getTime() + slotMs; t <= end; t += slotMs) {
    const at = new Date(t);
    slots.push({ at, disabled: overlapsBusy(start, at, busy) });
  }
  return slots;
}

/** Whether a day has at least one start time left (days without any are disabled in the calendar too). */
export const hasFreeSlot = (day: Date, busy: readonly BusyInterval[], now: Date): boolean =>
  startSlots(day, busy, now).some((slot) => !slot.disabled);
