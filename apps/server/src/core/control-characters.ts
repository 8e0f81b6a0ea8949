import { controlCharacters, controlCharactersMessage } from '@simsar/contract/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Every string in a value with a control character (NUL among them), by dotted path. */
export function controlCharacterFields(value: unknown, at = ''): Record<string, string> {
  const found: Record<string, string> = {};
  const visit = (item: unknown, path: string) => {
    if (typeof item === 'string') {
      if (controlCharacters.test(item)) found[path || '_'] ??= controlCharactersMessage;
    } else if (Array.isArray(item)) {
      for (const [index, child] of item.entries()) visit(child, path ? `${path}.${index}` : String(index));
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) visit(child, path ? `${path}.${key}` : key);
    }
  };
  visit(value, at);
  return found;
}

/** 400 with every such field's message when a value holds a control character. */
export function refuseControlCharacters(value: unknown): void {
  const fields = controlCharacterFields(value);
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, fields);
}

/**
 * No text a caller sends may hold a control character (issue 13, item 4): PostgreSQL cannot store a
 * NUL byte, and no person types the others. The schemas refuse them field by field (contract
 * `textField`); this check, before any schema runs, covers every JSON body, query and path of /api,
 * so no call reaches the database with one. Multipart fields are checked in core/uploads.ts.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters({ ...(request.params as object), ...(request.query as object) });
    refuseControlCharacters(request.body);
  });
}
