import { type ErrorCode, type ErrorEnvelope, messages } from '@chalkline/contracts';
import type { ApiPath, ApiResponse, BodyArgs, CallExtras, OptionsArgs } from './api-routes';

/** All HTTP calls go to the API server under this prefix (proxied by Vite in development). */
export const apiBase = '/api';

type QueryScalar = string | number | boolean | null | undefined;
/** GET query parameters; null and undefined are left out, arrays repeat the key. */
export type QueryParams = Record<string, QueryScalar | readonly (string | number | boolean)[]>;

/** A failed call: the HTTP status plus the server's error envelope (`status` 0 means no response at all). */
export class ApiError extends Error {
  readonly status: number;
  /** An `ErrorCode` from contracts, `NETWORK_ERROR`, or `HTTP_<status>` when the body was not an envelope. */
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = envelope.code;
    this.fields = envelope.fields;
  }

  get envelope(): ErrorEnvelope {
    return { message: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Builds `?a=1&b=x` from params, or an empty string when nothing is left. */
export function buildQuery(params?: QueryParams): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether a body is the server's error envelope (contracts' `errorEnvelope`), checked by hand: parsing it
 * with zod would put zod in the first download of every page, public ones included (ADR 0033).
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, fields } = body as Record<string, unknown>;
  if (!isText(message) || !isText(code)) return false;
  if (fields === undefined) return true;
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields) && Object.values(fields).every(isText);
}

/** Reads the error envelope of a failed response, or makes one up when the body is not an envelope. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorEnvelope(body)) {
    const { message, code, fields } = body;
    return new ApiError(status, fields ? { message, code, fields } : { message, code });
  }
  const bodyMessage =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : undefined;
  return new ApiError(status, {
    message: bodyMessage ?? (statusText || `Request failed with status ${status}`),
    code: statusCodes[status] ?? (status >= 500 ? 'INTERNAL' : `HTTP_${status}`),
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Asks the person to confirm it is them; resolves true when they did, false when they gave up (ADR 0056). */
type StepUpHandler = () => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;

/**
 * Registers what the API client calls when a sensitive action answers `STEP_UP_REQUIRED` (the re-authentication
 * dialog of the signed-in areas); the call is retried once after the person confirmed. Answers the unregister.
 */
export function setStepUpHandler(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

export interface RequestOptions {
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Set on the retry after a re-authentication, so a second refusal is not asked about again. */
  afterStepUp?: boolean;
}

let initialAnswers: Record<string, unknown> | undefined;

/**
 * The answer the server embedded in the page for this GET (`page-preload.ts`, ADR 0046: a public page's first
 * reads, for a visitor without a session), used once: later calls ask the server.
 */
export function takeInitialAnswer(url: string): { body: unknown } | undefined {
  if (initialAnswers === undefined) {
    initialAnswers = {};
    const element = typeof document === 'undefined' ? null : document.getElementById('cl-initial-answers');
    try {
      if (element?.textContent) initialAnswers = JSON.parse(element.textContent) as Record<string, unknown>;
    } catch {
      // A damaged embed only costs the round trips it would have saved.
    }
    element?.remove();
  }
  if (!Object.hasOwn(initialAnswers, url)) return undefined;
  const body = initialAnswers[url];
  delete initialAnswers[url];
  return { body };
}

/** The address of an API call: `path` under the API base, with its query. */
const apiUrl = (path: string, query?: QueryParams) =>
  `${apiBase}${path.startsWith('/') ? path : `/${path}`}${buildQuery(query)}`;

/** One call to the API. Resolves with the parsed JSON body, rejects with an `ApiError`. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const initial = method === 'GET' ? takeInitialAnswer(url) : undefined;
  if (initial) return initial.body as T;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: messages.noConnection, code: 'NETWORK_ERROR' });
  }

  const body = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, body);
    if (error.code === 'STEP_UP_REQUIRED' && stepUpHandler && !options.afterStepUp && (await stepUpHandler()))
      return apiRequest<T>(method, path, { ...options, afterStepUp: true });
    throw error;
  }
  return body as T;
}

/**
 * A call answered with a file (a zip, not JSON): resolves with its bytes and the name the server gave it. Failures
 * reject with an `ApiError` like `apiRequest`, and `STEP_UP_REQUIRED` asks the person to confirm first.
 */
export async function apiDownload(
  method: string,
  path: string,
  afterStepUp = false,
): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, credentials: 'include' });
  } catch {
    throw new ApiError(0, { message: messages.noConnection, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const error = toApiError(response.status, response.statusText, await readBody(response));
    if (error.code === 'STEP_UP_REQUIRED' && stepUpHandler && !afterStepUp && (await stepUpHandler()))
      return apiDownload(method, path, true);
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), name };
}

