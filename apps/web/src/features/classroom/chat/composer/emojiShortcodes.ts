/**
 * Emoji shortcodes (`:smile:`, `:+1:`) to emoji (platform spec 2.7), from the maintained emojibase data (GitHub's
 * and emojibase's own shortcodes). Loaded on first use: the tables stay out of the first download.
 */
export type ShortcodeTable = ReadonlyMap<string, string>;

let loading: Promise<ShortcodeTable> | null = null;

/** `1F44D` or `1F468-200D-1F469` to the emoji itself. */
export const emojiFromHexcode = (hexcode: string) =>
  String.fromCodePoint(...hexcode.split('-').map((part) => Number.parseInt(part, 16)));

/** Builds the table from emojibase's `{ hexcode: shortcode | shortcode[] }` files; the first file wins a clash. */
export function buildShortcodeTable(...sources: Record<string, string | string[]>[]): ShortcodeTable {
  const table = new Map<string, string>();
  for (const source of sources)
    for (const [hexcode, codes] of Object.entries(source))
      for (const code of Array.isArray(codes) ? codes : [codes])
        if (!table.has(code)) table.set(code, emojiFromHexcode(hexcode));
  return table;
}

export function loadShortcodes(): Promise<ShortcodeTable> {
  loading ??= Promise.all([
    import('emojibase-data/en/shortcodes/github.json'),
    import('emojibase-data/en/shortcodes/emojibase.json'),
  ]).then(([github, emojibase]) =>
    buildShortcodeTable(
      github.default as Record<string, string | string[]>,
      emojibase.default as Record<string, string | string[]>,
    ),
  );
  return loading;
}

const shortcodePattern = /:([a-z0-9_+-]{1,50}):/gi;

/** Replaces every known `:shortcode:` in text or HTML with its emoji; unknown ones stay as typed. */
export function replaceShortcodes(text: string, table: ShortcodeTable): string {
  return text.replace(shortcodePattern, (whole, code: string) => table.get(code.toLowerCase()) ?? whole);
}

/** Whether text may hold a shortcode (cheap check before loading the tables). */
export const mayHaveShortcode = (text: string) => /:[a-z0-9_+-]{1,50}:/i.test(text);
