/** Small pieces of SQL text the repositories share. */

/**
 * Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`, PostgreSQL's default), so a search for
 * "50%" or "a_b" matches those characters as text.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE/ILIKE pattern of values containing `text` as typed. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
