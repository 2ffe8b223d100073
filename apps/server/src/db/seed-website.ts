/**
 * Demo data of the public website (ADR 0041): about, contact information, testimonials of both kinds, FAQs, the
 * team, the legal pages, and one of each form in the admin inboxes, so every public page and inbox shows content.
 */
import { randomBytes } from 'node:crypto';
import type { WebsiteKey, WebsiteValue } from '@chalkline/contracts';
import {
  careerApplications,
  contactForms,
  demoBookings,
  demoSessions,
  mailingRecipients,
  mailings,
  newsletterSubscribers,
  websiteSettings,
} from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const legal = (title: string, intro: string): WebsiteValue<'PRIVACY_POLICY_PAGE'> => ({
  title,
  content: `${p(intro)}<h2>Questions</h2>${p('Write to hello@chalkline.local and a member of our team will answer within two working days.')}`,
});

const values: { [K in WebsiteKey]: WebsiteValue<K> } = {
  ABOUT_INFORMATION: {
    title: 'Learning that fits every child',
    content: p(
      'Chalkline brings children and young people together with patient, qualified tutors in live online classrooms.',
      'Every lesson has a real teacher, a shared whiteboard and a plan made for the learner, from first sums to final exams.',
    ),
    mission: 'Give every child a tutor who knows them, wherever they live.',
    vision: 'A world where great teaching is one click away for every family.',
    // Pictures are uploads; a fresh database has none, and the about page shows its text alone.
    images: [],
  },
  TERMS_OF_SERVICE_PAGE: legal(
    'Terms of Service',
    'These terms explain how families, tutors and schools may use Chalkline, and what we promise in return.',
  ),
  PRIVACY_POLICY_PAGE: legal(
    'Privacy Policy',
    'We collect only what lessons need, never sell it, and never load anything from other companies on our pages.',
  ),
  COOKIE_POLICY_PAGE: legal(
    'Cookie Policy',
    'Chalkline uses one cookie to keep you signed in. We use no advertising or tracking cookies.',
  ),
  CONTACT_INFORMATION: {
    email: 'hello@chalkline.local',
    phone: '+234 803 123 4567',
    address: '12 Admiralty Way, Lekki, Lagos',
    officeHours: 'Monday to Friday, 8am to 6pm',
    socialHandles: {
      linkedIn: 'chalkline',
      facebook: 'chalkline',
      instagram: 'chalkline',
      x: 'chalkline',
      tiktok: '',
      telegram: '',
      whatsApp: '+234 803 123 4567',
      youtube: 'chalkline',
    },
  },
  GENERAL_FAQS: [
    {
      question: 'How do lessons work?',
      answer: p('Lessons are live video classes with a shared whiteboard, held in your browser. Nothing to install.'),
    },
    {
      question: 'What ages do you teach?',
      answer: p('Children and young people from 4 to 24, from early reading to university entrance exams.'),
    },
    {
      question: 'Can I try a lesson first?',
      answer: p('Yes. Book a free demo lesson and meet a tutor before you decide.'),
    },
    {
      question: 'How do I pay?',
      answer: p('Choose a monthly or termly plan when you enrol; you can pause or cancel at any time.'),
    },
  ],
  TUTORS_FAQS: [
    {
      question: 'Who can teach with PediaTutors?',
      answer: p('Qualified teachers and subject specialists who enjoy working with children.'),
    },
    {
      question: 'How many hours do I need to give?',
      answer: p('As few or as many as you like. You set your own weekly availability.'),
    },
    {
      question: 'Do I need special equipment?',
      answer: p('A computer with a camera, a headset and a steady internet connection.'),
    },
    { question: 'How are tutors paid?', answer: p('Monthly, for every lesson held, straight to your bank account.') },
  ],
  GENERAL_TESTIMONIALS: [
    {
      names: 'Kemi Adeyemi',
      occupation: 'Parent',
      avatar: '',
      rating: 5,
      content: 'My son now looks forward to maths. His tutor is patient and kind, and his grades show it.',
    },
    {
      names: 'Daniel Okafor',
      occupation: 'Parent of two',
      avatar: '',
      rating: 4.5,
      content: 'Booking lessons around school and football is easy, and the reports keep us informed.',
    },
    {
      names: 'Amaka Eze',
      occupation: 'Student, Grade 9',
      avatar: '',
      rating: 5,
      content: 'The whiteboard makes it feel like a real classroom. I finally understand algebra!',
    },
    {
      names: 'Fatima Bello',
      occupation: 'Parent',
      avatar: '',
      rating: 4,
      content: 'Friendly tutors and clear progress updates. My daughter reads with confidence now.',
    },
    {
      names: 'Tunde Balogun',
      occupation: 'Student, Grade 12',
      avatar: '',
      rating: 4.5,
      content: 'Exam practice with my tutor helped me get the grades for university.',
    },
  ],
  TUTORS_TESTIMONIALS: [
    {
      names: 'Grace Nwosu',
      occupation: 'Mathematics tutor',
      avatar: '',
      rating: 5,
      content: 'I teach from home and still get to know every student. The tools just work.',
    },
    {
      names: 'Samuel Ojo',
      occupation: 'Physics tutor',
      avatar: '',
      rating: 4.5,
      content: 'Scheduling, grading and chat in one place saves me hours every week.',
    },
    {
      names: 'Ngozi Umeh',
      occupation: 'English tutor',
      avatar: '',
      rating: 5,
      content: 'Watching a shy reader become confident is the best part of my week.',
    },
    {
      names: 'Yusuf Garba',
      occupation: 'Coding tutor',
      avatar: '',
      rating: 4,
      content: 'Screen sharing and the whiteboard make teaching code to kids a joy.',
    },
  ],
  MEET_THE_TEAM: [
    {
      firstName: 'Ifeoma',
      lastName: 'Chukwu',
      avatar: '',
      occupation: 'Founder & Head of Learning',
      summary: 'Former primary head teacher who started Chalkline to bring great tutors to every home.',
      socialHandles: {
        linkedIn: 'ifeoma-chukwu',
        facebook: '',
        instagram: '',
        x: '',
        tiktok: '',
        telegram: '',
        whatsApp: '',
        youtube: '',
      },
    },
    {
      firstName: 'Olu',
      lastName: 'Adebayo',
      avatar: '',
      occupation: 'Head of Tutors',
      summary: 'Recruits, trains and supports our tutors so every lesson is a good one.',
      socialHandles: {
        linkedIn: 'olu-adebayo',
        facebook: '',
        instagram: '',
        x: 'oluteaches',
        tiktok: '',
        telegram: '',
        whatsApp: '',
        youtube: '',
      },
    },
    {
      firstName: 'Zainab',
      lastName: 'Musa',
      avatar: '',
      occupation: 'Family Success Lead',
      summary: 'Helps families find the right tutor and plan, and answers every question.',
      socialHandles: {
        linkedIn: '',
        facebook: '',
        instagram: 'zainab.helps',
        x: '',
        tiktok: '',
        telegram: '',
        whatsApp: '',
        youtube: '',
      },
    },
    {
      firstName: 'Chidi',
      lastName: 'Obi',
      avatar: '',
      occupation: 'Lead Engineer',
      summary: 'Keeps the classrooms fast, safe and simple for children to use.',
      socialHandles: {
        linkedIn: 'chidi-obi',
        facebook: '',
        instagram: '',
        x: '',
        tiktok: '',
        telegram: '',
        whatsApp: '',
        youtube: '',
      },
    },
  ],
  ALT_MEETING_LINK: { url: '', label: '' },
};

