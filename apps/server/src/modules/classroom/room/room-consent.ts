/**
 * Guardians' consent in the classroom (ADR 0079): a recording does not start while a present student whose
 * guardians have not consented to recording is in the room, and such a student without camera consent produces no
 * video. Students with no guardian linked are governed as before consent existed. The families module answers
 * through this port; without it (tests of other concerns, a classroom built alone) nobody is held back.
 */
import { familyTexts } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import type { Member, RoomStore } from './room-state.js';

/** What the families module tells the classroom of each student (its `consentOfMany`). */
export interface ConsentPort {
  consentOfMany(
    userIds: readonly string[],
  ): Promise<Map<string, { recording: boolean; camera: boolean; hasGuardians: boolean }>>;
}

const userKeyOf = (member: Member) => (member.identity.kind === 'user' ? member.identity.key : null);
const nameOf = (member: Member) => `${member.participant.firstName} ${member.participant.lastName}`.trim();

/** The names of the present, non-host people whose guardians have not consented to recording. */
export async function lackingRecordingConsent(
  state: Pick<RoomStore, 'members'>,
  consent: ConsentPort | undefined,
  roomKey: string,
): Promise<string[]> {
  if (!consent) return [];
  const present = (await state.members(roomKey)).filter((m) => !m.isHost && !m.offlineAt && userKeyOf(m));
  const answers = await consent.consentOfMany(present.map((m) => userKeyOf(m)!));
  return present.filter((m) => answers.get(userKeyOf(m)!)?.recording === false).map(nameOf);
}

/** Throws the host's refusal, naming who lacks consent, when a recording may not start now. */
export async function refuseRecordingWithoutConsent(
  state: Pick<RoomStore, 'members'>,
  consent: ConsentPort | undefined,
  roomKey: string,
) {
  const missing = await lackingRecordingConsent(state, consent, roomKey);
  if (missing.length) throw new AppError(403, 'FORBIDDEN', familyTexts.recordingRefused(missing));
}

/** Whether a non-host member may be on camera: false only when their guardians have not consented. */
export async function mayBeOnCamera(consent: ConsentPort | undefined, member: Member): Promise<boolean> {
  const key = userKeyOf(member);
  if (!consent || member.isHost || !key) return true;
  return (await consent.consentOfMany([key])).get(key)?.camera !== false;
}
