/** Small helpers for route tests: JSON requests through inject, with cookies carried by hand. */
import type { TestApp } from './harness.js';

export const studentRegistration = (overrides: Record<string, unknown> = {}) => ({
  role: 'STUDENT',
  firstName: 'Tobi',
  lastName: 'Ade',
  email: `tobi${Math.random().toString(36).slice(2, 8)}@example.test`,
  phone: '+234 803 123 4567',
  gender: 'MALE',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  age: '10-12',
  class: 'GRADE_5',
  school: 'Sunrise Primary',
  guardian: {
    names: 'Kemi Ade',
    email: 'kemi@example.test',
    phone: '+234 803 765 4321',
    relationship: 'Mother',
  },
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
  ...overrides,
});

export function sessionCookieFrom(headers: Record<string, unknown>): string | null {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c: string) => c.startsWith('chalkline_session=') && !c.startsWith('chalkline_session=;'));
  return found ? found.split(';')[0]! : null;
}

export function api(t: TestApp) {
  return async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    cookie?: string | null,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      headers: cookie ? { cookie } : {},
    });
    return {
      status: res.statusCode,
      body: res.body ? res.json() : null,
      headers: res.headers,
      cookie: sessionCookieFrom(res.headers),
    };
  };
}
