import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The reasons a route refuses a request on purpose, and the HTTP status each becomes. */
const STATUS_OF_CODE = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof STATUS_OF_CODE;

/** An error thrown on purpose: its code picks the status, its message reaches the client as it is. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Sent as `Retry-After` (seconds) with a 429 or 503 the caller may simply retry later. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_OF_CODE[code];
  }
}

export const GENERIC_SERVER_ERROR = 'Something went wrong on our end. Please try again later.';

/** The one place errors become HTTP answers: always `{ message }`, never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, message } = toHttpError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error, statusCode }, 'request rejected');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    return reply.code(statusCode).send({ message });
  });
}

/** An error a lower layer raises that reaches the caller with its own status and sentence however
 *  deep a client library wrapped it (a chain that did not answer: chain/deadline.ts). Known here
 *  by its shape, so this file, which every layer imports, imports none of them. */
export interface ExposedError extends Error {
  readonly httpStatus: number;
  readonly httpMessage: string;
}

function exposedErrorIn(error: unknown): ExposedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if ('httpStatus' in current && 'httpMessage' in current) return current as ExposedError;
    current = current.cause;
  }
  return null;
}

/** Answers an unknown route the same way as every other error. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const [path] = request.url.split('?');
  return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
}

function toHttpError(error: FastifyError): { statusCode: number; message: string } {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
  // A chain the request had to read did not answer in time (request-read-deadline.ts): 503.
  const exposed = exposedErrorIn(error);
  if (exposed) return { statusCode: exposed.httpStatus, message: exposed.httpMessage };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\/$/, '');
      return `${context}${field}: ${describeIssue(issue.message ?? 'Invalid value')}`;
    });
    return { statusCode: 400, message: issues.join('; ') };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, message: 'Request body is too large' };
  }
  const statusCode = error.statusCode ?? 500;
  // Fastify's own 4xx errors (bad JSON, wrong content type, rate limit) carry messages meant for
  // the caller; anything else may hold internals and gets the generic sentence.
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: GENERIC_SERVER_ERROR };
}

// Zod says "Invalid input: expected string, received undefined" for a missing field.
function describeIssue(message: string): string {
  return /received undefined$/.test(message) ? 'Required' : message;
}
