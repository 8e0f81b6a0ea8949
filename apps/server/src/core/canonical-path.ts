import type { IncomingMessage } from 'node:http';

const unreserved = /^[A-Za-z0-9\-._~]$/;

/**
 * A request's path written one way before the router reads it, so every spelling of a path reaches
 * the route it names, and that route's own guard (docs/decisions/190): escaped letters, digits and
 * `-._~` decoded (`/%61pi` is `/api`), `;parameters` dropped from each segment, empty and `.`
 * segments dropped, `..` taking off the segment before it and never climbing above the root.
 * Other escapes (`%2F`, `%25`, spaces...) stay as sent: they are data, not separators. The query is
 * left as it is; a URL not starting with `/` (`*`, an absolute form) is left for the router to refuse.
 */
export function canonicalUrl(url: string): string {
  if (!url.startsWith('/')) return url;
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const decoded = rawPath.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return unreserved.test(char) ? char : escaped;
  });
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    const segment = part.split(';', 1)[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  // A trailing slash (or a final `.`/`..`) names a directory: kept, so `/api/x/` stays unlike `/api/x`.
  const last = parts.at(-1)?.split(';', 1)[0];
  const trailing = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailing ? '/' : ''}${query}`;
}

/** Fastify's `rewriteUrl`: the router and every hook see the canonical path. */
export function rewriteToCanonical(request: IncomingMessage): string {
  return canonicalUrl(request.url ?? '/');
}
