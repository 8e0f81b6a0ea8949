import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { S3Settings } from '../src/core/config.ts';

/** TEST_S3=1: every test app stores its files in a bucket of the run's s3rver, not on disk. */
export const testOnS3 = process.env.TEST_S3 === '1';

/** A new, empty bucket on the run's s3rver (test/global-setup.ts), and the settings that name it. */
export async function newTestBucket(): Promise<S3Settings> {
  const settings: S3Settings = {
    bucket: `simsar-${randomUUID().replaceAll('-', '').slice(0, 20)}`,
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    // s3rver's own credentials
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return settings;
}
