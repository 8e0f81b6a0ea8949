import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

it('reads the defaults of ARCHITECTURE.md, with folders relative to where npm start was run', () => {
  const config = readConfig({ INIT_CWD: '/srv/simsar' });
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/srv/simsar/data',
    databaseUrl: undefined,
    productName: 'Simsar',
    uploadLimits: { image: 10 * 1024 * 1024, video: 1024 * 1024 * 1024, document: 50 * 1024 * 1024 },
  });
  expect(readConfig({ INIT_CWD: '/srv/simsar', DATA_DIR: 'state' }).dataDir).toBe('/srv/simsar/state');
  expect(readConfig({ INIT_CWD: '/srv/simsar', DATA_DIR: '/var/lib/simsar' }).dataDir).toBe(
    '/var/lib/simsar',
  );
});

it('refuses a port or a limit that is not a number, naming the variable', () => {
  expect(() => readConfig({ PORT: 'eighty' })).toThrow(
    'PORT must be a whole number from 0 to 65535, not "eighty"',
  );
  expect(() => readConfig({ UPLOAD_MAX_VIDEO_MB: '-1' })).toThrow(
    'UPLOAD_MAX_VIDEO_MB must be a positive number',
  );
});

it('reads PUBLIC_RATE_LIMIT: 20 calls a minute by default, 0 turns it off', () => {
  expect(readConfig({}).publicRateLimit).toBe(20);
  expect(readConfig({ PUBLIC_RATE_LIMIT: '0' }).publicRateLimit).toBe(0);
  expect(readConfig({ PUBLIC_RATE_LIMIT: '100' }).publicRateLimit).toBe(100);
  expect(() => readConfig({ PUBLIC_RATE_LIMIT: 'many' })).toThrow(
    'PUBLIC_RATE_LIMIT must be a whole number of calls per minute (0 turns the limit off), not "many"',
  );
});

it('reads METRICS: off by default, and on only with a METRICS_TOKEN of 16 characters or more', () => {
  expect(readConfig({}).metrics).toBeUndefined();
  expect(readConfig({ METRICS: '0', METRICS_TOKEN: 'x' }).metrics).toBeUndefined();
  expect(readConfig({ METRICS: '1', METRICS_TOKEN: 'scrape-secret-0123' }).metrics).toEqual({
    token: 'scrape-secret-0123',
  });
  expect(() => readConfig({ METRICS: '1' })).toThrow('METRICS=1 needs METRICS_TOKEN');
  expect(() => readConfig({ METRICS: '1', METRICS_TOKEN: 'short' })).toThrow('at least 16 characters');
  expect(() => readConfig({ METRICS: 'yes' })).toThrow('METRICS must be 1 (on) or 0 (off), not "yes"');
});

it('reads DATABASE_POOL_SIZE: 10 connections a process by default, a whole number from 1 to 1000', () => {
  expect(readConfig({}).databasePoolSize).toBe(10);
  expect(readConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  for (const wrong of ['0', '2.5', 'many', '-3', '1001']) {
    expect(() => readConfig({ DATABASE_POOL_SIZE: wrong })).toThrow(
      `DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000, not "${wrong}"`,
    );
  }
});

it('reads TRUST_PROXY as Fastify takes it: off by default, true, or addresses and ranges', () => {
  expect(readConfig({}).trustProxy).toBe(false);
  expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  // Fastify 5 ignores a hop count (it trusts no one): refused, saying what to give instead.
  expect(() => readConfig({ TRUST_PROXY: '2' })).toThrow(
    `TRUST_PROXY cannot be a number of proxies ("2"): give the proxies' addresses or CIDR ranges (10.0.0.0/8,127.0.0.1), or true`,
  );
  expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'fd00::/8',
    'loopback',
  ]);
  for (const wrong of ['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.local', '127.0.0.1,']) {
    expect(() => readConfig({ TRUST_PROXY: wrong })).toThrow(
      /^TRUST_PROXY must be true, false, or proxy addresses/,
    );
  }
});
