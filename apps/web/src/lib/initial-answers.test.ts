import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

describe("the server's embedded first answers (ADR 0046)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers each embedded GET once from the page, then asks the server; other calls always ask', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="cl-initial-answers">${JSON.stringify({
        '/api/auth/session': { data: { user: null } },
        '/api/blogs?page=2': { data: { items: [] } },
        '/api/auth/logout': { message: 'Embedded' },
      })}</script>`,
    );
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { from: 'server' } }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await api.get('/auth/session')).toEqual({ data: { user: null } });
    expect(await api.get('/blogs', { query: { page: 2 } })).toEqual({ data: { items: [] } });
    expect(fetchMock).not.toHaveBeenCalled();
    // The element is gone once read, and each answer is used once.
    expect(document.getElementById('cl-initial-answers')).toBeNull();
    expect(await api.get('/auth/session')).toEqual({ data: { from: 'server' } });
    expect(await api.post('/auth/logout')).toEqual({ data: { from: 'server' } });
    expect(await api.get('/blogs', { query: { page: 2 } })).toEqual({ data: { from: 'server' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
