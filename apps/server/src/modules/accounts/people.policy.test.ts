/** Who manages which people (platform spec 6.1): the tutors group tutors, the students group students. */
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorizePeople, managingGroup, roleOfGroup } from './people.policy.js';

describe('people policy', () => {
  it('names the group managing each kind of account, and none for admins', () => {
    expect(managingGroup('TUTOR')).toBe('tutors');
    expect(managingGroup('STUDENT')).toBe('students');
    expect(managingGroup('MANAGER')).toBeNull();
    expect(managingGroup('MASTER')).toBeNull();
    expect(roleOfGroup('tutors')).toBe('TUTOR');
    expect(roleOfGroup('students')).toBe('STUDENT');
  });

  it('lets a master do anything and a manager only what their groups grant', async () => {
    expect(await denialOf(() => authorizePeople(viewerOf('MASTER'), 'tutors', 'delete'))).toBeNull();
    const studentsOnly = managerWith(['students.access', 'students.create']);
    expect(await denialOf(() => authorizePeople(studentsOnly, 'students', 'create'))).toBeNull();
    expect(await denialOf(() => authorizePeople(studentsOnly, 'students', 'delete'))).toEqual({
      status: 403,
      message: 'You may not delete these accounts',
    });
    expect(await denialOf(() => authorizePeople(studentsOnly, 'tutors', 'access'))).toEqual({
      status: 403,
      message: 'You may not see these accounts',
    });
  });

  it('refuses tutors and students', async () => {
    expect(await denialOf(() => authorizePeople(viewerOf('TUTOR'), 'students', 'access'))).toMatchObject({
      status: 403,
    });
    expect(await denialOf(() => authorizePeople(viewerOf('STUDENT'), 'students', 'edit'))).toMatchObject({
      status: 403,
    });
  });
});
