/**
 * Demo slots (ADR 0041), in a module that imports nothing so the book-a-demo page lays out its calendar without
 * loading zod and the forms' schemas (ADR 0049); forms.ts re-exports them. One-hour lessons starting on the hour from `firstHourUtc` to `lastHourUtc` (UTC, shown in
 * the visitor's own time), every day of the next `windowDays` days, `capacity` bookings each.
 */
export const demoSlots = { minutes: 60, firstHourUtc: 8, lastHourUtc: 18, windowDays: 30, capacity: 1 } as const;

/** Every slot start of the UTC day of `day`. */
export function demoSlotsOfDay(day: Date): Date[] {
  const slots: Date[] = [];
  for (let hour = demoSlots.firstHourUtc; hour <= demoSlots.lastHourUtc; hour += 1)
    slots.push(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)));
  return slots;
}
