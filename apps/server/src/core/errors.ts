import type { ErrorCode, ErrorReply } from '@simsar/contract/errors';
import { messages } from '@simsar/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable } from './db.ts';

/** The one table from error code to HTTP status. */
export const statusOf: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
  INTERNAL: 500,
};

const fastifyCodes: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.fields = fields;
  }
}

/**
 * The one mapping from zod issues to a 400: each field's first message under its
 * dotted path (`questions.0.Q`), the first of them as the reply's message.
 */
export function validationError(issues: readonly z.core.$ZodIssue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError('VALIDATION', Object.values(fields)[0] ?? 'Invalid request', fields);
}

function toReply(error: FastifyError | AppError): ErrorReply {
  if (error instanceof AppError) {
    return { message: error.message, code: error.code, ...(error.fields && { fields: error.fields }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names no item: 404 with the area's message, like an unknown one.
    if (error.validationContext === 'params' && error.validation.every((v) => v.instancePath === '/id')) {
      const [issue] = error.validation;
      return { message: issue?.message ?? messages.notFound, code: 'NOT_FOUND' };
    }
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    return { message: Object.values(fields)[0] ?? 'Invalid request', code: 'VALIDATION', fields };
  }
  if (isDatabaseUnavailable(error)) return { message: messages.databaseUnavailable, code: 'UNAVAILABLE' };
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC') {
    return { message: messages.diskFull, code: 'INSUFFICIENT_STORAGE' };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { message: 'The request is too large', code: 'TOO_LARGE' };
  if (status === 415) return { message: 'This content type is not supported', code: 'UNSUPPORTED_TYPE' };
  if (status === 429) return { message: 'Too many requests. Try again later.', code: 'RATE_LIMITED' };
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own 4xx (malformed JSON, a directory asked of the file server...).
    const code = fastifyCodes[status] ?? 'VALIDATION';
    return { message: code === 'NOT_FOUND' ? messages.notFound : error.message, code };
  }
  return { message: messages.internalError, code: 'INTERNAL' };
}

type DatabaseErrorFields = {
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/** The database's own error behind an error (drizzle wraps it as `cause`), if it is one. */
function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const candidate = current as DatabaseErrorFields & { cause?: unknown };
    if (typeof candidate.severity === 'string' && typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The log's view of an error. A database error's message, detail and parameters repeat the values
 * of the query (password hashes, e-mails, phones), so it is logged by what it is instead: the
 * SQLSTATE, the constraint, table and column, the query's text (its placeholders, not their values)
 * and where in our code it happened. Any other error is logged whole.
 */
export function logSafeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  const database = databaseErrorOf(error);
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  if (!database) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    return {
      type: error.constructor.name,
      message: error.message,
      stack: error.stack ?? '',
      code,
      statusCode,
    };
  }
  const query = (error as { query?: unknown }).query;
  return {
    type: error.constructor.name,
    message: `Database error ${database.code}`,
    code: database.code,
    constraint: database.constraint,
    table: database.table,
    column: database.column,
    routine: database.routine,
    query: typeof query === 'string' ? query : undefined,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** One error handler for every route: the reply is always {message, code, fields?}. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = toReply(error);
    const status = statusOf[body.code];
    // A body refused before it was read to the end (an upload refused at its first bytes) is not
    // read any further: the answer goes now and the connection closes after it (docs/decisions/279).
    if (!request.raw.complete) reply.header('connection', 'close');
    if (status < 500) return reply.status(status).send(body);
    // A 5xx says nothing of its cause: the request's id is what leads from the reply to the log line.
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ ...body, request_id: request.id });
  });
}
