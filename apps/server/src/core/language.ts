import {
  askedLanguage,
  type BilingualPair,
  type Language,
  type LanguageStatus,
  languageStatus,
} from '@simsar/contract/bilingual';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The member's language of an apps' read (docs/decisions/285): `?lang=` when given, else the
 * Accept-Language header's (ar or en, default en). The reply says it in Content-Language, and
 * varies by Accept-Language for caches.
 */
export function replyLanguage(
  request: FastifyRequest<{ Querystring: { lang?: Language | undefined } }>,
  reply: FastifyReply,
): Language {
  const lang = askedLanguage(request.query.lang, request.headers['accept-language']);
  reply.header('Content-Language', lang);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  return lang;
}

/** Each item with what is missing of it and the language the app falls back to. */
export function withLanguageStatus<Item extends object>(
  items: Item[],
  pairs: readonly BilingualPair[],
  lang: Language,
): (Item & LanguageStatus)[] {
  return items.map((item) => ({ ...item, ...languageStatus(item, pairs, lang) }));
}
