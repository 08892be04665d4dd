/**
 * Where photo variants are kept, behind one interface: the local disk under `<DATA_DIR>/media` (default), or
 * S3-compatible object storage when OBJECT_STORAGE_URL is set (`http://key:secret@host:port/bucket`,
 * path-style requests, `?region=` optional). Keys are made by the server only (`<hotelId>/<hash>-<variant>.jpg`)
 * and checked against STORAGE_KEY before any use, so no key can name a path outside the store.
 */
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export interface PhotoStorage {
  /** Stores bytes under a key (replacing what was there). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deletes a key; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** The only keys a store accepts: a property id, 16 hex digits of the content hash, a variant. */
export const STORAGE_KEY = /^[1-9][0-9]{0,15}\/[0-9a-f]{16}-(?:large|medium|thumb)\.jpg$/;

/**
 * Keys of private documents (module tax-accounts): a property id, `tax/`, 32 hex digits, the type's extension.
 * Never served by GET /media (serve.ts accepts STORAGE_KEY only); the API serves them to members of the property.
 */
export const DOCUMENT_KEY = /^[1-9][0-9]{0,15}\/tax\/[0-9a-f]{32}\.(?:jpg|png|pdf)$/;

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key) && !DOCUMENT_KEY.test(key))
    throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/** Files under `root`: `<root>/<hotelId>/<hash>-<variant>.jpg`, written to a temporary name then renamed. */
export class DiskStorage implements PhotoStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

/** What OBJECT_STORAGE_URL says: endpoint, bucket, credentials and region. */
export function parseObjectStorageUrl(url: string) {
  const parsed = new URL(url);
  const bucket = decodeURIComponent(parsed.pathname.replace(/^\/+|\/+$/g, ''));
  if (!bucket || bucket.includes('/')) throw new Error('OBJECT_STORAGE_URL needs the bucket as its path');
  return {
    endpoint: `${parsed.protocol}//${parsed.host}`,
    bucket,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    credentials: {
      accessKeyId: decodeURIComponent(parsed.username),
      secretAccessKey: decodeURIComponent(parsed.password),
    },
  };
}

const isNoSuchKey = (error: unknown) =>
  error instanceof NoSuchKey ||
  (typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404));

/** Objects of one bucket of an S3-compatible store (path-style: works with MinIO, s3rver, Ceph...). */
export class S3Storage implements PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(url: string) {
    const { endpoint, bucket, region, credentials } = parseObjectStorageUrl(url);
    this.bucket = bucket;
    this.client = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : null;
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** The store the configuration asks for. */
export function createPhotoStorage(config: {
  dataDir: string;
  objectStorageUrl: string | undefined;
}): PhotoStorage {
  return config.objectStorageUrl
    ? new S3Storage(config.objectStorageUrl)
    : new DiskStorage(path.join(config.dataDir, 'media'));
}
