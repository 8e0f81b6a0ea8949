/**
 * An S3-compatible server (s3rver, the one the server tests use) for trying several processes on one
 * machine: `node scripts/s3-server.ts <port> <bucket>`. Its files go in a temporary folder, removed at
 * the end; its credentials are s3rver's own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY `S3RVER`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

const [portArgument, bucket] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || !bucket) {
  console.error('usage: node scripts/s3-server.ts <port> <bucket>');
  process.exit(2);
}
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'simsar-s3-'));
const server = new S3rver({
  port,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`s3rver on http://127.0.0.1:${port}, bucket ${bucket}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
    process.exit(0);
  });
}
