import { expect, it } from 'vitest';
import { readConfig } from './config.ts';

it('keeps files on disk without S3_BUCKET, and reads the bucket settings with it', () => {
  expect(readConfig({}).s3).toBeUndefined();
  expect(
    readConfig({
      S3_BUCKET: 'simsar-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    }).s3,
  ).toEqual({
    bucket: 'simsar-files',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });
  // AWS itself: no endpoint, the SDK's own credentials chain.
  expect(readConfig({ S3_BUCKET: 'b', AWS_REGION: 'eu-central-1' }).s3).toMatchObject({
    endpoint: undefined,
    region: 'eu-central-1',
    accessKeyId: undefined,
    forcePathStyle: false,
  });
});

it('refuses to start on S3 settings it cannot use, naming them', () => {
  expect(() => readConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
    'S3_FORCE_PATH_STYLE must be true or false, not "yes"',
  );
  expect(() => readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
    'S3_ENDPOINT must be an http:// or https:// address, not "127.0.0.1:9000"',
  );
});
