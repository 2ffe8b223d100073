/** Reading what a person pastes on the meeting home: a classroom link, a demo link or a bare meeting id. */
import { meetPaths } from '../../../lib/paths';

export type ParsedClassroomLink = { path: string } | { error: string };

export const classroomLinkTexts = {
  empty: 'Please paste a classroom link or id',
  invalid: 'That is not a classroom link or id. Paste the whole link (…/meet/abc-defg-hij) or just the id.',
  demoWithoutSession: 'This demo link is incomplete: paste the whole link the school sent you.',
} as const;

/** A meeting id: letters and digits in dash-separated groups (`abc-defg-hij`), or a special id. */
const meetingIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const maxIdLength = 64;

const isMeetingId = (value: string) => value.length <= maxIdLength && meetingIdPattern.test(value);

/** The query parameters a classroom (schedule, program) or demo (session) link carries on. */
const keptParams = ['schedule', 'program', 'session'] as const;

function pathFor(id: string, search: URLSearchParams): ParsedClassroomLink {
  if (!isMeetingId(id)) return { error: classroomLinkTexts.invalid };
  const kept = new URLSearchParams();
  for (const name of keptParams) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  if (id === 'demo' && !kept.get('session')) return { error: classroomLinkTexts.demoWithoutSession };
  const query = kept.toString();
  return { path: `${meetPaths.home}/${encodeURIComponent(id)}${query ? `?${query}` : ''}` };
}

/**
 * Where a pasted text leads on this site: `…/meet/{id}?schedule=…&program=…` (any host: only the path is kept,
 * so we never leave the site), `…/meet/demo?session=…` or a bare id.
 */
export function parseClassroomLink(input: string): ParsedClassroomLink {
  const text = input.trim();
  if (!text) return { error: classroomLinkTexts.empty };
  if (!text.includes('/')) return pathFor(text, new URLSearchParams());
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://site.invalid/${text.replace(/^\/+/, '')}`);
  } catch {
    return { error: classroomLinkTexts.invalid };
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.lastIndexOf('meet');
  const rest = at >= 0 ? segments.slice(at + 1) : [];
  if (rest.length === 1) {
    let id: string;
    try {
      id = decodeURIComponent(rest[0] as string);
    } catch {
      return { error: classroomLinkTexts.invalid };
    }
    return pathFor(id, url.searchParams);
  }
  return { error: classroomLinkTexts.invalid };
}
