import { mainPaths } from '../../../lib/paths';
import {
  ArrowForwardIcon,
  CheckCircleIcon,
  EmojiEventsIcon,
  EventAvailableIcon,
  PlainContainer,
  PlainLinkButton,
} from '../../../ui/plain';
import { bookADemoPath } from '../navigation';
import styles from './HeroSection.module.css';
import section from './sections.module.css';

const promises = ['Free demo class', 'Flexible schedules', 'Printable progress reports'];

/**
 * A glimpse of a live class, drawn with plain markup and CSS (no pictures to wait for, so the hero's first paint
 * is its final look and nothing shifts when it settles; ADR 0046).
 */
function ClassroomPreview() {
  return (
    <div className={styles.preview}>
      <div className={styles.screenFrame}>
        <div className={styles.screen}>
          <span className={`${styles.pill} ${styles.live}`}>LIVE</span>
          <div className={styles.tutor}>
            <span className={`${styles.avatar} ${styles.tutorAvatar}`}>AM</span>
            <p className={styles.tutorName}>Ms. Ada · Maths</p>
            <p className={`${section.body2} ${styles.tutorLesson}`}>Fractions made fun</p>
          </div>
          <div className={styles.selfView}>
            <span className={`${styles.avatar} ${styles.studentAvatar}`}>T</span>
          </div>
        </div>
      </div>
      <div className={`${styles.badge} ${styles.quizBadge}`}>
        <span className={`${styles.avatar} ${styles.quizIcon}`}>
          <EmojiEventsIcon />
        </span>
        <div>
          <span className={section.caption}>Quiz completed</span>
          <p className={styles.badgeValue}>9 of 10 points</p>
        </div>
      </div>
      <div className={`${styles.badge} ${styles.classBadge}`}>
        <span className={`${styles.avatar} ${styles.classIcon}`}>
          <EventAvailableIcon />
        </span>
        <div>
          <span className={section.caption}>Next class</span>
          <p className={styles.badgeValue}>Thursday, 4:00 PM</p>
        </div>
      </div>
    </div>
  );
}

/** The landing hero: promise, calls to action and a glimpse of a live class. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <PlainContainer className={styles.grid}>
        <div>
          <span className={`${styles.pill} ${styles.tagline}`}>Live online tutoring for children and young people</span>
          <h1 id="hero-title" className={styles.title}>
            Bright minds grow with the <span className={styles.highlight}>right tutor</span>.
          </h1>
          <p className={styles.lead}>
            Chalkline pairs every learner with a caring tutor for live one-to-one and group classes, and keeps families
            in the loop with quizzes, assignments and clear progress reports.
          </p>
          <div className={styles.actions}>
            <PlainLinkButton
              to={bookADemoPath}
              size="large"
              variant="contained"
              color="warning"
              endIcon={<ArrowForwardIcon size={22} className={section.endIcon} />}
            >
              Book a Demo
            </PlainLinkButton>
            <PlainLinkButton to={mainPaths.register} size="large" variant="outlined">
              Create an account
            </PlainLinkButton>
          </div>
          <ul className={styles.promises}>
            {promises.map((promise) => (
              <li key={promise} className={styles.promise}>
                <CheckCircleIcon size="1.25rem" className={styles.check} />
                <p className={`${section.body2} ${styles.promiseText}`}>{promise}</p>
              </li>
            ))}
          </ul>
        </div>
        <ClassroomPreview />
      </PlainContainer>
    </section>
  );
}
