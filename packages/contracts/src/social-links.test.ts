import { describe, expect, it } from 'vitest';
import { demoSlotProblem, demoSlots, demoSlotsOfDay, formTexts } from './http/forms.js';
import { socialHandleUrl, whatsAppLink } from './social-links.js';

describe('social links (platform spec 3)', () => {
  it('builds a WhatsApp chat link from a number, and addresses from bare handles', () => {
    expect(whatsAppLink('+234 803 123 4567')).toBe('https://wa.me/2348031234567');
    expect(whatsAppLink('  ')).toBeNull();
    expect(socialHandleUrl('x', '@chalkline')).toBe('https://x.com/chalkline');
    expect(socialHandleUrl('facebook', 'https://facebook.com/page')).toBe('https://facebook.com/page');
    expect(socialHandleUrl('youtube', '')).toBeNull();
  });
});

describe('demo slots (ADR 0041)', () => {
  const now = new Date('2026-03-10T09:30:00Z');
  it('offers the hours of a day and refuses past, off-hour and far-off times', () => {
    const day = demoSlotsOfDay(now);
    expect(day).toHaveLength(demoSlots.lastHourUtc - demoSlots.firstHourUtc + 1);
    expect(demoSlotProblem(new Date('2026-03-10T09:00:00Z'), now)).toBe(formTexts.slotPast);
    expect(demoSlotProblem(new Date('2026-03-10T10:00:00Z'), now)).toBeNull();
    expect(demoSlotProblem(new Date('2026-03-10T10:30:00Z'), now)).toBe(formTexts.slotOutside);
    expect(demoSlotProblem(new Date('2026-03-10T23:00:00Z'), now)).toBe(formTexts.slotOutside);
    expect(demoSlotProblem(new Date('2026-05-10T10:00:00Z'), now)).toBe(formTexts.slotOutside);
  });
});
