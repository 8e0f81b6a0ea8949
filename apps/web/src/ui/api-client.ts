import { type ErrorCode, errorReplySchema } from '@simsar/contract/errors';
import { z } from 'zod/mini';

export const unreachableMessage = 'Cannot reach the server. Check your connection and try again.';
export const unexpectedReplyMessage = 'The server sent a reply the console does not understand.';
/** Offline: said at once, and the call is not replayed later (decisions/162). */
export const offlineActionMessage =
  'You are offline: nothing was sent. Try again when the connection is back.';
export const offlineReadMessage =
  'You are offline: this could not be loaded. Try again when the connection is back.';

/** The error of a call that never reached the server: offline, or the server cannot be reached. */
export function unreachableError(method: string): ApiError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const message = !offline
    ? unreachableMessage
    : method === 'GET'
      ? offlineReadMessage
      : offlineActionMessage;
  return new ApiError(message, { status: 0 });
}

/** A failed API call, carrying the server's {message, code, fields}. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fields: Record<string, string> | undefined;
  /** Set when the 401 handler already dealt with this error (signed out, sent to /login). */
  readonly handled: boolean;

  constructor(
    message: string,
    options: { status: number; code?: ErrorCode; fields?: Record<string, string>; handled?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.handled = options.handled ?? false;
  }
}

/**
 * Reads under way are abandoned when the admin signs out: answered after the session ended, they
 * could only say 401. An action already sent is left to finish; only reads are safe to drop.
 */
let reads = new AbortController();

/** Abandons every read under way; later reads go out as usual (useLogout, before the logout call). */
export function abandonReads(): void {
  reads.abort();
  reads = new AbortController();
}

/** A read abandoned at sign-out: the console is on its way to /login, nothing to say. */
const abandonedError = () => new ApiError('Signed out.', { status: 0, handled: true });

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app registers what a 401 means: clear the local session and go to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

// Any zod schema, full or mini: the reply is read with zod/mini's `safeParse`, so this file (on the
// sign-in page) carries no full zod (docs/decisions/291).
interface RequestOptions<Schema extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The contract schema of a successful reply; the reply is parsed with it. */
  reply: Schema;
  /**
   * false for calls where 401 is an answer rather than a lost session (sign-in: wrong password).
   * @default true
   */
  session?: boolean;
}

export async function apiRequest<Schema extends z.core.$ZodType>(
  path: string,
  { method = 'GET', body, reply, session = true }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const signal = method === 'GET' ? reads.signal : undefined;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch {
    if (signal?.aborted) throw abandonedError();
    throw unreachableError(method);
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (signal?.aborted) throw abandonedError();
  if (!response.ok) throw toApiError(response, json, session);

  const parsed = z.safeParse(reply, json);
  if (!parsed.success) throw new ApiError(unexpectedReplyMessage, { status: response.status });
  return parsed.data;
}

export function toApiError(response: Response, json: unknown, session: boolean): ApiError {
  const parsed = errorReplySchema.safeParse(json);
  const message = parsed.success
    ? parsed.data.message
    : `The server answered ${response.status} ${response.statusText}`.trim();
  const base = {
    status: response.status,
    code: parsed.success ? parsed.data.code : undefined,
    fields: parsed.success ? parsed.data.fields : undefined,
  };
  if (response.status === 401 && session) {
    const error = new ApiError(message, { ...base, handled: true });
    onUnauthorized(error);
    return error;
  }
  return new ApiError(message, base);
}