/** Fills a map path's `:name` parameters, each encoded; a missing one is a programming error. */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the parameter '${name}'`);
    return encodeURIComponent(String(value));
  });
}

/** A typed call's options as the client reads them, whatever the route made required. */
interface LooseCallOptions extends CallExtras {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
}

function call(method: string, path: string, body: unknown, options: LooseCallOptions = {}) {
  const { params, query, body: optionBody, ...rest } = options;
  return apiRequest<never>(method, fillPath(path, params), { ...rest, query, body: body ?? optionBody });
}

/**
 * The typed API client (ADR 0060). The path is one of the contracts route map's (`'/programs/:slug'`), its
 * parameters go in `params`, and the map decides the body, the query and what the call resolves with:
 *
 *     api.get('/programs/:slug', { params: { slug } })       // Promise<ProgramResponse>
 *     api.post('/programs', input)                           // input: ProgramInput, Promise<ProgramSavedResponse>
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, ...[options]: OptionsArgs<'GET', P>): Promise<ApiResponse<'GET', P>> =>
    call('GET', path, undefined, options as LooseCallOptions),
  post: <P extends ApiPath<'POST'>>(
    path: P,
    ...[body, options]: BodyArgs<'POST', P>
  ): Promise<ApiResponse<'POST', P>> => call('POST', path, body, options as LooseCallOptions),
  put: <P extends ApiPath<'PUT'>>(path: P, ...[body, options]: BodyArgs<'PUT', P>): Promise<ApiResponse<'PUT', P>> =>
    call('PUT', path, body, options as LooseCallOptions),
  patch: <P extends ApiPath<'PATCH'>>(
    path: P,
    ...[body, options]: BodyArgs<'PATCH', P>
  ): Promise<ApiResponse<'PATCH', P>> => call('PATCH', path, body, options as LooseCallOptions),
  delete: <P extends ApiPath<'DELETE'>>(
    path: P,
    ...[options]: OptionsArgs<'DELETE', P>
  ): Promise<ApiResponse<'DELETE', P>> => call('DELETE', path, undefined, options as LooseCallOptions),
};

/**
 * The embedded answer of a typed GET (`api.get`'s path and options), used once, or undefined: a query's
 * `initialData`, so the first render already has it instead of a loading pass (ADR 0046).
 */
export function takeInitialGet<P extends ApiPath<'GET'>>(
  path: P,
  ...[options]: OptionsArgs<'GET', P>
): ApiResponse<'GET', P> | undefined {
  const { params, query } = (options ?? {}) as LooseCallOptions;
  return takeInitialAnswer(apiUrl(fillPath(path, params), query))?.body as ApiResponse<'GET', P> | undefined;
}

type Options = Omit<RequestOptions, 'body'>;

/**
 * ESCAPE HATCH, not for new code: the client before the route map, a path string paired with a response type by
 * hand. `untyped-api-calls.test.ts` counts its callers against an allowlist that only shrinks (goal: none).
 */
export const untypedApi = {
  get: <T>(path: string, query?: QueryParams, options?: Omit<Options, 'query'>) =>
    apiRequest<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>('DELETE', path, options),
};
