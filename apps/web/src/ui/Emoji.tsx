/**
 * The classroom's emoji as pictures the app serves itself (Twemoji SVGs from `@twemoji/svg`, inlined or emitted
 * by the build), so reactions and illustrations look the same on every system, including one without a colour
 * emoji font, and no page asks another host for them (ADR 0033).
 */
import Box from '@mui/material/Box';
import speech from '@twemoji/svg/1f4ac.svg';
import door from '@twemoji/svg/1f6aa.svg';
import wave from '@twemoji/svg/1f44b.svg';
import thumbsUp from '@twemoji/svg/1f44d.svg';
import heartEyes from '@twemoji/svg/1f60d.svg';
import party from '@twemoji/svg/1f389.svg';
import eyes from '@twemoji/svg/1f440.svg';
import fire from '@twemoji/svg/1f525.svg';
import sad from '@twemoji/svg/1f622.svg';
import scream from '@twemoji/svg/1f631.svg';
import star from '@twemoji/svg/2b50.svg';
import hand from '@twemoji/svg/270b.svg';

/** Every emoji the app draws, with the name a screen reader says. */
export const emojiImages = {
  '👍': { src: thumbsUp, name: 'Thumbs up' },
  '🔥': { src: fire, name: 'Fire' },
  '😍': { src: heartEyes, name: 'Heart eyes' },
  '👀': { src: eyes, name: 'Eyes' },
  '😱': { src: scream, name: 'Scream' },
  '😢': { src: sad, name: 'Sad face' },
  '✋': { src: hand, name: 'Raised hand' },
  '👋': { src: wave, name: 'Waving hand' },
  '🚪': { src: door, name: 'Door' },
  '🎉': { src: party, name: 'Party popper' },
  '⭐': { src: star, name: 'Star' },
  '💬': { src: speech, name: 'Speech balloon' },
} as const satisfies Record<string, { src: string; name: string }>;

export type EmojiChar = keyof typeof emojiImages;

export const isKnownEmoji = (value: string): value is EmojiChar => value in emojiImages;

/**
 * One emoji, 1em square so it follows the surrounding font size. Decorative by default (the parent names it);
 * `label` makes it an image with that name. An emoji without a picture falls back to the text itself.
 */
export function Emoji({ char, label }: { char: string; label?: string }) {
  if (!isKnownEmoji(char)) return <>{char}</>;
  return (
    <Box
      component="img"
      src={emojiImages[char].src}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      draggable={false}
      sx={{ width: '1em', height: '1em', verticalAlign: '-0.1em', display: 'inline-block' }}
    />
  );
}
