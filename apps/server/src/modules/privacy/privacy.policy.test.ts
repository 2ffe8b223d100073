import { dataRightsTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { managerWith, viewerOf } from '../../../test/viewers.js';
import { authorizeErasure, erasesAMaster } from './privacy.policy.js';

const master = viewerOf('MASTER', 'master-1');
const manager = managerWith(['dataRights.access', 'dataRights.erase']);

describe('privacy policy (ADR 0072)', () => {
  it('lets a holder of the group erase a student or a tutor', () => {
    expect(() => authorizeErasure(manager, { id: 'student-1', memberRole: 'STUDENT' })).not.toThrow();
    expect(() => authorizeErasure(master, { id: 'tutor-1', memberRole: 'TUTOR' })).not.toThrow();
  });

  it('refuses erasing oneself', () => {
    expect(() => authorizeErasure(master, { id: 'master-1', memberRole: 'MASTER' })).toThrow(dataRightsTexts.notSelf);
  });

  it('lets only a master erase an admin', () => {
    expect(() => authorizeErasure(manager, { id: 'manager-2', memberRole: 'MANAGER' })).toThrow(/Only a master/);
    expect(() => authorizeErasure(master, { id: 'manager-2', memberRole: 'MANAGER' })).not.toThrow();
  });

  it('applies the last-master rule only to masters', () => {
    expect(erasesAMaster({ memberRole: 'MASTER' })).toBe(true);
    expect(erasesAMaster({ memberRole: 'MANAGER' })).toBe(false);
  });
});
