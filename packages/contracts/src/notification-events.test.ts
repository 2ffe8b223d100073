import { describe, expect, it } from 'vitest';
import { notificationKinds } from './http/notifications.js';
import { notificationEventNames, notificationEvents, startsIn, whenInWords } from './notification-events.js';

describe('the notification event vocabulary', () => {
  it.each(notificationEventNames)('%s names whom it concerns, a known kind and a link inside the product', (name) => {
    const spec = notificationEvents[name];
    expect(spec.concerns.length > 0 || spec.admins !== undefined).toBe(true);
    expect(notificationKinds).toContain(spec.kind);
    const sample = new Proxy(
      {},
      { get: (_, key) => (key === 'time' || key === 'dueDate' ? '2026-03-03T14:05:00Z' : 'x') },
    );
    const link = spec.link(sample as never);
    expect(link.startsWith('/') && !link.startsWith('//')).toBe(true);
    expect(spec.title(sample as never).length).toBeGreaterThan(0);
  });

  it('links a ready recording to its classroom’s recordings page', () => {
    const link = (room: string) => notificationEvents['recording.ready'].link({ program: 'P', time: 't', room });
    expect(link('abc-defg-hij')).toBe('/meet/abc-defg-hij/recordings');
    expect(link('program:7f0c')).toBe('/meet/program/recordings?program=7f0c');
    expect(link('demo:91aa')).toBe('/meet/demo/recordings?session=91aa');
  });

  it('reads times in the spec’s display form, in UTC', () => {
    expect(whenInWords('2026-03-03T14:05:00Z')).toBe('Tuesday, March 3rd, 2026 at 2:05 PM UTC');
    expect(whenInWords('2026-03-11T09:00:00Z')).toContain('March 11th');
    expect(whenInWords('2026-03-22T09:00:00Z')).toContain('March 22nd');
    expect(startsIn(75)).toBe('in 1 hour 15 minutes');
    expect(startsIn(0)).toBe('now');
  });
});
