/**
 * The pages that may use the camera, microphone and screen capture (ADR 0055): the classroom (`/meet/demo`,
 * `/meet/{meetingId}`; not its rating and recordings pages, nor the Live Classes home) and the quiz-taking page
 * (`/tutors/quiz`, `/tutors/quiz/{slug}`; not "quiz completed"). The server's Permissions-Policy allows them there
 * only; the web app loads such a page as a new document so the page gets that policy (a policy is per document).
 */
export function isMediaPagePath(pathname: string): boolean {
  if (/^\/meet\/[^/]+\/?$/.test(pathname)) return true;
  return /^\/tutors\/quiz(\/[^/]+)?\/?$/.test(pathname) && !/^\/tutors\/quiz\/completed\/?$/.test(pathname);
}
