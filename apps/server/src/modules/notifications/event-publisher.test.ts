/**
 * The publisher's `guardians` concern (ADR 0079, 0080 amendments): an event that concerns guardians reaches every
 * guardian linked to its student, once, with the guardians' own link; an event that does not never asks for them.
 */
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createEventPublisher } from './event-publisher.js';
import type { NotifyInput } from './notification.service.js';

const reported = (student: string) => ({
  about: { student },
  params: { program: 'Maths', time: '2026-11-20T10:00:00.000Z', tutors: 'Ada Tutor', report: 'r1', student },
  key: 'r1',
});

function publisherWith(guardians: Record<string, string[]>) {
  const sent: NotifyInput[] = [];
  const guardiansOf = vi.fn(async (ids: readonly string[]) => new Map(ids.map((id) => [id, guardians[id] ?? []])));
  const publisher = createEventPublisher({
    notifications: { notifyAll: async (inputs) => void sent.push(...inputs) },
    admins: async () => [],
    guardiansOf,
    log: pino({ level: 'silent' }),
  });
  return { publisher, sent, guardiansOf };
}

describe('events that concern guardians', () => {
  it('tell the student on their page and each linked guardian on the guardian’s page of the child', async () => {
    const { publisher, sent, guardiansOf } = publisherWith({ s1: ['g1', 'g2'], s2: ['g3'] });
    await publisher.publish('lesson.reported', [reported('s1'), reported('s2')], { rethrow: true });
    expect(guardiansOf).toHaveBeenCalledTimes(1);
    expect(sent.map((n) => [n.userIds, n.link])).toEqual([
      [['s1'], '/accounts/performance?report=r1'],
      [['g1', 'g2'], '/accounts/children?child=s1&report=r1'],
      [['s2'], '/accounts/performance?report=r1'],
      [['g3'], '/accounts/children?child=s2&report=r1'],
    ]);
  });

  it('tell a person named otherwise once, and no guardian of a student without one', async () => {
    const { publisher, sent } = publisherWith({ s1: ['s1', 'g1'] });
    await publisher.publish('lesson.reported', [reported('s1'), reported('s9')], { rethrow: true });
    expect(sent.map((n) => n.userIds)).toEqual([['s1'], ['g1'], ['s9']]);
  });

  it('are never looked up for an event that does not concern guardians', async () => {
    const { publisher, sent, guardiansOf } = publisherWith({ s1: ['g1'] });
    await publisher.publish('lesson.kept', { about: { student: 's1' }, params: { program: 'Maths', time: 'x' } });
    expect(guardiansOf).not.toHaveBeenCalled();
    expect(sent.map((n) => n.userIds)).toEqual([['s1']]);
  });
});
