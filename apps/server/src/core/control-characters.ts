import { unsafeTextMessage } from '@simsar/contract/text-rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** How deep a caller's JSON may nest: no form goes past a handful of levels. */
export const maxNesting = 32;
export const nestingMessage = `The request nests deeper than ${maxNesting} levels`;

/**
 * How many values (strings, numbers, lists, objects...) a caller's JSON may hold: the largest form
 * (a project with its types, prices and plans, a bulk move of 1,000 ids) holds a few thousand.
 */
export const maxValues = 20_000;
export const tooManyValuesMessage = `The request holds more than ${maxValues} values`;

/** A list or object being walked: its keys (an object's; a list's are its indexes) and the next one. */
type Frame = { node: unknown[] | Record<string, unknown>; keys: string[] | undefined; next: number };

/** The dotted path of the value the frames are at (built only when something is found there). */
function pathOf(frames: Frame[], at: string): string {
  let path = at;
  for (const { keys, next } of frames) {
    const key = keys ? (keys[next - 1] as string) : String(next - 1);
    path = path ? `${path}.${key}` : key;
  }
  return path || '_';
}

/**
 * Every string in a value that no field may hold (a control character, NUL among them, or an
 * unpaired surrogate), by dotted path, any part nested deeper than `maxNesting`, and a value of
 * more than `maxValues` parts (reported alone). Walked with a stack of its own, not by recursion:
 * a body nested thousands of levels deep is refused, not a stack overflow. It allocates per list or
 * object, not per element, and a path only for what it reports: a 1 MB list of numbers costs about
 * what parsing it did (docs/benchmarks.md, "The body check").
 */
export function controlCharacterFields(
  value: unknown,
  at = '',
  /** The benchmark walks a whole body (scripts/bench-body-check.ts); calls stop at `maxValues`. */
  limit = maxValues,
): Record<string, string> {
  const found: Record<string, string> = {};
  const frames: Frame[] = [];
  let counted = 0;
  let item = value;
  for (;;) {
    if (++counted > limit) return { [at || '_']: tooManyValuesMessage };
    if (typeof item === 'string') {
      const message = unsafeTextMessage(item);
      if (message) found[pathOf(frames, at)] ??= message;
    } else if (item !== null && typeof item === 'object') {
      if (frames.length >= maxNesting) found[pathOf(frames, at)] ??= nestingMessage;
      else if (Array.isArray(item)) frames.push({ node: item, keys: undefined, next: 0 });
      else frames.push({ node: item as Record<string, unknown>, keys: Object.keys(item), next: 0 });
    }
    // The next value: the following element of the innermost list or object that has one left.
    let frame = frames[frames.length - 1];
    while (frame && frame.next >= (frame.keys ?? (frame.node as unknown[])).length) {
      frames.pop();
      frame = frames[frames.length - 1];
    }
    if (!frame) return found;
    const index = frame.next++;
    item = frame.keys
      ? (frame.node as Record<string, unknown>)[frame.keys[index] as string]
      : (frame.node as unknown[])[index];
  }
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
