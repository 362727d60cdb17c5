import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { loadI18n, loadPageI18n } from '@/lib/i18n/i18n';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { apiGet, apiPost, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { errorSentence } from './error-text';
import { onSessionExpired, storeTokens } from './session';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

let fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

function mockFetch(handler: Handler) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => handler(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
}

function json(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), { status, statusText });
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

function toastTexts() {
  return getToasts().map((item) => ({ title: item.title, description: item.description }));
}

/** The toasts once they are shown: the error mapper, and with it the toast, comes in a chunk of its
 *  own (the `errors` texts, decision 140). */
async function toastsShown(expected: { title: string; description: string }[]) {
  await vi.waitFor(() => expect(toastTexts()).toEqual(expected));
}

const NETWORK_DOWN = new ApiError({ kind: 'network', status: 0, message: 'Network Error: down' });

/** No toast, even once the mapper had time to raise one: a sentence asked of it now comes after
 *  any toast asked for before (the mapper is loaded before the tests). */
async function noToast() {
  await errorSentence(NETWORK_DOWN);
  expect(getToasts()).toHaveLength(0);
}

// The first load compiles the catalogue's groups (po-catalogue.ts): slow on a busy machine.
beforeAll(() => errorSentence(NETWORK_DOWN), 120_000);

