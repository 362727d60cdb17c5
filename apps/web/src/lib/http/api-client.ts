import { TIMINGS } from '@crowdvault/shared/constants';
import { navigate } from 'wouter/use-browser-location';
import { ApiError } from './api-error';
import { showApiErrorToast } from './error-text';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  markSessionExpired,
  readWalletAddress,
  storeTokens,
} from './session';

// The one HTTP client of the web app (SPEC.md §7–§8): base /api, JSON, cookies, 10 s timeout,
// bearer token and x-wallet-address when stored, the §8 error toasts, and 401 → refresh once → retry.

export const API_BASE = '/api';

let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** Where requests go when the server renders a page (entry-server.tsx): its own routes, in
 *  process, instead of the network. */
export function setApiFetch(serverFetch: typeof fetch) {
  fetchApi = serverFetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON; Content-Type is set only when a body is given. */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** 'throw' (default): a 401 that survives the refresh raises, toasts and redirects to /connect.
   *  'returnNull': it resolves null instead, with no toast and no redirect. */
  on401?: 'throw' | 'returnNull';
  /** No error toasts, for callers that show errors inline. The 401 redirect still happens. */
  silent?: boolean;
  /** Cancels the request (TanStack Query passes one); a cancelled request is not reported. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Receives the headers of a successful response (e.g. X-Total-Count of a list). */
  onHeaders?: (headers: Headers) => void;
  /** Sent as multipart/form-data instead of `body` (image uploads); the browser sets the type. */
  formData?: FormData;
  /** With `formData`: called with the fraction sent so far (0–1). fetch cannot report upload
   *  progress, so such a request goes through XMLHttpRequest, with the same headers and timeout. */
  onUploadProgress?: (fraction: number) => void;
}

interface RawResponse {
  status: number;
  ok: boolean;
  statusText: string;
  text: string;
  headers: Headers;
}

/** `/campaigns` → `/api/campaigns`; a path that already starts with /api is kept. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const url =
    normalized === API_BASE || normalized.startsWith(`${API_BASE}/`) ? normalized : API_BASE + normalized;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const accessToken = getAccessToken();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const walletAddress = readWalletAddress();
  if (walletAddress) headers.set('x-wallet-address', walletAddress);
  return headers;
}

/** One fetch, body included, under the timeout. Raises ApiError for timeout and network failure. */
async function send(path: string, options: RequestOptions): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMINGS.requestTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    if (options.formData && options.onUploadProgress) {
      return await sendWithProgress(apiUrl(path, options.query), options, controller.signal);
    }
    const response = await fetchApi(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'include',
      signal: controller.signal,
    });
    const text = await response.text();
    return {
      status: response.status,
      ok: response.ok,
      statusText: response.statusText,
      text,
      headers: response.headers,
    };
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        kind: 'timeout',
        status: 0,
        message: 'Request Timeout: The request took too long to complete. Please try again.',
        cause: error,
      });
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      kind: 'network',
      status: 0,
      message: 'Network Error: Unable to connect to the server. Please check your internet connection.',
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function sendWithProgress(url: string, options: RequestOptions, signal: AbortSignal): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    for (const [key, value] of buildHeaders(options)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        statusText: xhr.statusText,
        text: xhr.responseText,
        headers: new Headers(
          xhr
            .getAllResponseHeaders()
            .trim()
            .split(/[\r\n]+/)
            .filter(Boolean)
            .map((line) => {
              const at = line.indexOf(':');
              return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as [string, string];
            }),
        ),
      });
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.formData);
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function httpError(response: RawResponse): ApiError {
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: `${response.status}: ${response.text || response.statusText}`,
    body: parseBody(response.text),
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/** Held by the one tab (of this origin) that is refreshing the session. */
const REFRESH_LOCK = 'crowdvault-session-refresh';

/** Trades the stored refresh token for new tokens. Concurrent callers share one attempt, and so
 *  do open tabs: a refresh token works once (a second use revokes the session, decision 011), so
 *  tabs take turns under a Web Lock, and a tab that finds the token already traded while it
 *  waited uses the tokens the other tab stored (localStorage is shared). */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshAcrossTabs(): Promise<boolean> {
  const seen = getRefreshToken();
  if (!seen) return false;
  const locks = globalThis.navigator?.locks;
  // Without Web Locks (old browsers) tabs may still collide, as before.
  if (!locks) return exchangeRefreshToken(seen);
  return locks.request(REFRESH_LOCK, async () => {
    const current = getRefreshToken();
    if (!current) return false;
    if (current !== seen) return true;
    return exchangeRefreshToken(current);
  });
}

/** False when the server refused the token; a refresh that got no answer (network, timeout, a
 *  page being unloaded) rejects instead, so nobody ends a session the server never refused. */
async function exchangeRefreshToken(refreshToken: string): Promise<boolean> {
  const response = await send('/auth/refresh', { method: 'POST', body: { refreshToken } });
  if (!response.ok) return false;
  const tokens = parseBody(response.text) as { accessToken?: unknown; refreshToken?: unknown } | null;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') return false;
  storeTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  return true;
}

const isAuthPath = (path: string) => /^(\/api)?\/auth\//.test(path);

async function sendWithSessionRetry(path: string, options: RequestOptions): Promise<RawResponse> {
  const tokenUsed = getAccessToken();
  const response = await send(path, options);
  if (response.status !== 401 || isAuthPath(path)) return response;
  // Another request may have refreshed the session while this one was in flight.
  const current = getAccessToken();
  if (current && current !== tokenUsed) return send(path, options);
  return (await refreshSession()) ? send(path, options) : response;
}

/** Sends a request and resolves the parsed JSON body (null for an empty body). */
export function apiRequest<T>(
  path: string,
  options: RequestOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T | null> {
  try {
    const response = await sendWithSessionRetry(path, options);
    if (response.status === 401 && !isAuthPath(path)) {
      if (options.on401 === 'returnNull') {
        clearTokens();
        return null;
      }
      expireSession();
      // Said once by expireSession, whatever `silent` asks: no second toast for this 401.
      throw httpError(response);
    }
    if (!response.ok) throw httpError(response);
    options.onHeaders?.(response.headers);
    return parseBody(response.text) as T;
  } catch (error) {
    if (error instanceof ApiError && !options.silent && error.status !== 401) showApiErrorToast(error);
    throw error;
  }
}

/** The session is over (SPEC.md §4, §8): forget the tokens, then — once per session, however many
 *  requests were refused — say 'Session Expired: Please connect your wallet again' and go to
 *  /connect, which brings them back here once signed in again. */
export function expireSession() {
  if (!markSessionExpired()) return;
  showApiErrorToast(new ApiError({ kind: 'http', status: 401, message: '401: Unauthorized' }));
  navigate(connectPath(window.location.pathname + window.location.search));
}

/** /connect, remembering the page to come back to after signing in again (decision 073). */
export function connectPath(from: string): string {
  const path = from.split('?')[0] ?? '';
  if (path === '/' || path === '/connect' || !from.startsWith('/')) return '/connect';
  return `/connect?next=${encodeURIComponent(from)}`;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export function apiGet<T>(
  path: string,
  options: BodylessOptions & { on401: 'returnNull' },
): Promise<T | null>;
export function apiGet<T>(path: string, options?: BodylessOptions): Promise<T>;
export function apiGet<T>(path: string, options: BodylessOptions = {}): Promise<T | null> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(path: string, body?: unknown, options: BodylessOptions = {}): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
