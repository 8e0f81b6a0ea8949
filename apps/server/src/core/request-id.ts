import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy or a caller may pass on: short, and nothing a log line or a header could trip on. */
const safeId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Each request's id (docs/decisions/242): the incoming `x-request-id` when a proxy in front already
 * gave one of a safe shape, so one id follows the call through both logs; a fresh UUID otherwise.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && safeId.test(incoming) ? incoming : randomUUID();
}
