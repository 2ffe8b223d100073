/** Demo articles: an author, categories, three blogs and two news items, with images bundled with the web app. */
import { readTimeMinutes } from '@chalkline/contracts';
import { richTextToPlain, sanitizeRichText } from '../text/rich-text.js';
import { articleAuthors, articleCategories, articleCategoryLinks, articles } from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const paragraphs = (...texts: string[]) => texts.map((t) => `<p>${t}</p>`).join('');

const blogs = [
  {
    title: 'Reading Together: Ten Minutes a Day That Change Everything',
    slug: 'reading-together-ten-minutes-a-day',
    summary:
      'Short, daily reading with a grown-up builds vocabulary, confidence and a love of stories. Here is how to make those ten minutes count, even on busy school nights.',
    thumbnail: '/articles/reading-together.png',
    categories: ['reading', 'parents'],
    content: `${paragraphs(
      'Children who read with a grown-up for just ten minutes a day meet hundreds of new words every week. The habit matters more than the length: a short, happy session every evening beats a long, tired one at the weekend.',
      'Let your child choose the book, even if it is one you have read together twenty times. Familiar stories let them predict, join in and feel like readers.',
    )}<h2>Ask, don't test</h2>${paragraphs(
      'Instead of asking what happened on the last page, ask what they think will happen next, or which character they would like to be. Open questions turn reading into a conversation.',
      'If your child gets stuck on a word, wait a moment before helping. Point at the picture, or read the sentence again from the start. Praise the effort, not just the right answer.',
    )}<h2>Make it a routine</h2>${paragraphs(
      'Pick the same time each day: after dinner, before bed, or on the bus home. Routines remove the daily negotiation. Our tutors often set a short reading goal between lessons and ask about it at the start of the next class.',
    )}<h2>Mix it up</h2>${paragraphs(
      'Reading is not only storybooks. Recipes, comics, football reports, the instructions for a new game and the signs on a walk to the shops all count. Children who see reading as useful and fun read more, and children who read more read better.',
      'Take turns: you read a page, they read a page. For younger children, let them read the words they know and you read the rest. For older ones, try reading the same book separately and talking about it over dinner, like a family book club.',
      'Visit the library together and let them browse. Choosing is part of the pleasure, and a book they picked themselves is one they will want to finish.',
    )}<h2>Celebrate progress</h2>${paragraphs(
      'Keep a simple reading log on the fridge: the title, the date and a sticker. Looking back at a long list of finished books is a powerful reminder of how far your child has come, for them and for you.',
    )}`,
  },
  {
    title: 'Five Maths Games You Can Play at the Kitchen Table',
    slug: 'five-maths-games-for-the-kitchen-table',
    summary:
      'No worksheets needed: dice, cards and a few spoons turn number facts into games your children will ask to play again.',
    thumbnail: '/articles/maths-games.png',
    categories: ['maths', 'parents'],
    content: `${paragraphs(
      'Fluency with numbers grows through practice, and practice sticks best when it is fun. These five games need nothing more than what is already in your kitchen.',
    )}<ol><li><strong>Dice doubles</strong>: roll two dice, add them, then double the answer.</li><li><strong>Card war with a twist</strong>: each player turns two cards and multiplies them; the bigger product wins.</li><li><strong>Spoon fractions</strong>: share twelve spoons between three, four and six people.</li><li><strong>Shopping list sums</strong>: estimate the total before you reach the till.</li><li><strong>Guess my number</strong>: ask only yes or no questions about a number up to 100.</li></ol>${paragraphs(
      'Keep games short and stop while everyone is still enjoying them. Ask your child to explain how they worked something out: explaining is where understanding grows.',
    )}`,
  },
  {
    title: 'Healthy Screen Time for Online Learners',
    slug: 'healthy-screen-time-for-online-learners',
    summary:
      'Online lessons mean screens, but not all screen time is equal. A few simple habits keep learning time focused and leave room for play, rest and sleep.',
    thumbnail: '/articles/screen-time.png',
    categories: ['study-tips'],
    content: `${paragraphs(
      'A live lesson with a tutor is active screen time: your child talks, writes on the whiteboard and answers questions. Scrolling videos is passive. Counting them the same way misses the point.',
      'Set up a learning corner with good light, the screen at eye level and a glass of water within reach. Close other tabs and apps before class begins.',
      'Build in movement: a stretch between lessons, a walk after homework. And keep screens out of bedrooms for the hour before sleep.',
    )}`,
  },
];

const news = [
  {
    title: 'New Term Timetable Now Available',
    slug: 'new-term-timetable-now-available',
    summary:
      'Timetables for the new term are ready in every student’s schedule. Families can request changes until the end of the first week.',
    thumbnail: '/articles/new-term.png',
    categories: ['school-news'],
    content: paragraphs(
      'Every student’s lessons for the new term are now in their schedule. If a time no longer suits your family, tell us through the contact form before the end of the first week and we will find another slot with the same tutor where we can.',
    ),
  },
  {
    title: 'Group Classes Open for Mathematics',
    slug: 'group-classes-open-for-mathematics',
    summary:
      'Small group classes of up to six students start this month for Foundations of Mathematics, alongside one-to-one lessons.',
    thumbnail: '/articles/live-classes.png',
    categories: ['school-news', 'maths'],
    content: paragraphs(
      'Many families asked for it: small group classes are here. Groups of up to six students meet twice a week with one tutor, in the same live classroom as one-to-one lessons, with a shared whiteboard and chat.',
      'Book a demo to try a class, or ask your tutor whether a group suits your child.',
    ),
  },
];

const categories = [
  { title: 'Reading', slug: 'reading' },
  { title: 'Maths', slug: 'maths' },
  { title: 'For Parents', slug: 'parents' },
  { title: 'Study Tips', slug: 'study-tips' },
  { title: 'School News', slug: 'school-news' },
];

export const seedArticles: AreaSeed = async ({ tx, now }) => {
  const [author] = await tx
    .insert(articleAuthors)
    .values({ firstName: 'Amara', lastName: 'Okafor', otherNames: null, avatar: null })
    .returning();
  const made = await tx.insert(articleCategories).values(categories).returning();
  const categoryId = new Map(made.map((c) => [c.slug, c.id]));
  const all = [
    ...blogs.map((a) => ({ ...a, kind: 'BLOG' as const })),
    ...news.map((a) => ({ ...a, kind: 'NEWS' as const })),
  ];
  for (const [i, item] of all.entries()) {
    const content = sanitizeRichText(item.content);
    // A day apart, newest first in the order above.
    const publishedAt = new Date(now.getTime() - (i % 3) * 86_400_000 - 3_600_000);
    const [row] = await tx
      .insert(articles)
      .values({
        kind: item.kind,
        title: item.title,
        slug: item.slug,
        summary: item.summary,
        content,
        timeline: readTimeMinutes(richTextToPlain(content).split(' ').filter(Boolean).length),
        thumbnail: item.thumbnail,
        authorId: author!.id,
        published: true,
        publishedAt,
        createdAt: publishedAt,
      })
      .returning();
    await tx
      .insert(articleCategoryLinks)
      .values(item.categories.map((slug) => ({ articleId: row!.id, categoryId: categoryId.get(slug)! })));
  }
};
