import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSuper, startTestApp, type TestApp } from './harness.ts';
import { imageFile } from './multipart.ts';
import { storedFiles } from './stored.ts';
import { unitFields } from './unit-builders.ts';

let t: TestApp;
let token: string;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  token = await signInSuper(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const boundary = '----simsarearly';
const partHead = (name: string, filename: string, type: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );

type Sent = {
  status: number;
  body: { message: string; fields?: Record<string, string> };
  /** Resolves when the server closes the connection, with the bytes it had read from it. */
  serverRead: Promise<number>;
};

/**
 * Sends `head` then `fillerBytes` more bytes of the same file, a chunk at a time and only while
 * no reply has come: what the server answers, and how much of the body it read.
 */
function sendUntilAnswered(path: string, head: Buffer, fillerBytes: number): Promise<Sent> {
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fillerBytes + tail.length;
  const serverRead = new Promise<number>((resolve) =>
    t.app.server.once('connection', (socket) => socket.once('close', () => resolve(socket.bytesRead))),
  );
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': total,
      },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          serverRead,
        }),
      );
    });
    // Writing into a connection the server closed after answering fails: the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const write = (data: Buffer) =>
      new Promise<void>((done) => {
        if (request.write(data)) setImmediate(done);
        else request.once('drain', done);
      });
    void (async () => {
      await write(head);
      for (let left = fillerBytes; left > 0 && !answered && !request.destroyed; left -= chunk.length) {
        await write(chunk.subarray(0, Math.min(chunk.length, left)));
      }
      if (!answered && !request.destroyed) request.end(tail);
    })().catch(() => {});
  });
}

describe('an upload of a wrong type', () => {
  it('is refused at its first bytes, naming the field, before the rest of the body is sent', async () => {
    const before = await storedFiles(t);
    const fields = Object.entries(unitFields())
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const logo = await imageFile('logo.png');
    const head = Buffer.concat([
      Buffer.from(fields),
      partHead('logo', 'logo.png', 'image/png'),
      Buffer.from(logo.bytes),
      Buffer.from('\r\n'),
      // Text named as a video: 64 MB of it follow, unless the server answers first.
      partHead('video_broker', 'tour.mp4', 'video/mp4'),
      Buffer.from('just some text, not a video\n'),
    ]);
    const filler = 64 * 1024 * 1024;
    const sent = await sendUntilAnswered('/api/units/create', head, filler);
    expect(sent.status).toBe(415);
    expect(sent.body.message).toBe('Video broker must be an MP4 video');
    expect(sent.body.fields).toEqual({ video_broker: 'Video broker must be an MP4 video' });
    // The server stopped reading at the video's first bytes and closed the connection after its
    // answer: most of the 64 MB were never read (what had been sent waits in socket buffers).
    expect(await sent.serverRead).toBeLessThan(filler / 4);
    // Neither the logo stored before it nor a part of the video is left.
    expect(await storedFiles(t)).toEqual(before);
  });
});