/** The rejection of a promise, for asserting on the error object. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  resetToasts();
  window.history.replaceState(null, '', '/discover');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('GETs under /api with cookies and parses the JSON body', async () => {
    mockFetch(() => json(200, [{ id: 1 }]));
    await expect(
      apiGet('/campaigns', { query: { featured: true, limit: 3, search: undefined } }),
    ).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/campaigns?featured=true&limit=3');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(sentHeaders().get('Content-Type')).toBeNull();
  });

  it('hands the response headers of a success to onHeaders', async () => {
    mockFetch(() => new Response('[]', { status: 200, headers: { 'X-Total-Count': '42' } }));
    let total: string | null = null;
    await apiGet('/campaigns', { onHeaders: (headers) => (total = headers.get('X-Total-Count')) });
    expect(total).toBe('42');
  });

  it('keeps a path that already starts with /api', async () => {
    mockFetch(() => json(200, {}));
    await apiGet('/api/stats');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stats');
  });

  it('sends a JSON body with a Content-Type', async () => {
    mockFetch(() => json(201, { id: 7 }));
    await expect(apiPost('/campaigns', { title: 'Clean water' })).resolves.toEqual({ id: 7 });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"Clean water"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('resolves null for an empty body', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/things/1', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('sends the stored access token and wallet address', async () => {
    localStorage.setItem('accessToken', 'token-1');
    localStorage.setItem(
      'walletState',
      JSON.stringify({ address: '0xAbC0000000000000000000000000000000000001' }),
    );
    mockFetch(() => json(200, {}));
    await apiGet('/campaigns/me');
    expect(sentHeaders().get('Authorization')).toBe('Bearer token-1');
    expect(sentHeaders().get('x-wallet-address')).toBe('0xAbC0000000000000000000000000000000000001');
  });

  it('sends neither header when nothing is stored', async () => {
    mockFetch(() => json(200, {}));
    await apiGet('/stats');
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(sentHeaders().has('x-wallet-address')).toBe(false);
  });

  it('warns about a broken walletState and treats it as no wallet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('walletState', '{not json');
    mockFetch(() => json(200, {}));
    await apiGet('/stats');
    expect(sentHeaders().has('x-wallet-address')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('errors', () => {
  it.each([
    [400, { message: 'Title is required' }, 'Invalid Request', 'Title is required'],
    [403, { message: 'nope' }, 'Access Denied', 'You do not have permission to perform this action'],
    [404, { message: 'missing' }, 'Not Found', 'The requested resource was not found'],
    [500, { message: 'boom' }, 'Server Error', 'Something went wrong on our end. Please try again later.'],
    [418, { message: 'I am a teapot' }, 'Error 418', 'I am a teapot'],
    [503, {}, 'Error 503', 'An error occurred'],
  ])('toasts a %i as SPEC.md §8 says', async (status, body, title, description) => {
    mockFetch(() => json(status, body));
    const error = await failureOf(apiGet('/campaigns/1'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(`${status}: ${JSON.stringify(body)}`);
    await toastsShown([{ title, description }]);
    expect(getToasts()[0]?.variant).toBe('destructive');
  });

  it('carries the server message and falls back to the status text for an empty body', async () => {
    mockFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failureOf(apiGet('/stats'));
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.serverMessage).toBeUndefined();

    mockFetch(() => json(409, { message: 'Already approved' }));
    expect((await failureOf(apiGet('/stats'))).serverMessage).toBe('Already approved');
  });

  it('shows no toast when asked to be silent', async () => {
    mockFetch(() => json(500, { message: 'boom' }));
    await failureOf(apiGet('/stats', { silent: true }));
    await noToast();
  });

  it('reports a network failure', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(apiGet('/stats'));
    expect(error.kind).toBe('network');
    await toastsShown([
      {
        title: 'Network Error',
        description: 'Unable to connect to the server. Please check your internet connection.',
      },
    ]);
  });

  it("says it in the page's language: a German reader's toasts are German", async () => {
    await loadI18n('de', 'errors');
    await loadPageI18n('de');
    try {
      mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      await failureOf(apiGet('/stats'));
      await toastsShown([
        {
          title: 'Netzwerkfehler',
          description: 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.',
        },
      ]);
      resetToasts();
      mockFetch(() => json(403, { message: 'nope' }));
      await failureOf(apiGet('/admin/stats'));
      await toastsShown([
        { title: 'Zugriff verweigert', description: 'Du hast keine Berechtigung für diese Aktion' },
      ]);
      // The server's own sentence is its to translate (the request's locale): shown as it came.
      resetToasts();
      mockFetch(() => json(418, { message: 'Ich bin eine Teekanne' }));
      await failureOf(apiGet('/stats'));
      await toastsShown([{ title: 'Fehler 418', description: 'Ich bin eine Teekanne' }]);
    } finally {
      await loadPageI18n('en');
    }
  }, 60_000);

  it('gives up after 10 seconds with a timeout toast', async () => {
    vi.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(apiGet('/stats'));
    await vi.advanceTimersByTimeAsync(9_999);
    await noToast();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    await toastsShown([
      { title: 'Request Timeout', description: 'The request took too long to complete. Please try again.' },
    ]);
  });

  it('passes on a cancellation by the caller without a toast', async () => {
    const controller = new AbortController();
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiGet('/stats', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await noToast();
  });
});

describe('session expiry (401)', () => {
  beforeEach(() => {
    storeTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  });

  it("says 'Session Expired' and goes to /connect once, however many requests were refused", async () => {
    mockFetch((url) => (url === '/api/auth/refresh' ? json(401, { message: 'revoked' }) : json(401, {})));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const failures = await Promise.all([
      failureOf(apiGet('/campaigns/me')),
      failureOf(apiPost('/campaigns', { title: 't' }, { silent: true })),
      failureOf(apiGet('/donations/me')),
    ]);
    stop();
    expect(failures.map((failure) => failure.status)).toEqual([401, 401, 401]);
    await toastsShown([{ title: 'Session Expired', description: 'Please connect your wallet again' }]);
    expect(window.location.pathname).toBe('/connect');
    expect(expired).toHaveBeenCalled();
  });

  it('refreshes once, stores the new tokens and retries the request', async () => {
    mockFetch((url, init) => {
      if (url === '/api/auth/refresh')
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new-access' ? json(200, { ok: true }) : json(401, { message: 'expired' });
    });
    await expect(apiGet('/campaigns/me')).resolves.toEqual({ ok: true });

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/campaigns/me',
      '/api/auth/refresh',
      '/api/campaigns/me',
    ]);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      method: 'POST',
      body: '{"refreshToken":"old-refresh"}',
    });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    await noToast();
    expect(window.location.pathname).toBe('/discover');
  });

  it('clears the tokens and goes to /connect when the refresh fails', async () => {
    mockFetch((url) => (url === '/api/auth/refresh' ? json(401, { message: 'revoked' }) : json(401, {})));
    const error = await failureOf(apiGet('/campaigns/me'));
    expect(error.status).toBe(401);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(window.location.pathname).toBe('/connect');
    await toastsShown([{ title: 'Session Expired', description: 'Please connect your wallet again' }]);
  });

  it('does not refresh twice when the retried request is refused again', async () => {
    mockFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { accessToken: 'a2', refreshToken: 'r2' }) : json(401, {}),
    );
    await failureOf(apiGet('/campaigns/me'));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(window.location.pathname).toBe('/connect');
  });

  it('goes straight to /connect without a refresh token', async () => {
    localStorage.removeItem('refreshToken');
    mockFetch(() => json(401, {}));
    await failureOf(apiGet('/campaigns/me'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(window.location.pathname).toBe('/connect');
  });

  it('resolves null instead when told to, without toast or redirect', async () => {
    localStorage.removeItem('refreshToken');
    mockFetch(() => json(401, {}));
    await expect(apiGet('/users/me', { on401: 'returnNull' })).resolves.toBeNull();
    await noToast();
    expect(window.location.pathname).toBe('/discover');
  });

  it('shares one refresh between concurrent requests', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    mockFetch(async (url, init) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer new-access' ? json(200, { url }) : json(401, {});
    });
    const results = Promise.all([
      apiGet('/campaigns/me'),
      apiGet('/donations/me'),
      apiGet('/withdrawals/me'),
    ]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/refresh')).toBe(true),
    );
    releaseRefresh();
    await expect(results).resolves.toEqual([
      { url: '/api/campaigns/me' },
      { url: '/api/donations/me' },
      { url: '/api/withdrawals/me' },
    ]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('lets two tabs share one refresh: the second uses the tokens the first stored', async () => {
    // Two tabs are two copies of the module over one localStorage, with one lock manager.
    let queue = Promise.resolve();
    const locks = {
      request: (_name: string, run: () => Promise<unknown>) => {
        const turn = queue.then(run);
        queue = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn;
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    let live = 'old-refresh';
    mockFetch(async (url, init) => {
      if (url === '/api/auth/refresh') {
        // The server's rotation: the live token works once, a second use is refused.
        const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
        if (refreshToken !== live) return json(401, { message: 'reused' });
        live = 'refresh-1';
        return json(200, { accessToken: 'access-1', refreshToken: live });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return auth === 'Bearer access-1' ? json(200, { ok: true }) : json(401, {});
    });
    vi.resetModules();
    const tabA = await import('./api-client');
    vi.resetModules();
    const tabB = await import('./api-client');
    await expect(Promise.all([tabA.refreshSession(), tabB.refreshSession()])).resolves.toEqual([true, true]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
    await expect(tabB.apiGet('/campaigns/me')).resolves.toEqual({ ok: true });
  });

  it('keeps the session when the refresh gets no answer (offline, or the page is being left)', async () => {
    mockFetch((url) => {
      if (url === '/api/auth/refresh') throw new TypeError('Failed to fetch');
      return json(401, {});
    });
    const error = await failureOf(apiGet('/campaigns/me'));
    expect(error.kind).toBe('network');
    expect(localStorage.getItem('refreshToken')).toBe('old-refresh');
    expect(window.location.pathname).toBe('/discover');
  });

  it('does not try to refresh for a refused sign-in call', async () => {
    mockFetch(() => json(401, { message: 'bad signature' }));
    await failureOf(apiPost('/auth/verify', { message: 'm', signature: 's' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
