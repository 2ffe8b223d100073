/**
 * The typed client's pairing of a path with its types (ADR 0060), checked by the type checker
 * (`npx tsc -p apps/web`): every `@ts-expect-error` below is a wrong pairing that must not compile, and the
 * type assertions are what the route map makes each call resolve with. The calls run against a stubbed fetch.
 */
import type {
  AuthUserResponse,
  CategoryListResponse,
  MessageResponse,
  ProgramListResponse,
  ProgramResponse,
  SecondFactorChallengeResponse,
} from '@chalkline/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { api, takeInitialGet } from './api';

/** Wrong pairings; never called, only type-checked. */
export function wrongPairings(slug: string, file: FormData) {
  // @ts-expect-error the program list does not answer a category list
  const categories: Promise<CategoryListResponse> = api.get('/programs');
  // @ts-expect-error no such route
  void api.get('/programs/:slug/nothing', { params: { slug } });
  // @ts-expect-error the route exists for GET, not for POST
  void api.post('/reference/countries');
  // @ts-expect-error a path parameter must be given
  void api.get('/programs/:slug');
  // @ts-expect-error the parameter is `slug`, not `key`
  void api.get('/programs/:slug', { params: { key: slug } });
  // @ts-expect-error a category needs its title; `name` is not a field
  void api.post('/programs/categories', { name: 'Maths' });
  // @ts-expect-error the program list reads `page`, not `pages`
  void api.get('/programs', { query: { pages: 2 } });
  // @ts-expect-error `page` is a number
  void api.get('/programs', { query: { page: 'two' } });
  // @ts-expect-error the countries take no query
  void api.get('/reference/countries', { query: { page: 1 } });
  // @ts-expect-error an upload is multipart, not JSON
  void api.post('/files/upload', { files: [] });
  // @ts-expect-error the scheduling accounts need the program
  void api.get('/admin/schedules/accounts');
  // @ts-expect-error the embedded answer is typed by its route too
  const embedded: ProgramListResponse | undefined = takeInitialGet('/programs/categories');
  return [categories, embedded, api.post('/files/upload', file)];
}

describe('typed API calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolve with the answer the route map names for the path', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ data: { program: { slug: 'maths' } } }));
    vi.stubGlobal('fetch', fetchMock);

    const program = api.get('/programs/:slug', { params: { slug: 'maths' } });
    expectTypeOf(program).resolves.toEqualTypeOf<ProgramResponse>();
    await program;
    expect(fetchMock).toHaveBeenCalledWith('/api/programs/maths', expect.objectContaining({ method: 'GET' }));

    expectTypeOf(
      api.get('/programs', { query: { page: 1, mine: true } }),
    ).resolves.toEqualTypeOf<ProgramListResponse>();
    expectTypeOf(api.delete('/programs/:key', { params: { key: 'k' } })).resolves.toEqualTypeOf<MessageResponse>();
    // Two successes, two answers: signed in, or a second factor to give.
    expectTypeOf(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).resolves.toEqualTypeOf<
      AuthUserResponse | SecondFactorChallengeResponse
    >();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
