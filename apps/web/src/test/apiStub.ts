import { type AuthUser, adminPermissions, type MemberRole, ordinaryPermissions } from '@chalkline/contracts';
import { vi } from 'vitest';
import { jsonResponse } from './render';

export interface StubRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

type Answer = Response | unknown;
type Handler = Answer | ((request: StubRequest) => Answer | Promise<Answer>);

const readBody = (init: RequestInit | undefined): unknown => {
  if (typeof init?.body !== 'string') return init?.body;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
};

/**
 * Stubs `fetch` for calls under /api: keys are "METHOD /path" (path without /api and query). A handler
 * answers a Response, or any value sent as a 200 JSON body. Unknown calls answer 404. Returns the mock.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const handler = routes[`${method} ${path}`];
    if (handler === undefined)
      return jsonResponse({ message: `No stub for ${method} ${path}`, code: 'NOT_FOUND' }, 404);
    const request = { method, path, search: url.searchParams, body: readBody(init) };
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return answer instanceof Response ? answer.clone() : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a stub received, as [method, path, body]. */
export const callsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return [(init?.method ?? 'GET').toUpperCase(), url.pathname.replace(/^\/api/, ''), readBody(init)] as const;
  });

const names: Record<MemberRole, [string, string]> = {
  MASTER: ['Ada', 'Okafor'],
  MANAGER: ['Bola', 'Adeyemi'],
  TUTOR: ['Chidi', 'Eze'],
  STUDENT: ['Dami', 'Bello'],
  GUARDIAN: ['Ngozi', 'Bello'],
};

/** A signed-in user of the given role. */
export function makeUser(role: MemberRole, overrides: Partial<AuthUser> = {}): AuthUser {
  const [firstName, lastName] = names[role];
  return {
    key: `00000000-0000-4000-8000-00000000000${['MASTER', 'MANAGER', 'TUTOR', 'STUDENT'].indexOf(role)}`,
    title: null,
    firstName,
    lastName,
    otherNames: null,
    email: `${role.toLowerCase()}@chalkline.local`,
    avatar: null,
    gender: role === 'STUDENT' ? 'FEMALE' : 'MALE',
    memberRole: role,
    meetingId: null,
    counts: { notifications: 0 },
    // As the server answers: all for a master, the ordinary groups for a manager (like the demo one), else none.
    permissions: role === 'MASTER' ? [...adminPermissions] : role === 'MANAGER' ? [...ordinaryPermissions] : [],
    ...overrides,
  };
}

/** The answer of GET /auth/session for `user`, or a visitor's `{ data: { user: null } }`. */
export const sessionAnswer = (user: AuthUser | null): Response => jsonResponse({ data: { user } });

/** The 401 of GET /auth/session for a session cookie that no longer works. */
export const endedSessionAnswer = (): Response =>
  jsonResponse({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED' }, 401);

/** An error envelope response. */
export const errorAnswer = (status: number, message: string, code: string, fields?: Record<string, string>): Response =>
  jsonResponse({ message, code, ...(fields ? { fields } : {}) }, status);
