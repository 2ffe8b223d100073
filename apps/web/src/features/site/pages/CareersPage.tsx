import { ContentSection, PageHero } from '../content/PageHero';
import { CareerApplicationForm } from '../forms/CareerApplicationForm';
import styles from './CareersPage.module.css';

const reasons = [
  ['Teach from anywhere', 'Live classrooms in the browser, with a shared whiteboard, screen sharing and chat.'],
  ['Your own hours', 'Set the times you are free; families book lessons that fit them.'],
  ['Support that shows', 'Lesson plans, quizzes and reports are ready for you, so you can focus on teaching.'],
] as const;

/** Careers (platform spec 2.1): why to join and the application form with a CV upload (MUI-free). */
export function CareersPage() {
  return (
    <>
      <PageHero
        title="Careers"
        subtitle="Join tutors and staff who help children and young people learn with confidence."
      />
      <ContentSection title="Why work with us">
        <div className={styles.reasons}>
          {reasons.map(([title, text]) => (
            <div key={title} className={`${styles.paper} ${styles.reason}`}>
              <h3 className={styles.reasonTitle}>{title}</h3>
              <p className={styles.reasonText}>{text}</p>
            </div>
          ))}
        </div>
      </ContentSection>
      <ContentSection id="apply" title="Apply now" muted>
        <div className={`${styles.paper} ${styles.apply}`}>
          <CareerApplicationForm />
        </div>
      </ContentSection>
    </>
  );
}
