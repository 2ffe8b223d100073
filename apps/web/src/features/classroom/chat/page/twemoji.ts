/**
 * Draws the emoji of a message with the Twemoji pictures the app serves itself (the picker's set and the
 * classroom's), so they look alike everywhere, also without a colour emoji font, and no other host is asked.
 */
import { emojiImages } from '../../../../ui/Emoji';
import { pickerEmoji } from '../composer/emojiSet';

const pictures = new Map<string, string>([
  ...pickerEmoji.map(([char, src]) => [char, src] as [string, string]),
  ...Object.entries(emojiImages).map(([char, { src }]) => [char, src] as [string, string]),
]);
// Longest first, so an emoji with a variation selector is matched whole.
const pattern = new RegExp(
  [...pictures.keys()]
    .sort((a, b) => b.length - a.length)
    .map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'gu',
);

/** Sanitised message HTML with its known emoji as pictures (text inside tags only, never attributes). */
export function withTwemoji(html: string): string {
  return html.replace(
    /(^|>)([^<]*)/g,
    (_whole, open: string, text: string) =>
      `${open}${text.replace(pattern, (char) => `<img class="emoji" src="${pictures.get(char)}" alt="${char}" draggable="false">`)}`,
  );
}
