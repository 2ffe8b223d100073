/** Students and tutors create their own accounts; admins are created in Manage Admins (admins.service.ts). */
import type { RegisterInput } from '@chalkline/contracts';
import { newMeetingId } from '../../db/seed.js';
import { AppError } from '../../errors/app-error.js';
import type { ReferenceService } from '../reference/reference.service.js';
import { checkAddress } from './address.js';
import { assertUncommonPassword } from './common-passwords.js';
import { hashPassword } from './password.js';
import type { UserRepository } from './user.repository.js';

export const emailTaken = 'An account with this email already exists. Please sign in or reset your password.';

export function createRegistrationService(deps: { users: UserRepository; reference: ReferenceService }) {
  const { users, reference } = deps;

  async function assertEmailFree(email: string) {
    if (await users.findByEmail(email)) throw new AppError(409, 'CONFLICT', emailTaken, { email: emailTaken });
  }

  return {
    async register(input: RegisterInput) {
      await assertEmailFree(input.email);
      await assertUncommonPassword(input.password);
      const address = await checkAddress(reference, input.country, input.state);
      const account = {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        title: input.title ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        otherNames: input.otherNames ?? null,
        gender: input.gender,
        phone: input.phone,
        memberRole: input.role,
        signUpMethod: 'EMAIL' as const,
        ...address,
      };
      if (input.role !== 'STUDENT') return users.insert(account);
      return users.insertStudent(
        { ...account, meetingId: newMeetingId() },
        {
          age: input.age,
          grade: input.class,
          school: input.school ?? null,
          guardianNames: input.guardian.names,
          guardianEmail: input.guardian.email,
          guardianPhone: input.guardian.phone,
          guardianOccupation: input.guardian.occupation ?? null,
          guardianRelationship: input.guardian.relationship,
        },
      );
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
