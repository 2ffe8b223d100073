import { type SocialHandles, socialHandleNames, socialHandleUrl } from '@chalkline/contracts';
import styles from './SocialLinks.module.css';

const labels: Record<keyof SocialHandles, string> = {
  linkedIn: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  telegram: 'Telegram',
  whatsApp: 'WhatsApp',
  youtube: 'YouTube',
};

/**
 * Links to the filled social handles; the WhatsApp number opens a chat (platform spec 3). Text only: no icons from
 * other hosts. Plain React and a CSS Module (no MUI, ADR 0046): small outlined chips.
 */
export function SocialLinks({ handles }: { handles: SocialHandles | null | undefined }) {
  if (!handles) return null;
  const links = socialHandleNames
    .map((network) => ({ network, url: socialHandleUrl(network, handles[network] ?? '') }))
    .filter((l): l is { network: keyof SocialHandles; url: string } => l.url !== null);
  if (!links.length) return null;
  return (
    <div className={styles.links}>
      {links.map(({ network, url }) => (
        <a key={network} className={styles.chip} href={url} target="_blank" rel="noopener noreferrer">
          <span className={styles.label}>{labels[network]}</span>
        </a>
      ))}
    </div>
  );
}
