import { describe, expect, it } from 'vitest';
import { ruleActions } from '../permissions.js';
import { eventPermissionKinds, eventPermissions } from './event-permissions.js';
import { clientEventSchemas } from './event-schemas.js';

describe('socket event permissions', () => {
  it('declares who may send every client event, from the vocabulary', () => {
    const declared = eventPermissions as Record<string, string | undefined>;
    const kinds: readonly string[] = eventPermissionKinds;
    const missing = Object.keys(clientEventSchemas).filter((name) => !kinds.includes(declared[name] ?? ''));
    expect(missing).toEqual([]);
  });

  it('declares nothing for events that do not exist', () => {
    const extra = Object.keys(eventPermissions).filter((name) => !(name in clientEventSchemas));
    expect(extra).toEqual([]);
  });

  it('uses rule actions that exist, and keeps host decisions for hosts', () => {
    for (const kind of eventPermissionKinds)
      if (kind !== 'connected' && kind !== 'member') expect(ruleActions).toHaveProperty([kind]);
    expect(eventPermissions.access_granted).toBe('classroom.host');
    expect(eventPermissions.stop_producer).toBe('classroom.host');
    expect(eventPermissions.message).toBe('member');
    for (const hostControl of ['mute_all', 'lower_hands', 'remove_message', 'spotlight'] as const)
      expect(eventPermissions[hostControl]).toBe('classroom.host');
    expect(eventPermissions.receive_video).toBe('member');
  });
});
