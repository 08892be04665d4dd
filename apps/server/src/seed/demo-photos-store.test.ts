/**
 * The seed's demo photos go into the store of the configuration, as uploads do: the disk under DATA_DIR/media,
 * or the S3-compatible object storage of OBJECT_STORAGE_URL (s3rver on a free port).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../modules/media/storage.js';
import { prepareDemoPhotos, withConfiguredPhotoStore } from './demo-photos.js';
import { useMachineClock } from '../../test/clock.js';

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

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seed-photos-disk-'));
const s3dir = mkdtempSync(path.join(os.tmpdir(), 'seed-photos-s3-'));
let s3: S3rver;
let s3Url = '';

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
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3dir, { recursive: true, force: true });
});

describe('demo photos in the configured store', () => {
  it('are files under DATA_DIR/media without OBJECT_STORAGE_URL', async () => {
    const prepared = await withConfiguredPhotoStore(
      { dataDir, objectStorageUrl: undefined },
      prepareDemoPhotos,
    );
    const keys = prepared.flatMap((p) => Object.values(p.processed.variants).map((v) => v.key));
    expect(keys.length).toBe(prepared.length * 3);
    for (const key of keys) expect(existsSync(path.join(dataDir, 'media', ...key.split('/')))).toBe(true);
  });

  it('are objects of the bucket with OBJECT_STORAGE_URL', async () => {
    const prepared = await withConfiguredPhotoStore({ dataDir, objectStorageUrl: s3Url }, prepareDemoPhotos);
    const reader = new S3Storage(s3Url);
    try {
      for (const { processed } of prepared) {
        const stored = await reader.get(processed.variants.thumb.key);
        expect(Buffer.from(stored!).equals(processed.variants.thumb.bytes)).toBe(true);
      }
    } finally {
      reader.close();
    }
  });
});
