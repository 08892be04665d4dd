/**
 * Photo processing with sharp: read what a file is (type by its bytes, pixel size), then turn it upright
 * (EXIF orientation), drop every piece of metadata (EXIF, GPS, ICC...) and write the variants of
 * PHOTO_VARIANTS as JPEG. The large variant is made from the upload; medium and thumb from the large one
 * (a smaller decode). Keys are content-hashed: the same photo always gets the same keys.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_VARIANTS, sniffImageType, type PhotoFileFacts, type PhotoVariant } from '@extranet/domain';

/** Hex digits of the content hash in a key. */
const KEY_HASH_LENGTH = 16;
// Baseline JPEG: a progressive one costs three to four times the encoding time for a few percent of bytes.
const JPEG_QUALITY = 82;

/** Uploads processed at once: one per core (the machine's cores are shared by every request). */
export const PROCESSING_CONCURRENCY = Math.max(1, Math.min(4, os.availableParallelism()));

// One libvips thread per image: parallelism comes from processing several photos at once.
sharp.concurrency(1);
// The cache keeps decoded inputs around for repeated operations; every upload is new.
sharp.cache(false);

/** What a file is, for checkPhotoFile: its type by the bytes, its pixel size as stored. */
export async function photoFacts(bytes: Uint8Array): Promise<PhotoFileFacts> {
  const type = sniffImageType(bytes.subarray(0, 12));
  if (type !== 'image/jpeg') return { bytes: bytes.length, width: null, height: null, type };
  try {
    const meta = await sharp(bytes).metadata();
    return { bytes: bytes.length, width: meta.width ?? null, height: meta.height ?? null, type };
  } catch {
    return { bytes: bytes.length, width: null, height: null, type };
  }
}

export interface ProcessedPhoto {
  /** sha256 of the uploaded bytes, hex. */
  contentHash: string;
  /** Size of the upright photo. */
  width: number;
  height: number;
  bytes: number;
  variants: Record<PhotoVariant, { key: string; bytes: Buffer }>;
}

export const storageKey = (hotelId: number, contentHash: string, variant: PhotoVariant) =>
  `${hotelId}/${contentHash.slice(0, KEY_HASH_LENGTH)}-${variant}.jpg`;

const resize = (input: Sharp, side: number) =>
  input
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });

/**
 * The variants of one JPEG, upright and without metadata. Throws when the file cannot be decoded (a corrupt or
 * truncated JPEG): the caller refuses it as PHOTO_UNREADABLE.
 */
export function processPhoto(hotelId: number, bytes: Uint8Array): Promise<ProcessedPhoto> {
  return processingSlots.run(() => variantsOf(hotelId, bytes));
}

async function variantsOf(hotelId: number, bytes: Uint8Array): Promise<ProcessedPhoto> {
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  // failOn 'warning' (the default): a truncated or damaged JPEG is refused rather than stored half grey.
  const large = await resize(sharp(bytes).rotate(), PHOTO_VARIANTS.large);
  const [medium, thumb] = await Promise.all([
    resize(sharp(large.data), PHOTO_VARIANTS.medium),
    resize(sharp(large.data), PHOTO_VARIANTS.thumb),
  ]);
  const upright = await sharp(bytes).rotate().metadata();
  const swapped = (upright.orientation ?? 1) >= 5;
  const width = (swapped ? upright.height : upright.width) ?? large.info.width;
  const height = (swapped ? upright.width : upright.height) ?? large.info.height;
  const made = { large, medium, thumb };
  const variants = Object.fromEntries(
    (Object.keys(PHOTO_VARIANTS) as PhotoVariant[]).map((v) => [
      v,
      { key: storageKey(hotelId, contentHash, v), bytes: made[v].data },
    ]),
  ) as ProcessedPhoto['variants'];
  return { contentHash, width, height, bytes: bytes.length, variants };
}

/** At most `limit` holders at a time; the others wait in line (first come, first served). */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(limit: number) {
    this.free = limit;
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}

/**
 * Photos decoded and encoded at once in this process, whatever the number of uploads at the same time (the app
 * sends two at once per user): the work never asks for more cores than there are.
 */
export const processingSlots = new Slots(PROCESSING_CONCURRENCY);

/** Runs `work` over `items` with at most `limit` at a time, answers in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
