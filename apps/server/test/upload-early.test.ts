import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInSuper, startTestApp, type TestApp } from './harness.ts';
import { callMultipart, imageFile, type MultipartValue } from './multipart.ts';
import { isStored, storedFiles } from './stored.ts';
import { unitFields, unitFiles } from './unit-builders.ts';

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
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
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
    expect(sent.body.message).toBe('Video broker must be an MP4 file');
    expect(sent.body.fields).toEqual({ video_broker: 'Video broker must be an MP4 file' });
    // The server stopped reading at the video's first bytes and closed the connection after its
    // answer: most of the 64 MB were never read (what had been sent waits in socket buffers).
    expect(await sent.serverRead).toBeLessThan(filler / 4);
    // Neither the logo stored before it nor a part of the video is left.
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe('files sent ahead', () => {
  /** Sends each file of a complete add form ahead: the `uploads` the create names. */
  async function sendAhead(files: Record<string, MultipartValue>) {
    const uploads: Record<string, string | string[]> = {};
    for (const [field, value] of Object.entries(files)) {
      for (const file of [value].flat()) {
        const reply = await callMultipart(t, 'POST', `/api/units/uploads/${field}`, { [field]: file }, token);
        expect(reply.statusCode).toBe(201);
        const { upload } = reply.json();
        if (field === 'images') uploads.images = [...((uploads.images as string[]) ?? []), upload];
        else uploads[field] = upload;
      }
    }
    return uploads;
  }

  it('are kept through a refused create, so that the retry sends only the fields', async () => {
    const uploads = await sendAhead(await unitFiles());
    const refused = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields({ commission: '' }), uploads: JSON.stringify(uploads) },
      token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ commission: 'Commission is required' });
    const created = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(), uploads: JSON.stringify(uploads) },
      token,
    );
    expect(created.statusCode).toBe(201);
    const unit = created.json().response;
    expect(unit.images).toHaveLength(2);
    for (const url of [...unit.images, unit.logo, unit.video_broker, unit.file]) {
      expect(await isStored(t, url)).toBe(true);
    }
    // Taken by that project: a second create cannot point at the same files.
    const again = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      { ...unitFields(), uploads: JSON.stringify(uploads) },
      token,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toMatchObject({ logo: 'Please choose logo again' });
  });

  it('count as present, and a wrong type sent ahead is refused naming its field', async () => {
    const missing = await callMultipart(t, 'POST', '/api/units/create', unitFields(), token);
    expect(missing.json().fields).toMatchObject({ logo: 'Logo is required' });
    const renamed = { ...(await imageFile()), name: 'tour.mp4', type: 'video/mp4' };
    const before = await storedFiles(t);
    const wrong = await callMultipart(
      t,
      'POST',
      '/api/units/uploads/video_client',
      { video_client: renamed },
      token,
    );
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().fields).toEqual({ video_client: 'Video client must be an MP4 file' });
    expect(await storedFiles(t)).toEqual(before);
    const unknown = await callMultipart(
      t,
      'POST',
      '/api/units/create',
      {
        ...unitFields(),
        ...(await unitFiles()),
        logo: undefined,
        uploads: JSON.stringify({ logo: crypto.randomUUID() }),
      },
      token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ logo: 'Please choose logo again' });
    expect(await storedFiles(t)).toEqual(before);
    const notJson = await call(t, 'POST', '/api/units/uploads/brochure', { token });
    expect(notJson.statusCode).toBe(400);
  });
});
