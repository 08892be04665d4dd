#!/usr/bin/env node
// Benchmark of the photo gallery (issue 11, `pnpm bench`), one JSON line:
//   photos.upload20  wall time to upload and process 20 photos of 3000 x 2000 px through the running server
//                    (POST /api/v1/hotels/{hotelId}/photos, multipart; each photo turned upright, stripped and
//                    stored as three variants), from the first byte sent to the last answer (target <= 5000 ms).
//                    The photos are made with sharp from noise at the highest JPEG quality that stays within
//                    the per-file limit of @extranet/domain, aiming at about 4 MB each; they go in as few
//                    uploads as the per-upload limits allow (20 files, 25 MB), one upload after the other.
//                    `mb_per_photo` and `uploads` say what was measured.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_FILE_BYTES, IMAGE_MAX_FILES_PER_UPLOAD, IMAGE_MAX_TOTAL_BYTES } from '@extranet/domain';
import { runner, startServer, stopServer, waitReady } from './server-process.mjs';

const PHOTOS = 20;
const WIDTH = 3000;
const HEIGHT = 2000;
const AIM_BYTES = 4 * 1024 * 1024;
const HOTEL = 1001;
const round = (n) => Math.round(n * 10) / 10;

/** A photo-like image: noise at a quarter of the size, enlarged (soft detail), plus fine grain. */
async function photo(quality) {
  const small = await sharp(randomBytes((WIDTH / 4) * (HEIGHT / 4) * 3), {
    raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(WIDTH * HEIGHT * 3);
  for (let i = 0; i < small.length; i += 1) small[i] = (small[i] + (grain[i] & 0x3f) - 32) & 0xff;
  return sharp(small, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** The highest quality whose photo is at most the aim (and within the per-file limit). */
async function makePhotos() {
  const limit = Math.min(AIM_BYTES, IMAGE_MAX_FILE_BYTES - 16 * 1024);
  let quality = 95;
  while (quality > 30 && (await photo(quality)).length > limit) quality -= 5;
  const photos = [];
  while (photos.length < PHOTOS) {
    const bytes = await photo(quality);
    if (bytes.length <= IMAGE_MAX_FILE_BYTES) photos.push(bytes);
  }
  return photos;
}

/** Photos split into uploads within the per-upload limits, in order. */
function batches(photos) {
  const out = [];
  let current = [];
  let total = 0;
  for (const p of photos) {
    if (current.length === IMAGE_MAX_FILES_PER_UPLOAD || total + p.length > IMAGE_MAX_TOTAL_BYTES) {
      out.push(current);
      current = [];
      total = 0;
    }
    current.push(p);
    total += p.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-photos-'));
const port = 40_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
let child;
try {
  const photos = await makePhotos();
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
  const upload = async (files) => {
    const form = new FormData();
    files.forEach((bytes, i) => form.append('files', new Blob([bytes], { type: 'image/jpeg' }), `p${i}.jpg`));
    const response = await fetch(`${base}/api/v1/hotels/${HOTEL}/photos`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      body: form,
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${body.slice(0, 300)}`);
  };

  // Warm-up (JIT, sharp's first decode, the database's plans): one photo, not measured.
  await upload([photos[0]]);
  const uploads = batches(photos.slice(0));
  const t0 = performance.now();
  for (const files of uploads) await upload(files);
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
      uploads: uploads.length,
      per_photo_ms: round(ms / PHOTOS),
      runner,
    }),
  );
} finally {
  if (child) await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
