/**
 * Both stores behind PhotoStorage: the local disk, and S3-compatible object storage (s3rver on a free port).
 * The same behaviour is asked of each: put, get, replace, delete, missing keys, and keys that are not keys.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPhotoStorage,
  DiskStorage,
  parseObjectStorageUrl,
  S3Storage,
  type PhotoStorage,
} from './storage.js';
import { useMachineClock } from '../../../test/clock.js';

const KEY = '1001/0123456789abcdef-large.jpg';
const OTHER = '1001/0123456789abcdef-thumb.jpg';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function behavesAsAStore(name: string, make: () => PhotoStorage) {
  describe(name, () => {
    it('gives back what was put, replaces it, and forgets it when deleted', async () => {
      const store = make();
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
      await store.put(KEY, bytes, 'image/jpeg');
      expect(Buffer.from((await store.get(KEY))!)).toEqual(Buffer.from(bytes));
      await store.put(KEY, new Uint8Array([9, 9]), 'image/jpeg');
      expect([...(await store.get(KEY))!]).toEqual([9, 9]);
      await store.delete(KEY);
      expect(await store.get(KEY)).toBeNull();
    });

    it('a missing key is null, and deleting it is not an error', async () => {
      const store = make();
      expect(await store.get(OTHER)).toBeNull();
      await expect(store.delete(OTHER)).resolves.toBeUndefined();
    });

    it.each([
      '../etc/passwd',
      '1001/../../x.jpg',
      '/1001/0123456789abcdef-large.jpg',
      '1001/ABC-large.jpg',
      '',
    ])('refuses %j as a key', async (key) => {
      const store = make();
      await expect(store.put(key, new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Not a storage key/);
      await expect(store.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Not a storage key/);
    });
  });
}

const disk = mkdtempSync(path.join(os.tmpdir(), 'media-disk-'));
const s3dir = mkdtempSync(path.join(os.tmpdir(), 'media-s3-'));
let s3: S3rver;
let s3Url = '';
const s3Stores: S3Storage[] = [];

useMachineClock();

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  await s3.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/photos`;
});

afterAll(async () => {
  for (const store of s3Stores) store.close();
  await s3?.close();
  rmSync(disk, { recursive: true, force: true });
  rmSync(s3dir, { recursive: true, force: true });
});

behavesAsAStore('disk', () => new DiskStorage(disk));
behavesAsAStore('S3-compatible (s3rver)', () => {
  const store = new S3Storage(s3Url);
  s3Stores.push(store);
  return store;
});

describe('choosing the store', () => {
  it('is the disk under DATA_DIR/media without OBJECT_STORAGE_URL, with no temporary file left', async () => {
    const store = createPhotoStorage({ dataDir: disk, objectStorageUrl: undefined });
    expect(store).toBeInstanceOf(DiskStorage);
    await store.put(KEY, new Uint8Array([1]), 'image/jpeg');
    expect(readdirSync(path.join(disk, 'media', '1001'))).toEqual(['0123456789abcdef-large.jpg']);
  });

  it('is S3 with OBJECT_STORAGE_URL, whose parts say endpoint, bucket, credentials and region', () => {
    const store = createPhotoStorage({ dataDir: disk, objectStorageUrl: s3Url });
    expect(store).toBeInstanceOf(S3Storage);
    (store as S3Storage).close();
    expect(
      parseObjectStorageUrl('https://k%2Fey:s%40cret@s3.example.com:9000/bucket-1?region=ap-southeast-3'),
    ).toEqual({
      endpoint: 'https://s3.example.com:9000',
      bucket: 'bucket-1',
      region: 'ap-southeast-3',
      credentials: { accessKeyId: 'k/ey', secretAccessKey: 's@cret' },
    });
    expect(() => parseObjectStorageUrl('http://k:s@host:1/')).toThrow(/bucket/);
  });
});
