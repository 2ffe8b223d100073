/**
 * Guardians' consent in the classroom (ADR 0079): a recording does not start while a present student whose
 * guardians have not consented to recording is in the room, and such a student without camera consent produces no
 * video. The host may record without them: the recording then leaves them out (their tiles, voices and screens), as
 * it leaves out anyone without consent who joins while it runs. Students with no guardian linked are governed as
 * before consent existed. The families module answers through this port; without it (tests of other concerns, a
 * classroom built alone) nobody is held back.
 */
import { familyTexts, type LiveRecording } from '@chalkline/contracts';
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

/** The present, non-host people whose guardians have not consented to recording. */
async function lackingRecordingConsent(
  state: Pick<RoomStore, 'members'>,
  consent: ConsentPort | undefined,
  roomKey: string,
): Promise<Member[]> {
  if (!consent) return [];
  const present = (await state.members(roomKey)).filter((m) => !m.isHost && !m.offlineAt && userKeyOf(m));
  const answers = await consent.consentOfMany(present.map((m) => userKeyOf(m)!));
  return present.filter((m) => answers.get(userKeyOf(m)!)?.recording === false);
}

/**
 * Whom a recording about to start must leave out: nobody when everyone present may be recorded; else the host's
 * refusal naming them (`CONSENT_REQUIRED`), unless the host chose to record without them, who are then left out.
 */
export async function leftOutOfNewRecording(
  state: Pick<RoomStore, 'members'>,
  consent: ConsentPort | undefined,
  roomKey: string,
  leaveOut: boolean,
): Promise<string[]> {
  const missing = await lackingRecordingConsent(state, consent, roomKey);
  if (missing.length && !leaveOut)
    throw new AppError(403, 'CONSENT_REQUIRED', familyTexts.recordingRefused(missing.map(nameOf)));
  return missing.map((m) => m.participant.key);
}

/**
 * Someone joins while a recording runs: without their guardians' recording consent they are added to the
 * recording's left-out list (ADR 0079). Answers the changed recording, or null when nothing changed. The caller
 * holds the room's lock (admission does, as a recording's start does) and read `recording` under it.
 */
export async function leaveOutOfRunningRecording(
  state: Pick<RoomStore, 'patchMeta'>,
  consent: ConsentPort | undefined,
  roomKey: string,
  recording: LiveRecording | null | undefined,
  member: Member,
): Promise<LiveRecording | null> {
  const key = userKeyOf(member);
  if (!consent || member.isHost || !key) return null;
  // A recording stored by a version before the list reads as leaving nobody out.
  const leftOut = recording?.leftOut ?? [];
  if (!recording || leftOut.includes(member.participant.key)) return null;
  if ((await consent.consentOfMany([key])).get(key)?.recording !== false) return null;
  const changed = { ...recording, leftOut: [...leftOut, member.participant.key] };
  await state.patchMeta(roomKey, { recording: changed });
  return changed;
}

/** Whether a non-host member may be on camera: false only when their guardians have not consented. */
export async function mayBeOnCamera(consent: ConsentPort | undefined, member: Member): Promise<boolean> {
  const key = userKeyOf(member);
  if (!consent || member.isHost || !key) return true;
  return (await consent.consentOfMany([key])).get(key)?.camera !== false;
}
