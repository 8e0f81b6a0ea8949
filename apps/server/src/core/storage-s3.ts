import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from './config.ts';
import { AppError } from './errors.ts';
import { holdsWorkbook, xlsMime } from './spreadsheets.ts';
import {
  type ByteRange,
  checkUpload,
  type FileInfo,
  isStoredKey,
  mimeOfKey,
  newKey,
  refused,
  type Storage,
  type StoredFile,
  type UploadRules,
  urlOfKey,
  type Visibility,
} from './storage.ts';
import { LocalStorage } from './storage-local.ts';

/** Parts of 8 MB, two in flight: an upload holds at most ~16 MB in memory, whatever its size. */
const partSize = 8 * 1024 * 1024;
const queueSize = 2;

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (error as { name?: string }).name === 'NoSuchKey';
}

/**
 * Files in an S3 bucket (AWS or an S3-compatible server), under the same keys as on disk. An upload
 * starts once its first bytes have told its type (so its key is known) and streams in parts; an
 * object appears only when the upload completes, and a refused or failed one is aborted (no parts
 * kept). Several processes share the bucket: nothing here is local to one of them.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId &&
        settings.secretAccessKey && {
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        }),
      // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(visibility: Visibility, source: Readable, rules: UploadRules): Promise<StoredFile> {
    const upload = checkUpload(source, rules);
    let key: string | undefined;
    try {
      await upload.typed;
      const { mime, ext } = upload.found;
      if (!mime || !ext) throw refused(rules);
      key = newKey(visibility, ext);
      const params = { Bucket: this.bucket, Key: key, Body: upload.checked, ContentType: mime };
      await new Upload({ client: this.client, params, partSize, queueSize }).done();
      if (mime === xlsMime && !(await holdsWorkbook(await this.open(key)))) throw refused(rules);
      return { key, url: urlOfKey(key), mime, ext, size: upload.found.size };
    } catch (error) {
      upload.stop();
      upload.checked.destroy();
      // A single-part upload that completed before a later check refused it: nothing may stay.
      if (key) await this.remove(key);
      // The check's refusal is the answer, even when aborting the parts failed in its wake.
      throw upload.failure() ?? error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStoredKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async probe(signal: AbortSignal): Promise<void> {
    // One HEAD of the bucket: it exists and these credentials reach it.
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
  }

  async stat(key: string): Promise<FileInfo | undefined> {
    if (!isStoredKey(key)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        mime: mimeOfKey(key),
        modified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    if (!isStoredKey(key)) throw new Error(`not a stored key: ${key}`);
    const get = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(range && { Range: `bytes=${range.start}-${range.end}` }),
    });
    // Removed since its stat (another process deleted it): a 404, not a failed reply.
    const reply = await this.client.send(get).catch((error: unknown) => {
      throw isMissing(error) ? new AppError('NOT_FOUND', 'Not found') : error;
    });
    return reply.Body as Readable;
  }

  async *list(): AsyncIterable<{ key: string; modified: Date }> {
    for (const prefix of ['public/', 'private/']) {
      let token: string | undefined;
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStoredKey(object.Key)) {
            yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  }

  async write(key: string, source: Readable): Promise<void> {
    if (!isStoredKey(key)) throw new Error(`not a stored key: ${key}`);
    const params = { Bucket: this.bucket, Key: key, Body: source, ContentType: mimeOfKey(key) };
    await new Upload({ client: this.client, params, partSize, queueSize }).done();
  }
}

/** The store `config` names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads on disk. */
export function openStorage(config: { dataDir: string; s3: S3Settings | undefined }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}
