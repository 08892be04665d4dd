import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codes } from '../../test/helpers.js';
import {
  validatePaymentUpload,
  validatePhotoFile,
  validatePhotoSet,
  validatePhotoUpload,
  validateTaxDocument,
  type PhotoFileInput,
} from './files.js';
import {
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
} from '../constants.js';
import { localizeFieldErrors } from '../field-errors.js';

const MB = 1024 * 1024;
const photo = (patch: Partial<PhotoFileInput> = {}): PhotoFileInput => ({
  name: 'lobby.jpg',
  type: 'image/jpeg',
  size: MB,
  width: 1600,
  height: 1200,
  ...patch,
});

describe("SPEC 9's image constants were taken (issue 11), not the stricter texts of SPEC 5", () => {
  it('5 MB per photo, 100000 bytes minimum, 400 to 4000 px, 25 MB and 20 files per upload', () => {
    expect(IMAGE_MAX_FILE_BYTES).toBe(5_242_880);
    expect(IMAGE_MIN_FILE_BYTES).toBe(100_000);
    expect(IMAGE_MIN_DIMENSION_PX).toBe(400);
    expect(IMAGE_MAX_TOTAL_BYTES).toBe(26_214_400);
  });
});

describe('validatePhotoFile (SPEC 5, 8)', () => {
  it.each([
    ['valid', {}, {}],
    ['jpeg extension', { name: 'a.JPEG' }, {}],
    ['png', { name: 'a.png', type: 'image/png' }, { file: 'photo.type' }],
    ['jpg name with png content', { type: 'image/png' }, { file: 'photo.type' }],
    ['no extension', { name: 'lobby' }, { file: 'photo.type' }],
    ['4 MB (above the old 2 MB text)', { size: 4 * MB }, {}],
    ['exactly 5 MB', { size: 5 * MB }, {}],
    ['over 5 MB', { size: 5 * MB + 1 }, { file: 'photo.tooLarge' }],
    ['exactly 100000 bytes', { size: 100_000 }, {}],
    ['150 KB (under the old 300 KB text)', { size: 150 * 1024 }, {}],
    ['under 100000 bytes', { size: 99_999 }, { file: 'photo.tooSmall' }],
    ['399 px wide', { width: 399 }, { file: 'photo.resolution' }],
    ['400x400', { width: 400, height: 400 }, {}],
    ['630x530 (under the old 800 px text)', { width: 630, height: 530 }, {}],
    ['4000x4000', { width: 4000, height: 4000 }, {}],
    ['4001 high', { height: 4001 }, { file: 'photo.resolution' }],
    ['unknown resolution is left to the server', { width: null, height: null }, {}],
  ])('%s', (_name, patch, expected) => {
    expect(codes(validatePhotoFile(photo(patch)))).toEqual(expected);
  });

  it('says the limit in the message', () => {
    const [message] = localizeFieldErrors(validatePhotoFile(photo({ size: 6 * MB })), { lang: 'en' });
    expect(message?.message).toBe('The photo is too large (max 5 MB)');
    const [small] = localizeFieldErrors(validatePhotoFile(photo({ size: 50_000 })), { lang: 'en' });
    expect(small?.message).toContain('(min 100 KB)');
    const [total] = localizeFieldErrors(
      validatePhotoUpload(Array.from({ length: 6 }, () => photo({ size: 5 * MB }))),
      { lang: 'en' },
    );
    expect(total?.message).toContain('25 MB');
  });

  it('accepts a JPEG exactly when size and both sides are inside the limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 * MB }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        (size, width, height) => {
          const ok =
            size >= 100_000 && size <= 5 * MB && [width, height].every((px) => px >= 400 && px <= 4000);
          expect(validatePhotoFile(photo({ size, width, height })).length === 0).toBe(ok);
        },
      ),
    );
  });
});

describe('validatePhotoUpload', () => {
  it.each([
    ['20 files', Array.from({ length: 20 }, () => photo()), {}],
    ['21 files', Array.from({ length: 21 }, () => photo()), { files: 'photo.tooMany' }],
    [
      '7 x 4 MB = 28 MB',
      Array.from({ length: 7 }, () => photo({ size: 4 * MB })),
      { files: 'photo.totalTooLarge' },
    ],
    ['6 x 4 MB = 24 MB', Array.from({ length: 6 }, () => photo({ size: 4 * MB })), {}],
    ['5 x 5 MB = 25 MB exactly', Array.from({ length: 5 }, () => photo({ size: 5 * MB })), {}],
    [
      'one bad file among good ones',
      [photo(), photo({ name: 'x.gif', type: 'image/gif' })],
      { 'files.1': 'photo.type' },
    ],
  ])('%s', (_name, files, expected) => {
    expect(codes(validatePhotoUpload(files))).toEqual(expected);
  });
});

describe('validatePhotoSet (registration: 3 photos, 2 for a non-hotel unit, a main photo)', () => {
  it.each([
    ['hotel with 3 and a main', 'HOTEL' as const, [{ isMain: true }, {}, {}], {}],
    ['hotel with 2', 'HOTEL' as const, [{ isMain: true }, {}], { photos: 'photo.tooFew' }],
    ['unit with 2', 'NHA' as const, [{ isMain: true }, {}], {}],
    ['unit with 1', 'NHA' as const, [{ isMain: true }], { photos: 'photo.tooFew' }],
    ['no main photo', 'HOTEL' as const, [{}, {}, {}], { photos: 'photo.mainRequired' }],
  ])('%s', (_name, accommodationType, photos, expected) => {
    expect(codes(validatePhotoSet({ accommodationType, photos }))).toEqual(expected);
  });
});

describe('tax document (JPG/JPEG/PNG/PDF, 5 MB) and payment upload (2 MB)', () => {
  it.each([
    ['pdf', { name: 'npwp.pdf', type: 'application/pdf', size: MB }, {}],
    ['png', { name: 'npwp.png', type: 'image/png', size: MB }, {}],
    ['5 MB', { name: 'npwp.jpg', size: 5 * MB }, {}],
    ['over 5 MB', { name: 'npwp.jpg', size: 5 * MB + 1 }, { taxAccountDocument: 'document.tooLarge' }],
    ['docx', { name: 'npwp.docx', size: 10 }, { taxAccountDocument: 'document.type' }],
  ])('tax %s', (_name, file, expected) => {
    expect(codes(validateTaxDocument(file))).toEqual(expected);
  });

  it.each([
    ['2 MB', 2 * MB, {}],
    ['over 2 MB', 2 * MB + 1, { file: 'document.tooLarge' }],
  ])('payment %s', (_name, size, expected) => {
    expect(codes(validatePaymentUpload({ name: 'proof.pdf', size }))).toEqual(expected);
  });
});
