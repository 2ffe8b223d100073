/** Colour emoji fonts first, so reactions and the hand look the same on every system. */
export const emojiFontFamily =
  '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Twemoji Mozilla", sans-serif';
