import type { TeamMember } from '@chalkline/contracts';
import { useState } from 'react';
import { imageUrl } from '../website.api';
import { SocialLinks } from './SocialLinks';
import styles from './TeamGrid.module.css';

/** MUI's Avatar: the photo, or the initials when there is none or it fails to load. */
function MemberAvatar({ src, initials }: { src: string | null; initials: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && failedSrc !== src;
  return (
    <div className={styles.avatar}>
      {showImage ? <img className={styles.avatarImage} src={src} alt="" onError={() => setFailedSrc(src)} /> : initials}
    </div>
  );
}

/**
 * The team grid (platform spec 2.4): one column on phones, up to four on wide screens. Plain React and a CSS Module
 * (no MUI, ADR 0046).
 */
export function TeamGrid({ team }: { team: readonly TeamMember[] | null | undefined }) {
  if (!team?.length) return null;
  return (
    <div className={styles.grid}>
      {team.map((member) => (
        <div key={`${member.firstName}-${member.lastName}`} className={styles.card}>
          <MemberAvatar
            src={imageUrl(member.avatar)}
            initials={`${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`}
          />
          <h3 className={styles.name}>
            {member.firstName} {member.lastName}
          </h3>
          {member.occupation && <p className={styles.occupation}>{member.occupation}</p>}
          {member.summary && <p className={styles.summary}>{member.summary}</p>}
          <div className={styles.social}>
            <SocialLinks handles={member.socialHandles} />
          </div>
        </div>
      ))}
    </div>
  );
}
