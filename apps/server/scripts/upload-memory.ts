/**
 * Memory benchmark (not a test): uploads a generated 300 MB MP4 through the real HTTP call
 * PUT /api/units/update_video_broker/{id} to a freshly started server and prints how much the
 * server's resident memory grew. Uploads stream to disk, so the growth must stay under 64 MB.
 *
 *   npm run bench:upload -w @simsar/server
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { freePort, rssBytes } from './process-probes.ts';

const sizeMb = 300;
const limitMb = 64;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const admin = { email: 'bench@simsar.test', password: 'Bench-secret-1' };

const mb = (bytes: number) => bytes / (1024 * 1024);

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

/** A 300 MB file that is an MP4 by its first bytes (an ftyp box), written in 1 MB chunks. */
async function writeVideo(file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  out.write(ftyp);
  const chunk = Buffer.alloc(1024 * 1024, 0x2a);
  for (let i = 0; i < sizeMb; i++) {
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise((resolve, reject) => out.end((error?: Error) => (error ? reject(error) : resolve(null))));
  return (await fsp.stat(file)).size;
}

/** Streams the file as a multipart body (preamble, file, epilogue) with a known length. */
function uploadVideo(base: string, token: string, unitId: string, file: string, size: number) {
  const boundary = `----simsar${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video_broker"; filename="tour.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${base}/api/units/update_video_broker/${unitId}`,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (data) => {
          body += data;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const source = fs.createReadStream(file);
    source.on('error', reject);
    source.on('end', () => request.end(tail));
    source.pipe(request, { end: false });
  });
}

async function createProject(base: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const mp4 = Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.alloc(1024),
  ]);
  const form = new FormData();
  const fields: Record<string, string> = {
    project_name: 'Benchmark project',
    description: 'A project for the upload benchmark',
    dev_name_en: 'Bench',
    dev_name_ar: 'بنش',
    location_en: 'New Cairo',
    location_ar: 'القاهرة الجديدة',
    delivery_en: 'Ready to move',
    delivery_ar: 'استلام فوري',
    finishing_en: 'Fully finished',
    finishing_ar: 'تشطيب كامل',
    map_location: 'https://maps.google.com/?q=30,31',
    commission: '2',
    incentive: '1',
    sales_name: 'Bench',
    phone: '01012345678',
    whatsapp: '01012345678',
    whatsapp_link: 'https://chat.whatsapp.com/x',
    new_launches: 'true',
    payment_plans: JSON.stringify([{}]),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  form.append('video_broker', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'b.mp4');
  form.append('video_client', new Blob([new Uint8Array(mp4)], { type: 'video/mp4' }), 'c.mp4');
  const reply = await fetch(`${base}/api/units/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (reply.status !== 201) throw new Error(`create failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { response: { _id: string } }).response._id;
}

async function main() {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'simsar-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, server);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const unitId = await createProject(base, token);
    const video = path.join(dataDir, 'bench.mp4');
    const size = await writeVideo(video);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pid = server.pid as number;
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 25);
    const started = Date.now();
    const reply = await uploadVideo(base, token, unitId, video, size);
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    const seconds = (Date.now() - started) / 1000;
    if (reply.status !== 200) throw new Error(`upload failed: ${reply.status} ${reply.body}`);

    const growth = mb(peak - baseline);
    console.log(
      `Uploaded ${mb(size).toFixed(0)} MB through PUT /api/units/update_video_broker in ${seconds.toFixed(1)} s`,
    );
    console.log(`Server RSS: ${mb(baseline).toFixed(1)} MB before, ${mb(peak).toFixed(1)} MB at peak`);
    console.log(
      `Memory growth: ${growth.toFixed(1)} MB (limit ${limitMb} MB): ${growth < limitMb ? 'PASS' : 'FAIL'}`,
    );
    if (growth >= limitMb) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await fsp.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
