export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failure of the HTTP client. For HTTP errors the message is "<status>: <body or statusText>". */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived (network error or timeout). */
  readonly status: number;
  /** The server's `{ message }`, when the body carried one, as people read it: without the
   *  `body/goalAmount: ` field paths the server puts before each refused field (see
   *  `withoutFieldPaths`). The raw message stays in `body`. */
  readonly serverMessage: string | undefined;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.serverMessage = readServerMessage(init.body);
  }
}

function readServerMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return withoutFieldPaths(message);
  }
  return undefined;
}

/** The server names the request part and field of each refused value, issues joined by '; '
 *  ("body/goalAmount: Goal must be at least 10; body: Unrecognized key: \"x\""): useful to an API
 *  client, noise in a toast. Keeps only the sentences (SPEC.md's texts). */
export function withoutFieldPaths(message: string): string {
  return message
    .split('; ')
    .map((issue) => issue.replace(/^(?:body|querystring|params|headers)(?:\/[^\s:]*)?: /, ''))
    .join('; ');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Whether a query failed with the API's 404: an ApiError, or one the server rendered the page with
 *  (decision 123), which the browser's query cache holds as the plain object JSON made of it. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
