/** The session cookie's name: read by the HTTP layer (auth, CSRF, page preload), set by the accounts module. */
export const sessionCookieName = 'chalkline_session';
