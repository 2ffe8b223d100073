/**
 * Links of the social handles (platform spec 3: `whatsApp` is a number that builds a chat link). No zod here: the
 * public pages load it (ADR 0033).
 */
export const socialHandleNames = [
  'linkedIn',
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'telegram',
  'whatsApp',
  'youtube',
] as const;
export type SocialNetwork = (typeof socialHandleNames)[number];

/** The WhatsApp chat link of a number (digits only, international form), or null without a number. */
export const whatsAppLink = (number: string): string | null => {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
};

const bases: Record<Exclude<SocialNetwork, 'whatsApp'>, string> = {
  linkedIn: 'https://www.linkedin.com/in/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
  tiktok: 'https://www.tiktok.com/@',
  telegram: 'https://t.me/',
  youtube: 'https://www.youtube.com/@',
};

/** The public address of a handle: full addresses stay, bare handles get their network's address. */
export const socialHandleUrl = (network: SocialNetwork, value: string): string | null => {
  const v = value.trim();
  if (!v) return null;
  if (network === 'whatsApp') return whatsAppLink(v);
  if (/^https?:\/\//i.test(v)) return v;
  return `${bases[network]}${v.replace(/^@/, '')}`;
};
