import { errorEnvelope, messages } from '@chalkline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { ApiError, api, buildQuery, fillPath, isApiError, isErrorEnvelope } from './api';

const mockFetch = (response: Response | Error) => {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('buildQuery', () => {
  it('encodes values, repeats arrays and leaves out null and undefined', () => {
    expect(buildQuery({ page: 2, q: 'a b&c', tags: ['x', 'y'], skip: undefined, none: null, on: true })).toBe(
      '?page=2&q=a+b%26c&tags=x&tags=y&on=true',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery()).toBe('');
  });
});

const planBody = { title: 'Monthly', period: 'monthly', priceCents: 1000 } as const;

describe('api client', () => {
  it('GETs under /api with the query, cookies and JSON accept header', async () => {
    const fetchMock = mockFetch(jsonResponse({ data: { ok: true } }));
    const body = await api.get('/programs', { query: { page: 1, limit: 20, mine: undefined } });

    expect(body).toEqual({ data: { ok: true } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/programs?page=1&limit=20');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('POSTs JSON bodies', async () => {
    const fetchMock = mockFetch(jsonResponse({ message: 'ok' }, 201));
    await api.post('/auth/login', { email: 'a@b.co', password: 'secret' });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.co","password":"secret"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError carrying the status and the error envelope', async () => {
    mockFetch(
      jsonResponse(
        { message: 'Please check the form', code: 'VALIDATION_FAILED', fields: { email: messages.emailInvalid } },
        400,
      ),
    );
    const error = await caught(api.post('/auth/forgot-password', { email: '' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please check the form');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ email: messages.emailInvalid });
    expect(error.envelope).toEqual({
      message: 'Please check the form',
      code: 'VALIDATION_FAILED',
      fields: { email: messages.emailInvalid },
    });
  });

  it('makes up an envelope when the failing body is not one', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await caught(api.get('/programs'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toBe('Bad Gateway');
    expect(error.fields).toBeUndefined();
  });

  it('maps known statuses to codes when only a message came back', async () => {
    mockFetch(jsonResponse({ message: 'Nope' }, 403));
    const error = await caught(api.get('/admin/info'));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Nope');
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/programs'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(messages.noConnection);
  });

  it('resolves an empty 204 body as undefined', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/admin/schedules/:key', { params: { key: '1' } })).resolves.toBeUndefined();
  });

  it('fills path parameters from `params`, each encoded', async () => {
    const fetchMock = mockFetch(jsonResponse({ message: 'ok' }));
    await api.put('/programs/:key/plans/:planKey', planBody, { params: { key: 'p 1', planKey: 'a/b' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/programs/p%201/plans/a%2Fb');
    expect(init.method).toBe('PUT');
  });

  it('sends a DELETE body given among the options', async () => {
    const fetchMock = mockFetch(jsonResponse({ message: 'ok' }));
    const link = { tutorKey: 't', studentKey: 's', programKey: 'p' };
    await api.delete('/tutors/student-relationships', { body: link });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tutors/student-relationships');
    expect(init.body).toBe(JSON.stringify(link));
  });

  it('refuses a path whose parameter was not given', () => {
    expect(() => fillPath('/programs/:slug', {})).toThrow("/programs/:slug needs the parameter 'slug'");
  });
});

describe('isErrorEnvelope', () => {
  it('accepts exactly what contracts’ errorEnvelope accepts', () => {
    const bodies: unknown[] = [
      { message: 'Nope', code: 'FORBIDDEN' },
      { message: 'Bad', code: 'VALIDATION', fields: { email: 'Please enter a valid email' } },
      { message: 'Bad', code: 'VALIDATION', fields: { email: 3 } },
      { message: 'Bad', code: 'VALIDATION', fields: ['x'] },
      { message: 'Bad', code: 'VALIDATION', fields: null },
      { message: 1, code: 'X' },
      { code: 'X' },
      'text',
      null,
      [],
    ];
    for (const body of bodies)
      expect(isErrorEnvelope(body), JSON.stringify(body)).toBe(errorEnvelope.safeParse(body).success);
  });
});
