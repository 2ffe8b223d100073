/** Demo chat (ADR 0038): the demo program's group and the demo tutor's direct conversation with the demo student. */
import { chatRoomId } from '@chalkline/contracts';
import { fileUrl } from '../modules/accounts/account.presenter.js';
import { chatMessages, chatReceipts } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const senderOf = (u: SeedContext['tutor']) => ({
  key: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  otherNames: u.otherNames,
  avatar: fileUrl(u.avatar),
  gender: u.gender,
});

export async function seedChat({ tx, now, tutor, student, program }: SeedContext) {
  const direct = chatRoomId.direct(tutor.id, student.id);
  const group = chatRoomId.program(program.id);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const lines: { room: string; from: SeedContext['tutor']; to: string | null; content: string; minutesAgo: number }[] =
    [
      {
        room: group,
        from: tutor,
        to: null,
        content: '<p>Welcome to the group! 👋 Ask your questions here.</p>',
        minutesAgo: 180,
      },
      {
        room: group,
        from: student,
        to: null,
        content: '<p>Thank you! Is there homework for Friday?</p>',
        minutesAgo: 170,
      },
      {
        room: group,
        from: tutor,
        to: null,
        content: '<p>Yes: <strong>page 12</strong>, exercises 1 to 5. ⭐</p>',
        minutesAgo: 160,
      },
      { room: direct, from: tutor, to: student.id, content: '<p>Great work in class today 🎉</p>', minutesAgo: 60 },
      {
        room: direct,
        from: student,
        to: tutor.id,
        content: '<p>Thanks! Can we go over fractions next time?</p>',
        minutesAgo: 50,
      },
      { room: direct, from: tutor, to: student.id, content: '<p>Of course. Bring your workbook.</p>', minutesAgo: 5 },
    ];
  const rows = await tx
    .insert(chatMessages)
    .values(
      lines.map((l) => ({
        key: crypto.randomUUID(),
        room: l.room,
        kind: l.room === group ? ('GROUP' as const) : ('CONTACT' as const),
        fromUserId: l.from.id,
        sender: senderOf(l.from),
        to: l.to,
        program: l.room === group ? program.id : null,
        content: l.content,
        createdAt: at(l.minutesAgo),
        updatedAt: at(l.minutesAgo),
      })),
    )
    .returning({ seq: chatMessages.seq, room: chatMessages.room });
  // The tutor has read everything; the student has the newest direct message and the group's last one unread.
  const newest = (room: string) => Math.max(...rows.filter((r) => r.room === room).map((r) => r.seq));
  const secondNewest = (room: string) =>
    rows
      .filter((r) => r.room === room)
      .map((r) => r.seq)
      .sort((a, b) => b - a)[1]!;
  await tx.insert(chatReceipts).values([
    { room: direct, memberKey: tutor.id, deliveredUntil: newest(direct), readUntil: newest(direct) },
    { room: group, memberKey: tutor.id, deliveredUntil: newest(group), readUntil: newest(group) },
    { room: direct, memberKey: student.id, deliveredUntil: secondNewest(direct), readUntil: secondNewest(direct) },
    { room: group, memberKey: student.id, deliveredUntil: secondNewest(group), readUntil: secondNewest(group) },
  ]);
}
