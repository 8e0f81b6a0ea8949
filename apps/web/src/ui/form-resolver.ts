import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { translateMessage } from '../i18n/i18n.tsx';

/** Each error's message in the language in use; the field's DOM `ref` is left as it is. */
function translated(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(translated);
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, translateMessage(value)];
      return [key, translated(value)];
    }),
  );
}

/**
 * The contract's zod rules as a form's resolver, their messages in the admin's language
 * (docs/decisions/288): the rules stay the contract's, word for word in English.
 */
export const localResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = (zodResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    return { ...result, errors: translated(result.errors) as FieldErrors };
  };
}) as typeof zodResolver;
