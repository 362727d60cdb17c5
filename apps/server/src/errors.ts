import { translateErrorMessage } from '@crowdvault/shared/i18n/errors-catalogue';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { localeOfHeaders } from '@crowdvault/shared/i18n/negotiate-locale';
import { localizedZodIssue } from '@crowdvault/shared/i18n/zod-issue';
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
  /** Well formed, but nothing can be done with it now (no swap route for the token). */
  UNPROCESSABLE: 422,
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

/** The sentences of the answers this file writes itself (the errors catalogue has them). */
export const HTTP_ERRORS = {
  generic: 'Something went wrong on our end. Please try again later.',
  required: 'Required',
  invalidValue: 'Invalid value',
  bodyTooLarge: 'Request body is too large',
  notFound: (method: string, path: string) => `Not found: ${method} ${path}`,
} as const;

export const GENERIC_SERVER_ERROR = HTTP_ERRORS.generic;

/**
 * The one place errors become HTTP answers: always `{ message }`, never a stack, the message in
 * the request's language (decision 137): every `{ message }` answer of 400 or more, this
 * handler's or a route's own, is translated on its way out by the errors catalogue, English
 * staying word for word. Codes and statuses never change with the language.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isMessageBody(payload)) return payload;
    const locale = localeOfHeaders(request.headers);
    reply.header('content-language', locale);
    return { ...payload, message: translateErrorMessage(payload.message, locale) };
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, message } = toHttpError(error, localeOfHeaders(request.headers), request);
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
  const [path = ''] = request.url.split('?');
  return reply.code(404).send({ message: HTTP_ERRORS.notFound(request.method, path) });
}

function isMessageBody(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

function toHttpError(
  error: FastifyError,
  locale: Locale,
  request: FastifyRequest,
): { statusCode: number; message: string } {
  if (error instanceof AppError) return { statusCode: error.statusCode, message: error.message };
  // A chain the request had to read did not answer in time (request-read-deadline.ts): 503.
  const exposed = exposedErrorIn(error);
  if (exposed) return { statusCode: exposed.httpStatus, message: exposed.httpMessage };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'request';
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\/$/, '');
      const message = describeIssue(issue.message ?? HTTP_ERRORS.invalidValue);
      // Zod's own wording (not one of our messages) comes in the request's language from Zod's
      // locales; ours are translated with the rest of the answer (preSerialization above).
      const localized = localizedZodIssue(issue, message, request[context as 'body'], locale);
      return `${context}${field}: ${localized}`;
    });
    return { statusCode: 400, message: issues.join('; ') };
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, message: HTTP_ERRORS.bodyTooLarge };
  }
  const statusCode = error.statusCode ?? 500;
  // Fastify's own 4xx errors (bad JSON, wrong content type, rate limit) carry messages meant for
  // the caller; anything else may hold internals and gets the generic sentence.
  if (statusCode >= 400 && statusCode < 500) return { statusCode, message: error.message };
  return { statusCode: 500, message: HTTP_ERRORS.generic };
}

// Zod says "Invalid input: expected string, received undefined" for a missing field.
function describeIssue(message: string): string {
  return /received undefined$/.test(message) ? HTTP_ERRORS.required : message;
}
