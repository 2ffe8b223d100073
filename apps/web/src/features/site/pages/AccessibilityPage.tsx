import { Link as RouterLink } from 'react-router';
import { mainPaths } from '../../../lib/paths';
import { ContentSection, PageHero } from '../content/PageHero';
import { useWebsiteSettings } from '../website.api';
import styles from './AccessibilityPage.module.css';

const keys = ['CONTACT_INFORMATION'] as const;

/**
 * The accessibility statement (issue 35): what Chalkline aims for, what it does, where it still falls short and
 * how to tell us about a barrier. Plain React (no MUI, ADR 0046); the school's email comes from its contact
 * information when the admins have set one.
 */
export function AccessibilityPage() {
  const { data } = useWebsiteSettings(keys);
  const email = data?.CONTACT_INFORMATION?.email;
  return (
    <>
      <PageHero
        title="Accessibility"
        subtitle="Every child should be able to learn with Chalkline, whatever their sight, hearing, movement or way of reading."
      />
      <ContentSection>
        <div className={styles.content}>
          <h2>Our goal</h2>
          <p>
            We aim for every page of Chalkline, the public site, the student and tutor accounts, the admin site and the
            live classroom, to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.
          </p>

          <h2>What we do</h2>
          <ul>
            <li>
              Every page is checked automatically for WCAG 2.2 A and AA problems before each release, on a computer and
              on a phone-sized screen.
            </li>
            <li>
              Everything can be done with the keyboard alone, with a visible focus ring, and a "Skip to content" link is
              the first stop on every page.
            </li>
            <li>
              Text has enough contrast against its background, and pages can be enlarged to 200% or read on a screen 320
              pixels wide without scrolling sideways.
            </li>
            <li>When your device asks for reduced motion, animations and transitions stop.</li>
            <li>Buttons, fields and images have names that screen readers announce.</li>
          </ul>

          <h2>Known limitations</h2>
          <ul>
            <li>
              Drawings on the live classroom's whiteboard are not described to screen readers; the tutor's spoken
              explanation and the chat are the way to follow them.
            </li>
            <li>Live video and audio in the classroom have no captions yet.</li>
            <li>Pictures and documents that tutors or students upload may lack a text description.</li>
            <li>
              The live classroom is not yet covered by our automated checks in every state (whiteboard, recording,
              panels open).
            </li>
          </ul>

          <h2>Tell us about a barrier</h2>
          <p>
            If something on Chalkline is hard or impossible for you or your child to use, please tell us: what you were
            trying to do, on which page, and the device, browser and any assistive technology you use. We read every
            message and will reply to you.
          </p>
          <p>
            Write to us through the <RouterLink to={mainPaths.contact}>contact form</RouterLink>
            {email ? (
              <>
                {' '}
                or by email at <a href={`mailto:${email}`}>{email}</a>
              </>
            ) : null}
            .
          </p>
        </div>
      </ContentSection>
    </>
  );
}
