import { unsafeTextMessage } from '@simsar/contract/text-rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** How deep a caller's JSON may nest: no form goes past a handful of levels. */
export const maxNesting = 32;
export const nestingMessage = `The request nests deeper than ${maxNesting} levels`;

/**
 * Every string in a value that no field may hold (a control character, NUL among them, or an
 * unpaired surrogate), by dotted path, and any part nested deeper than `maxNesting`. Walked with a
 * stack of its own, not by recursion: a body nested thousands of levels deep is refused, not a
 * stack overflow.
 */
export function controlCharacterFields(value: unknown, at = ''): Record<string, string> {
  const found: Record<string, string> = {};
  const pending: [item: unknown, path: string, depth: number][] = [[value, at, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path, depth] = next;
    if (typeof item === 'string') {
      const message = unsafeTextMessage(item);
      if (message) found[path || '_'] ??= message;
    } else if (item && typeof item === 'object') {
      if (depth >= maxNesting) {
        found[path || '_'] ??= nestingMessage;
        continue;
      }
      const children = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      // Pushed last first, so the fields are visited, and reported, in their order.
      for (const [key, child] of children.reverse()) {
        pending.push([child, path ? `${path}.${key}` : String(key), depth + 1]);
      }
    }
  }
  return found;
}

/** 400 with every such field's message when a value holds what no text may, or nests too deep. */
export function refuseControlCharacters(value: unknown): void {
  const fields = controlCharacterFields(value);
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, fields);
}

/**
 * No text a caller sends may hold a control character or an unpaired surrogate,
 * and no JSON may nest past `maxNesting`: PostgreSQL cannot store a NUL byte, JSON and UTF-8 cannot
 * carry half a surrogate pair, and no person types either. The schemas refuse them field by field
 * (contract `textField`); this check, before any schema runs, covers every JSON body, query and
 * path of the routes of the scope it is registered in (the API's, app-api.ts), so no call reaches
 * a schema, the database or the audit log with one. Multipart fields are checked in core/uploads.ts.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters({ ...(request.params as object), ...(request.query as object) });
    refuseControlCharacters(request.body);
  });
}
