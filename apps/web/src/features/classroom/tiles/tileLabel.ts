/** What a person's video tile is called for assistive technology (ADR 0077). */
export interface TileState {
  name: string;
  isYou: boolean;
  speaking: boolean;
  muted: boolean;
  sharing: boolean;
  handRaised: boolean;
  reconnecting: boolean;
}

/**
 * Who it is, then what a sighted person sees on the tile: "Dami Bello, speaking", "Chidi Eze (You), muted, sharing
 * their screen, hand raised". Only a person whose microphone is on can be speaking.
 */
export function tileLabel({ name, isYou, speaking, muted, sharing, handRaised, reconnecting }: TileState): string {
  const parts = [`${name}${isYou ? ' (You)' : ''}`];
  if (muted) parts.push('muted');
  else if (speaking) parts.push('speaking');
  if (sharing) parts.push(isYou ? 'sharing your screen' : 'sharing their screen');
  if (handRaised) parts.push('hand raised');
  if (reconnecting) parts.push('reconnecting');
  return parts.join(', ');
}
