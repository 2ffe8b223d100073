/**
 * Who a group message mentions (ADR 0063): `@` and a member's first and last name, or `@` and a first name that
 * only one member of the group has; any case, not inside a word, never the sender. A pure rule, tested alone.
 */

interface Named {
  id: string;
  firstName: string;
  lastName: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `@name` standing alone: not after a letter or digit (an email address), not running on into a longer name. */
const mentionOf = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}_])@${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'iu');

export function mentionedIn(text: string, members: readonly Named[], senderId: string): string[] {
  if (!text.includes('@')) return [];
  const firstNames = new Map<string, number>();
  for (const m of members) {
    const first = m.firstName.trim().toLowerCase();
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  const found: string[] = [];
  for (const m of members) {
    if (m.id === senderId) continue;
    const first = m.firstName.trim();
    const full = `${first} ${m.lastName.trim()}`.trim();
    const unique = firstNames.get(first.toLowerCase()) === 1;
    if ((full && mentionOf(full).test(text)) || (first && unique && mentionOf(first).test(text))) found.push(m.id);
  }
  return found;
}
