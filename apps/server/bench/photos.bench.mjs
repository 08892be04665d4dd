#!/usr/bin/env node
// Benchmark of the photo gallery (issue 11, `pnpm bench`), one JSON line:
//   photos.upload20  wall time to upload and process 20 photos of 3000 x 2000 px, about 4 MB each, through the
//                    running server as the photo gallery page sends them: one photo per request
//                    (POST /api/v1/hotels/{hotelId}/photos, multipart field `files`), two requests at a time
//                    (CONCURRENCY of apps/extranet/src/features/property/photos/use-upload-queue.ts); each photo
//                    turned upright, stripped and stored as three variants. From the first byte sent to the last
//                    answer (target <= 5000 ms for 20 x 4 MB). The photos are noise made with sharp at JPEG
//                    quality 95 (lowered only if a photo would pass the per-file limit IMAGE_MAX_FILE_BYTES);
//                    `mb_per_photo`, `quality` and `requests` say what was measured.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_FILE_BYTES } from '@extranet/domain';
import { runner, startServer, stopServer, waitReady } from './server-process.mjs';

const PHOTOS = 20;
const WIDTH = 3000;
const HEIGHT = 2000;
/** Requests in flight at once, as the page sends them. */
const PAGE_CONCURRENCY = 2;
const HOTEL = 1001;
const round = (n) => Math.round(n * 10) / 10;

/** A photo-like image: noise at a quarter of the size, enlarged (soft detail), plus a fine grain. */
async function photo(quality) {
  const small = await sharp(randomBytes((WIDTH / 4) * (HEIGHT / 4) * 3), {
    raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(WIDTH * HEIGHT * 3);
  // ±8 of grain: at quality 95 a photo is about 4 MB (3.9 to 4.0 MiB).
  for (let i = 0; i < small.length; i += 1)
    small[i] = Math.max(0, Math.min(255, small[i] + (grain[i] & 0x0f) - 8));
  return sharp(small, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** Quality 95, or the highest below it whose photo stays within the per-file limit (with a margin). */
async function makePhotos() {
  const limit = IMAGE_MAX_FILE_BYTES - 64 * 1024;
  let quality = 95;
  while (quality > 30 && (await photo(quality)).length > limit) quality -= 1;
  const photos = [];
  while (photos.length < PHOTOS) {
    const bytes = await photo(quality);
    if (bytes.length <= IMAGE_MAX_FILE_BYTES) photos.push(bytes);
  }
  return { photos, quality };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function bounded(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-photos-'));
const port = 40_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
let child;
try {
  const { photos, quality } = await makePhotos();
  child = startServer(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OBJECT_STORAGE_URL: '',
  });
  await waitReady(base, child, { timeoutMs: 180_000 });
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.extranet', password: 'Extranet#2026' }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let sent = 0;
  const upload = async (bytes) => {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type: 'image/jpeg' }), `photo-${++sent}.jpg`);
    const response = await fetch(`${base}/api/v1/hotels/${HOTEL}/photos`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body.slice(0, 300)}`);
  };

  // Warm-up (JIT, sharp's first decode, the database's plans): one photo, not measured.
  const warmUp = await photo(quality);
  await upload(warmUp);
  const t0 = performance.now();
  await bounded(photos, PAGE_CONCURRENCY, upload);
  const ms = performance.now() - t0;
  const mb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / (1024 * 1024);
  console.log(
    JSON.stringify({
      name: 'photos.upload20',
      unit: 'ms',
      value: round(ms),
      target: 5000,
      photos: PHOTOS,
      mb_per_photo: round(mb),
      quality,
      requests: PHOTOS,
      concurrency: PAGE_CONCURRENCY,
      per_photo_ms: round(ms / PHOTOS),
      runner,
    }),
  );
} finally {
  if (child) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
