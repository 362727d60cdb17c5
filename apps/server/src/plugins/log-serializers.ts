/** How much of a failed statement a log line keeps: enough to tell which query, never the rest. */
const STATEMENT_PREFIX = 80;
const MAX_CAUSES = 5;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

interface FailedQuery extends Error {
  query: string;
  params: unknown[];
}

function isFailedQuery(error: Error): error is FailedQuery {
  const fields = error as Partial<FailedQuery>;
  return typeof fields.query === 'string' && Array.isArray(fields.params);
}

/** An error as a log line shows it (pino's shape: type, message, stack, own fields, cause), with
 *  a failed query reduced to its statement's start and a count of its values. */
function serializeError(error: Error, depth = 0): SerializedError {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause' && key !== 'query' && key !== 'params') fields[key] = value;
  }
  let { message } = error;
  let stack = error.stack ?? '';
  // drizzle's DrizzleQueryError spells the statement and its values out in its message; the
  // driver's own error (its cause) keeps PostgreSQL's reason there, and only its fields go.
  if (isFailedQuery(error) && error.message.startsWith('Failed query:')) {
    const statement = error.query.replace(/\s+/g, ' ').trim();
    const shown =
      statement.length > STATEMENT_PREFIX ? `${statement.slice(0, STATEMENT_PREFIX)}…` : statement;
    message = `Failed query: ${shown} (${error.params.length} values not logged)`;
    const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
    stack = [`${error.name}: ${message}`, ...frames].join('\n');
  }
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack,
    ...fields,
  };
  if (error.cause instanceof Error && depth < MAX_CAUSES)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/**
 * The serializers of every log line the server writes (app.ts). `err` keeps what pino's own
 * shows but never a failed query's whole SQL nor its values: drizzle's DrizzleQueryError carries
 * both in its message and stack, and a value can be an address, an e-mail or a message (issue 26,
 * item 13: a failing export logged its statement in full).
 */
export const logSerializers = {
  err: (error: Error): SerializedError =>
    error instanceof Error
      ? serializeError(error)
      : { type: typeof error, message: String(error), stack: '' },
};
