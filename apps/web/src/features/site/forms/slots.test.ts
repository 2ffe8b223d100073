import { demoSlots, messages } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { cvProblem } from './CareerApplicationForm';
import { hasFreeSlot, localDayKey, slotsByDay } from './slots';

describe('demo slots by day (ADR 0041)', () => {
  const now = new Date(Date.UTC(2026, 2, 10, 9, 30));

  it('lists every slot of the window once, past ones and full ones marked', () => {
    const booked = [new Date(Date.UTC(2026, 2, 11, 10)).toISOString()];
    const days = slotsByDay(now, booked);
    const all = [...days.values()].flat();
    expect(new Set(all.map((s) => s.time.getTime())).size).toBe(all.length);
    const perDay = demoSlots.lastHourUtc - demoSlots.firstHourUtc + 1;
    expect(all.length).toBeGreaterThanOrEqual(perDay * demoSlots.windowDays);
    const taken = all.find((s) => s.time.toISOString() === booked[0]);
    expect(taken?.taken).toBe(true);
    const earlier = all.find((s) => s.time.getTime() === Date.UTC(2026, 2, 10, 9));
    expect(earlier?.past).toBe(true);
    expect(all.every((s) => s.time.getTime() <= now.getTime() + demoSlots.windowDays * 86_400_000)).toBe(true);
  });

  it('disables a day whose slots are all taken or past', () => {
    const tomorrow = new Date(Date.UTC(2026, 2, 11, 12));
    const key = localDayKey(tomorrow);
    const all = [...(slotsByDay(now, []).get(key) ?? [])];
    const full = slotsByDay(
      now,
      all.map((s) => s.time.toISOString()),
    );
    expect(hasFreeSlot(slotsByDay(now, []).get(key))).toBe(true);
    expect(hasFreeSlot(full.get(key))).toBe(false);
  });
});

describe('CV check', () => {
  it('takes documents up to 10 MB only', () => {
    expect(cvProblem(new File(['x'], 'cv.pdf'))).toBeNull();
    expect(cvProblem(new File(['x'], 'me.png'))).toBe(messages.uploadWrongType);
    const big = new File(['x'], 'cv.docx');
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    expect(cvProblem(big)).toBe(messages.uploadTooLarge);
  });
});
