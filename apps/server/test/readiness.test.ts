import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from './harness.ts';

// GET /api/ready tells a load balancer whether this process should get calls (docs/decisions/240).

/** A test app for the tests of one describe block, started before them (a start can take a while). */
function appFor(overrides: () => Promise<Parameters<typeof startTestApp>[0]>): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(await overrides());
  });
  afterAll(() => t?.close());
  return () => {
    if (!t) throw new Error('the test app did not start');
    return t;
  };
}

/** A local port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('on the configured store', () => {
  const app = appFor(async () => ({}));
  it('answers 200 without a session while all answers, and 503 from the moment a stop begins', async () => {
    const t = app();
    const reply = await call(t, 'GET', '/api/ready');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    expect(reply.headers['cache-control']).toBe('no-store');

    t.app.beginStop();
    const stopping = await call(t, 'GET', '/api/ready');
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toEqual({ message: 'Not ready: this server is stopping.', code: 'UNAVAILABLE' });
    // Alive all the same: health is the liveness check.
    expect((await call(t, 'GET', '/api/health')).statusCode).toBe(200);
  });
});

describe('on a bucket whose endpoint does not answer', () => {
  const app = appFor(async () => ({
    s3: {
      bucket: 'simsar-nowhere',
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    },
  }));
  it('answers 503 naming the storage', async () => {
    const t = app();
    const reply = await call(t, 'GET', '/api/ready');
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      message: 'Not ready: the file storage does not answer.',
      code: 'UNAVAILABLE',
    });
  });
});

describe('on disk', () => {
  const app = appFor(async () => ({ s3: undefined }));
  it('answers 503 when the upload folder is gone, and when the database is closed', async () => {
    const t = app();
    expect((await call(t, 'GET', '/api/ready')).statusCode).toBe(200);

    await fs.rm(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    const noFolder = await call(t, 'GET', '/api/ready');
    expect(noFolder.statusCode).toBe(503);
    expect(noFolder.json()).toEqual({
      message: 'Not ready: the file storage does not answer.',
      code: 'UNAVAILABLE',
    });

    await t.closeDatabase();
    const neither = await call(t, 'GET', '/api/ready');
    expect(neither.statusCode).toBe(503);
    expect(neither.json().message).toBe(
      'Not ready: the database does not answer; the file storage does not answer.',
    );
  });
});
