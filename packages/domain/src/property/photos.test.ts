import { describe, expect, it } from 'vitest';
import { checkPhotoFile, checkUploadBatch, photosStillNeeded, sniffImageType } from './photos.js';

const jpeg = { type: 'image/jpeg', bytes: 1_000_000, width: 1600, height: 1200 };
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
    ['5 MB + 1 byte', { ...jpeg, bytes: 5_242_881 }, ['PHOTO_TOO_LARGE']],
    ['exactly 5 MB', { ...jpeg, bytes: 5_242_880 }, []],
    ['99999 bytes', { ...jpeg, bytes: 99_999 }, ['PHOTO_TOO_SMALL']],
    ['exactly 100000 bytes', { ...jpeg, bytes: 100_000 }, []],
    ['399 px wide', { ...jpeg, width: 399 }, ['PHOTO_RESOLUTION']],
    ['4001 px high', { ...jpeg, height: 4001 }, ['PHOTO_RESOLUTION']],
    ['400 x 4000', { ...jpeg, width: 400, height: 4000 }, []],
    ['small and tiny', { ...jpeg, bytes: 10, width: 100 }, ['PHOTO_TOO_SMALL', 'PHOTO_RESOLUTION']],
    ['size unknown', { ...jpeg, width: null, height: null }, []],
  ] as const)('%s', (_what, file, expected) => {
    expect(codes(checkPhotoFile(file))).toEqual(expected);
  });
});

describe('checkUploadBatch', () => {
  const files = (n: number, bytes = 1_000_000) => Array.from({ length: n }, () => ({ bytes }));
  it.each([
    ['20 files', files(20), []],
    ['21 files', files(21), ['PHOTO_TOO_MANY_FILES']],
    ['25 MB exactly', files(5, 5_242_880), []],
    ['over 25 MB', files(6, 5_000_000), ['PHOTO_TOTAL_TOO_LARGE']],
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
