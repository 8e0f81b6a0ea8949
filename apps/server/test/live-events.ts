import { submissionPaths } from '@simsar/contract/deals';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/core/db.ts';
import { buildProject, buildSubmission } from './deal-builders.ts';
import { buildAdmin, call, signInSuper, type TestApp } from './harness.ts';
import { buildAcceptedBroker, buildMember } from './members.ts';

/** A second server process on the same database, listening on a port of its own. */
export async function startSecondProcess(
  t: TestApp,
  db: Database,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config: t.config, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address };
}

/** A console's events stream read over real HTTP: the counters named so far, in order. */
export async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/admin/events`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    signal: controller.signal,
  });
  const heard: string[] = [];
  let text = '';
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        text += value;
        for (const match of value.matchAll(/^data: (.*)$/gm)) heard.push(match[1] as string);
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return { response, heard, text: () => text, close: () => controller.abort(), done };
}

/** Waits until `heard` holds `counter`, at most `ms`; returns how long it took. */
export async function heardWithin(heard: string[], counter: string, ms = 1000): Promise<number> {
  const start = Date.now();
  while (!heard.includes(counter)) {
    if (Date.now() - start > ms)
      throw new Error(`no "${counter}" event within ${ms} ms (heard: ${heard.join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

/**
 * The live events across processes: moves made through `t` (process A) reach consoles connected to
 * process B within a second, each admin hearing only of what they may see.
 */
export async function checkLiveEventsAcrossProcesses(t: TestApp, b: { url: string }) {
  const superToken = await signInSuper(t);
  const first = await buildAdmin(t, superToken, 'First admin');
  const second = await buildAdmin(t, superToken, 'Second admin');
  await buildProject(t, superToken);
  const superStream = await openStream(b.url, superToken);
  const firstStream = await openStream(b.url, first.token);
  const secondStream = await openStream(b.url, second.token);
  expect(superStream.response.status).toBe(200);
  expect(superStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(superStream.response.headers.get('cache-control')).toBe('no-store');
  expect(superStream.response.headers.get('content-encoding')).toBeNull();

  // A broker registers through A: a pending broker has no admin yet, so only super admins hear of it.
  await buildMember(t, { user_type: 'Broker' });
  await heardWithin(superStream.heard, 'pending_brokers');
  // The first admin's broker files a form through A: its admin and super admins hear of it.
  const broker = await buildAcceptedBroker(t, superToken, first.admin._id);
  superStream.heard.length = 0;
  const form = await buildSubmission(t, 'form', broker.token);
  await heardWithin(firstStream.heard, 'forms');
  await heardWithin(superStream.heard, 'forms');
  // The form set pending, then accepted through A: the count drops, heard again.
  const pending = await call(t, 'PUT', submissionPaths.form.pending.replace(':id', form._id), {
    token: superToken,
  });
  expect(pending.statusCode, pending.body).toBe(200);
  firstStream.heard.length = 0;
  const accepted = await call(t, 'PUT', submissionPaths.form.accept.replace(':id', form._id), {
    token: superToken,
    body: { date: '2027-01-20' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await heardWithin(firstStream.heard, 'forms');
  // The second admin heard of nothing of the first admin's member, nor of the unassigned broker.
  expect(secondStream.heard).toEqual([]);
  for (const stream of [superStream, firstStream, secondStream]) stream.close();
}
