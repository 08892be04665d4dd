import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_DIMENSION_PX as MAX_PX,
  IMAGE_MAX_FILE_BYTES as MAX_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD as MAX_FILES,
  IMAGE_MAX_TOTAL_BYTES as MAX_TOTAL,
  IMAGE_MIN_DIMENSION_PX as MIN_PX,
  IMAGE_MIN_FILE_BYTES as MIN_BYTES,
} from '../constants.js';
import { checkPhotoFile, checkUploadBatch, photosStillNeeded, sniffImageType } from './photos.js';

// The limits are the domain's constants (SPEC 9 and the texts of SPEC 5, the stricter value): the cases are
// built from them, so they hold whichever value the product settles on.
const jpeg = { type: 'image/jpeg', bytes: MIN_BYTES + 1000, width: MIN_PX + 100, height: MIN_PX + 50 };
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe('sniffImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a], 'image/png'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    [[0xff, 0xd8], null],
    [[0x25, 0x50, 0x44, 0x46], null],
    [[], null],
  ])('%j -> %s', (bytes, expected) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(expected);
  });
});

describe('checkPhotoFile', () => {
  it.each([
    ['a good JPEG', jpeg, []],
    ['a PNG', { ...jpeg, type: 'image/png' }, ['PHOTO_WRONG_TYPE']],
    ['no type', { ...jpeg, type: null }, ['PHOTO_WRONG_TYPE']],
    ['the maximum + 1 byte', { ...jpeg, bytes: MAX_BYTES + 1 }, ['PHOTO_TOO_LARGE']],
    ['exactly the maximum', { ...jpeg, bytes: MAX_BYTES }, []],
    ['the minimum - 1 byte', { ...jpeg, bytes: MIN_BYTES - 1 }, ['PHOTO_TOO_SMALL']],
    ['exactly the minimum', { ...jpeg, bytes: MIN_BYTES }, []],
    ['1 px too narrow', { ...jpeg, width: MIN_PX - 1 }, ['PHOTO_RESOLUTION']],
    ['1 px too high', { ...jpeg, height: MAX_PX + 1 }, ['PHOTO_RESOLUTION']],
    ['smallest x largest side', { ...jpeg, width: MIN_PX, height: MAX_PX }, []],
    ['small and tiny', { ...jpeg, bytes: 10, width: 100 }, ['PHOTO_TOO_SMALL', 'PHOTO_RESOLUTION']],
    ['size unknown', { ...jpeg, width: null, height: null }, []],
  ] as const)('%s', (_what, file, expected) => {
    expect(codes(checkPhotoFile(file))).toEqual(expected);
  });
});

describe('checkUploadBatch', () => {
  const files = (n: number, bytes = MIN_BYTES) => Array.from({ length: n }, () => ({ bytes }));
  it.each([
    ['the most files', files(MAX_FILES), []],
    ['one file more', files(MAX_FILES + 1), ['PHOTO_TOO_MANY_FILES']],
    ['exactly the total', [...files(1, MAX_TOTAL - MIN_BYTES), ...files(1)], []],
    [
      '1 byte over the total',
      [...files(1, MAX_TOTAL - MIN_BYTES + 1), ...files(1)],
      ['PHOTO_TOTAL_TOO_LARGE'],
    ],
    ['none', [], []],
  ] as const)('%s', (_what, batch, expected) => {
    expect(codes(checkUploadBatch(batch))).toEqual(expected);
  });
});

describe('photosStillNeeded', () => {
  it.each([
    [0, 3, 3],
    [2, 3, 1],
    [5, 3, 0],
    [1, undefined, 0],
    [0, null, 0],
  ])('%s photos, minimum %s -> %s', (count, minimum, expected) => {
    expect(photosStillNeeded(count, minimum)).toBe(expected);
  });
});