export const seedWebsite: AreaSeed = async ({ tx, now, master }) => {
  await tx
    .insert(websiteSettings)
    .values((Object.keys(values) as WebsiteKey[]).map((key) => ({ key, value: values[key], updatedBy: master.id })));
  await tx.insert(contactForms).values({
    names: 'Bisi Lawal',
    email: 'bisi.lawal@example.test',
    phone: '+234 802 555 0101',
    subject: 'Lessons for twins',
    message: 'Do you offer a discount for two children learning together?',
  });
  const day = new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000);
  const time = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
  const [session] = await tx
    .insert(demoSessions)
    .values({ guestName: 'Ada Lawal', guestEmail: 'bisi.lawal@example.test', time })
    .returning();
  await tx.insert(demoBookings).values({
    names: 'Bisi Lawal',
    email: 'bisi.lawal@example.test',
    studentName: 'Ada Lawal',
    ageBand: '8-10',
    interest: 'Mathematics',
    message: 'She finds fractions hard.',
    time,
    demoSessionId: session!.id,
  });
  await tx.insert(careerApplications).values({
    firstName: 'Emeka',
    lastName: 'Nnamdi',
    email: 'emeka.nnamdi@example.test',
    position: 'Chemistry tutor',
    coverLetter: 'I have taught secondary chemistry for six years and would love to teach online.',
  });
  const [reader] = await tx
    .insert(newsletterSubscribers)
    .values([
      {
        email: 'reader@example.test',
        names: 'Newsletter Reader',
        status: 'SUBSCRIBED',
        token: randomBytes(24).toString('base64url'),
        confirmedAt: now,
      },
      { email: 'curious@example.test', names: '', status: 'PENDING', token: randomBytes(24).toString('base64url') },
    ])
    .returning();
  const [mailing] = await tx
    .insert(mailings)
    .values({
      subject: 'Welcome to the new term',
      content: p('Lessons start again next Monday. Book a free demo for a friend from our website!'),
      newsletter: true,
      sentBy: master.id,
    })
    .returning();
  await tx
    .insert(mailingRecipients)
    .values({ mailingId: mailing!.id, email: reader!.email, subscriberId: reader!.id, state: 'SENT', sentAt: now });
};
