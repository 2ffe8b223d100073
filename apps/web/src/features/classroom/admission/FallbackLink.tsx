import { altMeetingLinkTexts, type FallbackMeetingLink } from '@chalkline/contracts';
import styles from './Lobby.module.css';

/**
 * The school's Alternative Meeting Link, offered in the lobby as the way in when the classroom will not connect
 * (issue 31, ADR 0062). Plain markup like the rest of the lobby (ADR 0051); nothing when the school has none.
 */
export function FallbackLink({ link }: { link: FallbackMeetingLink | null | undefined }) {
  if (!link?.url) return null;
  return (
    <aside className={styles.fallback} aria-label="Alternative meeting link">
      <p className={styles.fallbackTitle}>{altMeetingLinkTexts.heading}</p>
      <p className={styles.note}>{altMeetingLinkTexts.hint}</p>
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.fallbackLink}>
        {link.label || altMeetingLinkTexts.defaultLabel}
      </a>
    </aside>
  );
}
