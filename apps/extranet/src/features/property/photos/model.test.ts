import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
} from '@extranet/domain';
import { groupOf, movedOrder, planUpload, problemMessage, type Photo, type PhotoGallery } from './model';

const photo = (photoId: number): Photo => ({
  photoId,
  roomId: null,
  caption: '',
  isMain: false,
  sortOrder: photoId,
  width: 800,
  height: 600,
  bytes: 200_000,
  urls: { large: '', medium: '', thumb: '' },
  createdAt: '2027-02-28T16:30:00.000Z',
});

describe('movedOrder', () => {
  const photos = [photo(1), photo(2), photo(3)];
  it.each([
    [0, 1, [2, 1, 3]],
    [2, -1, [1, 3, 2]],
    [1, -1, [2, 1, 3]],
    [0, -1, null],
    [2, 1, null],
    [1, 0, null],
  ])('photo %s by %s -> %j', (index, delta, expected) => {
    expect(movedOrder(photos, index, delta)).toEqual(expected);
  });
});

describe('groupOf', () => {
  const gallery: PhotoGallery = {
    groups: [
      { roomId: null, name: null, photos: [photo(1)] },
      { roomId: 7, name: 'Deluxe', photos: [] },
    ],
  };
  it.each([
    [null, null],
    [undefined, null],
    [7, 7],
    [8, undefined],
  ])('%s -> group %s', (roomId, expected) => {
    expect(groupOf(gallery, roomId)?.roomId).toBe(expected);
  });
});

describe('planUpload', () => {
  const jpeg = { bytes: IMAGE_MAX_FILE_BYTES, type: 'image/jpeg', width: 1200, height: 900 };
  const fitInTotal = Math.floor(IMAGE_MAX_TOTAL_BYTES / IMAGE_MAX_FILE_BYTES);
  const codes = (plan: { code: string }[][]) => plan.map((p) => p.map((x) => x.code));
  it.each([
    ['good files', [jpeg, jpeg], [[], []]],
    ['a PNG among them', [jpeg, { ...jpeg, type: 'image/png' }], [[], ['PHOTO_WRONG_TYPE']]],
    ['a low resolution', [{ ...jpeg, width: IMAGE_MIN_DIMENSION_PX - 1 }], [['PHOTO_RESOLUTION']]],
    [
      'the file after the most files',
      Array.from({ length: IMAGE_MAX_FILES_PER_UPLOAD + 1 }, () => ({ ...jpeg, bytes: 1000 * 1000 })),
      [...Array.from({ length: IMAGE_MAX_FILES_PER_UPLOAD }, () => []), ['PHOTO_TOO_MANY_FILES']],
    ],
    [
      'the file past the total',
      Array.from({ length: fitInTotal + 1 }, () => jpeg),
      [...Array.from({ length: fitInTotal }, () => []), ['PHOTO_TOTAL_TOO_LARGE']],
    ],
    ['a refused file does not count', [{ ...jpeg, type: null }, jpeg], [['PHOTO_WRONG_TYPE'], []]],
  ] as const)('%s', (_what, files, expected) => {
    expect(codes(planUpload(files))).toEqual(expected);
  });
});

describe('problemMessage', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params)}`;
  it('shows sizes in MB or KB of the language, counts as numbers', () => {
    // Each limit in the unit its rule was set in: 5 x 1,048,576 bytes are 5 MB, 100,000 bytes 100 KB.
    expect(problemMessage(t, { code: 'PHOTO_TOO_LARGE', params: { max: 5_242_880 } }, 'en')).toBe(
      'errors.field.PHOTO_TOO_LARGE {"max":"5 MB"}',
    );
    expect(problemMessage(t, { code: 'PHOTO_TOO_SMALL', params: { min: 100_000 } }, 'id')).toBe(
      'errors.field.PHOTO_TOO_SMALL {"min":"100 KB"}',
    );
    expect(problemMessage(t, { code: 'PHOTO_TOO_MANY_FILES', params: { max: 20, count: 21 } }, 'id')).toBe(
      'errors.field.PHOTO_TOO_MANY_FILES {"max":20,"count":21}',
    );
  });
});
