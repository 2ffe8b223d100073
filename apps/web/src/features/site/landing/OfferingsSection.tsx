import type { ReactElement } from 'react';
import {
  AssignmentTurnedInIcon,
  CardMembershipIcon,
  ForumIcon,
  InsightsIcon,
  PlainContainer,
  QuizIcon,
  VideocamIcon,
} from '../../../ui/plain';
import styles from './OfferingsSection.module.css';
import section from './sections.module.css';

interface Offering {
  title: string;
  text: string;
  icon: ReactElement;
  color: string;
}

/** What the product offers (platform spec §1). */
const offerings: readonly Offering[] = [
  {
    title: 'Live classes',
    text: 'Scheduled one-to-one and group lessons in our online classroom, with video, chat and a shared whiteboard.',
    icon: <VideocamIcon />,
    color: '#1f6feb',
  },
  {
    title: 'Quizzes that teach',
    text: 'Tutors build quizzes and assign them to each student, then grade the answers and leave helpful remarks.',
    icon: <QuizIcon />,
    color: '#8b5cf6',
  },
  {
    title: 'Class and home assignments',
    text: 'Practice continues between lessons with class work and homework that tutors review and grade.',
    icon: <AssignmentTurnedInIcon />,
    color: '#1f9d55',
  },
  {
    title: 'Progress you can see',
    text: 'Attendance, quiz and assignment results come together in a performance view and printable reports.',
    icon: <InsightsIcon />,
    color: '#f58a07',
  },
  {
    title: 'Chat and group messages',
    text: 'Students, tutors and program groups stay in touch between classes with friendly, safe messaging.',
    icon: <ForumIcon />,
    color: '#0a8fc7',
  },
  {
    title: 'Flexible subscriptions',
    text: 'Simple paid plans with coupons, so families can choose the rhythm of learning that suits them.',
    icon: <CardMembershipIcon />,
    color: '#d9467a',
  },
];

/** `#rrggbb` at the given opacity, as MUI's `alpha()` gave it. */
const alpha = (hex: string, opacity: number) =>
  `rgba(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')}, ${opacity})`;

/** "What we offer": the six pillars of the platform. */
export function OfferingsSection() {
  return (
    <section aria-labelledby="offerings-title" className={styles.offerings}>
      <PlainContainer>
        <div className={`${section.header} ${styles.header}`}>
          <span className={section.overline}>What we offer</span>
          <h2 id="offerings-title" className={section.title}>
            Everything a young learner needs, in one place
          </h2>
          <p className={styles.lead}>
            From the first demo class to the end-of-term report, Chalkline keeps learning live, personal and measurable.
          </p>
        </div>
        <div className={styles.grid}>
          {offerings.map((offering) => (
            <div key={offering.title} className={styles.card}>
              <div className={styles.content}>
                <div
                  className={styles.icon}
                  style={{ backgroundColor: alpha(offering.color, 0.12), color: offering.color }}
                >
                  {offering.icon}
                </div>
                <h3 className={section.cardTitle}>{offering.title}</h3>
                <p className={section.cardText}>{offering.text}</p>
              </div>
            </div>
          ))}
        </div>
      </PlainContainer>
    </section>
  );
}
