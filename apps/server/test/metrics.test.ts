import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { openStream } from './live-events.ts';
import { buildMember } from './members.ts';

// Prometheus metrics at /metrics, only with METRICS=1 and the METRICS_TOKEN bearer (docs/decisions/241).
const token = 'scrape-secret-0123456789';

describe('when METRICS is not set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /metrics 404, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const reply = await call(t, 'GET', '/metrics', { headers });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

describe('with METRICS=1', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp({ metrics: { token } });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('refuses a scrape without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer scrape-secret-wrong-one', token]) {
      const reply = await call(t, 'GET', '/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(reply.statusCode, String(authorization)).toBe(401);
      expect(reply.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows request durations by route pattern, pool use, queue depths and live clients', async () => {
    const unit = randomUUID();
    // A call naming an id: its series is labelled by the route's pattern, never the URL.
    expect((await call(t, 'GET', `/api/guest/units/${unit}`)).statusCode).toBe(404);
    await buildMember(t, { user_type: 'Broker', area: 'Maadi' });
    const stream = await openStream(url, await signInSuper(t));
    try {
      const text = await scrape();
      expect(text).toMatch(
        /^simsar_http_request_duration_seconds_count\{method="GET",route="\/api\/guest\/units\/:id",status_class="4xx"\} 1$/m,
      );
      expect(text).toMatch(
        /^simsar_http_request_duration_seconds_bucket\{[^}]*route="\/api\/app\/register",status_class="2xx"[^}]*\} 1$/m,
      );
      expect(text).not.toContain(unit);
      expect(text).toMatch(/^simsar_queue_waiting_items\{queue="pending_brokers"\} 1$/m);
      expect(text).toMatch(/^simsar_queue_waiting_items\{queue="feedback"\} 0$/m);
      expect(text).toMatch(/^simsar_live_event_clients 1$/m);
      // Each process's own figures too (memory, event loop).
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      if (t.databaseUrl) {
        expect(text).toMatch(/^simsar_db_pool_connections\{state="total"\} [1-9]\d*$/m);
        expect(text).toMatch(/^simsar_db_pool_connections\{state="waiting"\} 0$/m);
      } else {
        // The embedded database has no pool.
        expect(text).not.toContain('simsar_db_pool_connections');
      }
    } finally {
      stream.close();
      await stream.done;
    }
  });
});
