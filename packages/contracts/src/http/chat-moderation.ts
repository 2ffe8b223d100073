/**
 * Chat moderation (issue 31, ADR 0064): reports move from open to handled or dismissed with a note, a moderator
 * deletes a single message or mutes a person for a while, and a student blocks another student.
 */
import { z } from 'zod';
import { chatMessage } from '../realtime/classroom.js';
import { boundedString } from '../validators.js';
import { ChatReportStatus, chatReport } from './chat.js';
import { dataEnvelope } from './common.js';

/** GET /admin/chat/reports?status=: one state's reports (open ones by default). */
export const chatReportsQuery = z.object({ status: ChatReportStatus.default('OPEN') });

/** PATCH /admin/chat/reports/:key: handle, dismiss or reopen a report, with a note. */
export const updateChatReportInput = z.object({
  status: ChatReportStatus,
  note: boundedString(1000).trim().optional(),
});
export const chatReportResponse = dataEnvelope(z.object({ report: chatReport }));
export type ChatReportResponse = z.infer<typeof chatReportResponse>;

/** How many messages on each side of a reported one its context shows. */
export const reportContextSize = 5;
/** GET /admin/chat/reports/:key/context: the reported message among the messages around it, oldest first. */
export const chatReportContextResponse = dataEnvelope(
  z.object({
    reportedKey: z.string(),
    messages: z.array(chatMessage),
    /** Messages of the context a moderator deleted. */
    deletedKeys: z.array(z.string()),
  }),
);
export type ChatReportContextResponse = z.infer<typeof chatReportContextResponse>;

/** How long a moderator may mute someone, in minutes: 15 minutes, an hour, a day, a week. */
export const muteDurations = [15, 60, 1440, 10_080] as const;
export const muteDurationLabels: Record<(typeof muteDurations)[number], string> = {
  15: '15 minutes',
  60: '1 hour',
  1440: '1 day',
  10080: '1 week',
};

/** POST /admin/chat/mutes */
export const muteInput = z.object({
  user: z.uuid('Please choose a person'),
  minutes: z
    .number()
    .int()
    .refine((m) => (muteDurations as readonly number[]).includes(m), 'Please choose how long'),
  reason: boundedString(500).trim().optional(),
});
export type MuteInput = z.infer<typeof muteInput>;

/** A person muted in the chat until `until`. */
export const chatMute = z.object({
  key: z.string(),
  name: z.string(),
  until: z.string(),
  mutedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ChatMute = z.infer<typeof chatMute>;
export const chatMutesResponse = dataEnvelope(z.object({ mutes: z.array(chatMute) }));
export const chatMuteResponse = dataEnvelope(z.object({ mute: chatMute }));

/** POST /chat/blocks: a student blocks another student. */
export const blockInput = z.object({ with: z.uuid('Please choose a person') });
/** Someone the viewer blocked. */
export const chatBlock = z.object({ key: z.string(), name: z.string(), since: z.string() });
export type ChatBlock = z.infer<typeof chatBlock>;
export const chatBlocksResponse = dataEnvelope(z.object({ blocked: z.array(chatBlock) }));

/** The words of a refused message while muted, with the time left (clear, and the same in every time zone). */
export function mutedText(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const [n, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.ceil(minutes / 60), 'hour']
        : [Math.ceil(minutes / 1440), 'day'];
  return `A moderator muted you in the chat. You can send messages again in ${n} more ${unit}${n === 1 ? '' : 's'}.`;
}
