export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failure of the HTTP client. For HTTP errors the message is "<status>: <body or statusText>". */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived (network error or timeout). */
  readonly status: number;
  /** The server's `{ message }`, when the body carried one. */
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
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
