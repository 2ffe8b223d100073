import { mainPaths } from '../../../lib/paths';
import { ArrowForwardIcon, PlainContainer, PlainLinkButton } from '../../../ui/plain';
import { bookADemoPath } from '../navigation';
import styles from './HowItWorksSection.module.css';
import section from './sections.module.css';

const steps = [
  {
    title: 'Book a free demo',
    text: 'Pick a time that suits you. A tutor meets your child, gets to know their goals and tries a short lesson.',
  },
  {
    title: 'Meet your tutor',
    text: 'We match a tutor and a program to your child’s grade, curriculum and learning preferences.',
  },
  {
    title: 'Learn and grow',
    text: 'Regular live classes, quizzes and assignments build confidence, and reports show the progress.',
  },
];

/** Three steps from demo to progress, then the closing call to action. */
export function HowItWorksSection() {
  return (
    <>
      <section aria-labelledby="how-title" className={styles.how}>
        <PlainContainer>
          <div className={`${section.header} ${styles.header}`}>
            <span className={section.overline}>How it works</span>
            <h2 id="how-title" className={section.title}>
              Start learning in three easy steps
            </h2>
          </div>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <div aria-hidden className={styles.number}>
                  {index + 1}
                </div>
                <h3 className={section.cardTitle}>{step.title}</h3>
                <p className={`${section.cardText} ${styles.stepText}`}>{step.text}</p>
              </li>
            ))}
          </ol>
        </PlainContainer>
      </section>
      <section aria-labelledby="cta-title" className={styles.cta}>
        <PlainContainer>
          <div className={styles.banner}>
            <div className={styles.bannerText}>
              <h3 id="cta-title" className={styles.ctaTitle}>
                See Chalkline in action
              </h3>
              <p className={styles.ctaLead}>
                Book a free demo class and meet a tutor. No commitment, just a great first lesson.
              </p>
            </div>
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
              <PlainLinkButton to={mainPaths.contact} size="large" variant="outlined" className={styles.onBlue}>
                Talk to us
              </PlainLinkButton>
            </div>
          </div>
        </PlainContainer>
      </section>
    </>
  );
}
