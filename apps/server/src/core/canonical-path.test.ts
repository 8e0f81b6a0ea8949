import { expect, it } from 'vitest';
import { canonicalUrl } from './canonical-path.ts';

it('writes each spelling of a path the one way the router reads it', () => {
  const cases: [string, string][] = [
    ['/api/admin/all', '/api/admin/all'],
    ['/%61pi/admin/all', '/api/admin/all'],
    ['/%61%70%69/admin/all?page=2', '/api/admin/all?page=2'],
    ['//api//admin/all', '/api/admin/all'],
    ['/./api/admin/./all', '/api/admin/all'],
    ['/x/../api/admin/all', '/api/admin/all'],
    ['/api;x/admin;y=1/all', '/api/admin/all'],
    ['/%2e%2e/%2E%2E/api/admin/all', '/api/admin/all'],
    ['/media/../../../etc/passwd', '/etc/passwd'],
    ['/api/admin/all/', '/api/admin/all/'],
    ['/api/x/..', '/api/'],
    ['/..', '/'],
  ];
  for (const [sent, canonical] of cases) expect(canonicalUrl(sent), sent).toBe(canonical);
});

it('keeps escapes that are data, and the query, as sent', () => {
  expect(canonicalUrl('/api/files/a%2Fb%20c.pdf')).toBe('/api/files/a%2Fb%20c.pdf');
  expect(canonicalUrl('/api/users?q=a//b/../c;d')).toBe('/api/users?q=a//b/../c;d');
  expect(canonicalUrl('*')).toBe('*');
});
