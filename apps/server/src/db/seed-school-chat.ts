/**
 * Chat of the lived-in demo school (ADR 0067): a conversation in each new program's group, a direct chat between
 * each new tutor and one of their students, and three reported group messages, one report in each state (ADR 0064):
 * open, handled by the master (the message deleted, its writer muted for a day) and dismissed with a note.
 */
import { chatRoomId } from '@chalkline/contracts';
import { fileUrl } from '../modules/accounts/account.presenter.js';
import { chatMessages, chatMutes, chatReceipts, chatReports } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

type User = SeedContext['tutor'];
const senderOf = (u: User) => ({
  key: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  otherNames: u.otherNames,
  avatar: fileUrl(u.avatar),
  gender: u.gender,
});

/** A group's lines: who (`t` a tutor, a number the class's student at that index) and what, minutes ago. */
const groupLines: [who: 't' | number, text: string, minutesAgo: number][][] = [
  [
    ['t', 'This week’s puzzle: how many squares are on a chessboard? (It is not 64!) ♟️', 2900],
    [0, 'Is it 204?', 2850],
    ['t', 'Yes! Can you explain how you counted them?', 2840],
    [2, 'I kept getting 100 because I only counted the 1×1 and 2×2 ones 😅', 1500],
  ],
  [
    ['t', 'Remember to read for ten minutes tonight and write one new word in your reading log. 📚', 3000],
    [1, 'I finished my book! Can I start the next one?', 1400],
    ['t', 'Of course. Bring it to our lesson and tell me about the ending.', 1380],
  ],
  [
    ['t', 'Your bean plants: please take a photo each morning so we can compare on Friday. 🌱', 4000],
    [3, 'Mine has two leaves already!', 2600],
    [0, 'Mine is still a bean…', 2590],
    ['t', 'Give it time — some take a few days longer. Keep it by the window.', 2580],
  ],
  [
    ['t', 'Share your maze games here when they are done! 🎮', 3500],
    [1, 'Here is mine, the cat has to find the fish.', 1800],
    ['t', 'Brilliant idea. Try adding a timer next.', 1790],
  ],
];

/** The reported messages: program, writer (index in class), reporter, the text, the reason, and what became of it. */
const reported = [
  {
    p: 2,
    writer: 0,
    reporter: 3,
    text: 'Your plant is the worst one, just give up',
    reason: 'This is unkind',
    state: 'HANDLED',
  },
  {
    p: 0,
    writer: 2,
    reporter: 0,
    text: 'Everyone copy my answers tomorrow 😂',
    reason: 'Cheating',
    state: 'DISMISSED',
  },
  {
    p: 3,
    writer: 3,
    reporter: 1,
    text: 'Nobody wants to see your silly game',
    reason: 'Being mean about my game',
    state: 'OPEN',
  },
] as const;

export async function seedSchoolChat({ tx, now, master, school }: SeedContext) {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const handled = reported.find((r) => r.state === 'HANDLED')!;
  const lines: { room: string; program: string | null; from: User; to: string | null; text: string; ago: number }[] =
    [];
  /** Who has read each room to its end: the tutors. */
  const readers = new Map<string, User[]>();
  school.classes.forEach(({ program, tutors, students }, p) => {
    const room = chatRoomId.program(program.id);
    readers.set(room, tutors);
    for (const [who, text, ago] of groupLines[p]!)
      lines.push({ room, program: program.id, from: who === 't' ? tutors[0]! : students[who]!, to: null, text, ago });
    for (const r of reported.filter((x) => x.p === p))
      lines.push({ room, program: program.id, from: students[r.writer]!, to: null, text: r.text, ago: 1000 - p * 60 });
  });
  school.tutors.forEach((tutor, t) => {
    const cls = school.classes.find((c) => c.tutors[0] === tutor)!;
    const student = cls.students[t + 1]!;
    const room = chatRoomId.direct(tutor.id, student.id);
    readers.set(room, [tutor]);
    const direct = (from: User, to: User, text: string, ago: number) =>
      lines.push({ room, program: null, from, to: to.id, text, ago });
    direct(student, tutor, 'Good evening! I could not open the worksheet from today.', 600 + t * 45);
    direct(tutor, student, 'No problem — I have sent it again. Let me know if it works.', 590 + t * 45);
    direct(student, tutor, 'It works now, thank you! 🙏', 240 + t * 30);
  });
  const rows = await tx
    .insert(chatMessages)
    .values(
      lines.map((l, n) => ({
        key: crypto.randomUUID(),
        room: l.room,
        kind: l.program ? ('GROUP' as const) : ('CONTACT' as const),
        fromUserId: l.from.id,
        sender: senderOf(l.from),
        to: l.to,
        program: l.program,
        content: `<p>${l.text}</p>`,
        // Apart by a millisecond each, so messages of the same minute keep their order.
        createdAt: new Date(at(l.ago).getTime() + n),
        updatedAt: at(l.ago),
        // The handled report's message was deleted by the master (kept for the report's record).
        ...(l.text === handled.text ? { deletedAt: at(500), deletedBy: master.id } : {}),
      })),
    )
    .returning({ key: chatMessages.key, seq: chatMessages.seq, room: chatMessages.room });
  const rowOf = (text: string) => rows[lines.findIndex((l) => l.text === text)]!;

  const last = new Map<string, number>();
  for (const r of rows) last.set(r.room, Math.max(last.get(r.room) ?? 0, r.seq));
  await tx
    .insert(chatReceipts)
    .values(
      [...last].flatMap(([room, seq]) =>
        (readers.get(room) ?? []).map((t) => ({ room, memberKey: t.id, deliveredUntil: seq, readUntil: seq })),
      ),
    );

  await tx.insert(chatReports).values(
    reported.map((r, n) => {
      const message = rowOf(r.text);
      const closed = r.state !== 'OPEN';
      return {
        messageKey: message.key,
        room: message.room,
        reporterId: school.classes[r.p]!.students[r.reporter]!.id,
        reason: r.reason,
        createdAt: at(800 - n * 200),
        status: r.state,
        handledBy: closed ? master.id : null,
        handledAt: closed ? at(500 - n * 200) : null,
        note:
          r.state === 'HANDLED'
            ? 'Deleted the message and spoke to both families.'
            : closed
              ? 'A joke between friends; no answers were shared.'
              : null,
      };
    }),
  );
  await tx.insert(chatMutes).values({
    userId: school.classes[handled.p]!.students[handled.writer]!.id,
    until: new Date(now.getTime() + 20 * 60 * 60_000),
    mutedBy: master.id,
    reason: 'An unkind message in the Science Explorers group',
    createdAt: at(495),
  });
}
