import { type SocialHandles, socialHandleNames, socialHandleUrl } from '@chalkline/contracts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

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

/** Links to the filled social handles; the WhatsApp number opens a chat (platform spec 3). Text only: no icons from other hosts. */
export function SocialLinks({ handles }: { handles: SocialHandles | null | undefined }) {
  if (!handles) return null;
  const links = socialHandleNames
    .map((network) => ({ network, url: socialHandleUrl(network, handles[network] ?? '') }))
    .filter((l): l is { network: keyof SocialHandles; url: string } => l.url !== null);
  if (!links.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {links.map(({ network, url }) => (
        <Chip
          key={network}
          label={labels[network]}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          clickable
          variant="outlined"
          size="small"
        />
      ))}
    </Stack>
  );
}
