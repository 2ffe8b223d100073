/** The signed-in person's own account, and students' profiles as each viewer may see them. */
import type { UpdateAccountProfileInput } from '@chalkline/contracts';
import { badRequest, notFound } from '../../errors/app-error.js';
import type { FileRepository } from '../files/file.repository.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { presentStudentProfile } from './account.presenter.js';
import { authorize, maySeeAdminFields } from './accounts.policy.js';
import { checkAddress } from './address.js';
import type { UserRepository } from './user.repository.js';
import type { Viewer } from './viewer.js';

const avatarProblem = 'Please upload an image for your avatar';

export function createProfileService(deps: {
  users: UserRepository;
  files: FileRepository;
  reference: ReferenceService;
}) {
  const { users, files, reference } = deps;

  return {
    async account(viewer: Viewer) {
      const user = await users.findById(viewer.id);
      if (!user) throw notFound('Account not found');
      return user;
    },

    async updateAccount(viewer: Viewer, input: UpdateAccountProfileInput) {
      const { country, state, avatar, ...rest } = input;
      const changes: Parameters<UserRepository['update']>[1] = { ...rest };
      if (avatar !== undefined) {
        if (avatar !== null) {
          // Only an image the person uploaded to the avatars folder can become their avatar.
          const file = await files.findByKey(avatar);
          if (!file || file.ownerId !== viewer.id || file.folder !== 'avatars' || !file.mime.startsWith('image/')) {
            throw badRequest(avatarProblem, { avatar: avatarProblem });
          }
        }
        changes.avatar = avatar;
      }
      if (country !== undefined) {
        Object.assign(
          changes,
          country === null
            ? { countryCode: null, countryName: null, stateCode: null, stateName: null }
            : await checkAddress(reference, country, state),
        );
      }
      const user = await users.update(viewer.id, changes);
      if (!user) throw notFound('Account not found');
      return user;
    },

    async studentProfile(viewer: Viewer, studentId: string) {
      const student = await users.findById(studentId);
      if (student?.memberRole !== 'STUDENT') throw notFound('Student not found');
      await authorize(viewer, 'student.read', { id: studentId, isLinked: users.teaches });
      return presentStudentProfile(student, await users.findStudentProfile(studentId), maySeeAdminFields(viewer));
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
