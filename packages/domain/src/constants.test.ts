import { describe, expect, it } from 'vitest';
import * as C from './constants.js';

describe('constants (SPEC 9)', () => {
  it.each<[keyof typeof C, unknown]>([
    ['COOKIE_MAX_AGE_SECONDS', 1296000],
    [
      'COOKIE',
      { ACCESS_TOKEN: 'access_token', REFRESH_TOKEN: 'refresh_token', LANG: 'lang', CURRENCY: 'currency' },
    ],
    ['ACCESS_TOKEN_TTL_SECONDS', 900],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['TOAST_HIDE_DELAY_MS', 300],
    ['TOAST_TIMEOUT_MS', 5000],
    ['REQUEST_TIMEOUT_MS', 30000],
    ['CRASH_REPORT_TIMEOUT_MS', 60000],
    ['IMAGE_MAX_FILE_BYTES', 5242880],
    ['IMAGE_MIN_FILE_BYTES', 100000],
    ['IMAGE_MAX_TOTAL_BYTES', 26214400],
    ['IMAGE_MIN_DIMENSION_PX', 400],
    ['IMAGE_MAX_DIMENSION_PX', 4000],
    ['IMAGE_MAX_FILES_PER_UPLOAD', 20],
    ['MAX_ARRANGEMENT', 3],
    ['MAX_BED_ROOM', 6],
    ['MAX_AMOUNT_ROOM', 25],
    ['DOMESTIC_COUNTRY_ID', 1],
    ['INDONESIAN_ENTITY', 1],
    ['PROPERTY_LIST_IDS', [99999, 19, 100003, 100010]],
    ['ENABLE_NHA', true],
    ['DEFAULT_LANGUAGE_ID', 'id'],
    ['DEFAULT_CURRENCY', 'IDR'],
    ['DEFAULT_CHANNEL', 'DESKTOP'],
    ['OTP_LENGTH', 4],
    ['OTP_MAX_ATTEMPTS', 3],
    ['GUEST_CONTACT_OTP_VALIDITY_MINUTES', 10],
    ['PIN_LENGTH', 6],
    ['PIN_MAX_ATTEMPTS', 5],
    ['PASSWORD_MIN_LENGTH', 8],
    ['PASSWORD_HISTORY', 5],
    ['BLACKOUT_MAX_DAYS_PER_YEAR', 30],
    ['COMPETITIVE_SET_MIN', 15],
    ['COMPETITIVE_SET_MAX', 30],
    ['COMPETITIVE_SET_LOCK_DAYS', 30],
    ['INSURANCE_CLAIM_LIMIT_IDR', 525000000],
    ['FEATURE_IDS', [11, 14, 10, 16, 43, 72, 77, 485, 483, 529, 1490]],
    [
      'NEW_LABEL_DATES',
      {
        INSURANCE: '2021-06-22',
        ANALYTICS: '2024-03-01',
        COMPETITIVE_SET: '2024-03-01',
        AVERAGE_DAILY_RATE: '2024-03-01',
        PRICE_SIMULATION: '2023-10-25',
      },
    ],
  ])('%s = %j', (name, value) => {
    expect(C[name]).toEqual(value);
  });

  it('takes the image constants of SPEC 9, not the stricter screen texts (issue 11)', () => {
    expect(C.IMAGE_MAX_FILE_BYTES).toBeGreaterThan(2 * 1024 * 1024);
    expect(C.IMAGE_MIN_FILE_BYTES).toBeLessThan(300 * 1024);
    expect(C.IMAGE_MIN_DIMENSION_PX).toBeLessThan(800);
    expect(C.IMAGE).toEqual({
      MAX_FILE_BYTES: 5242880,
      MIN_FILE_BYTES: 100000,
      MAX_TOTAL_BYTES: 26214400,
      MIN_DIMENSION_PX: 400,
      MAX_DIMENSION_PX: 4000,
      MAX_FILES_PER_UPLOAD: 20,
    });
  });

  it('picks the stricter of two spec values', () => {
    expect(C.PASSWORD_MIN_LENGTH).toBe(Math.max(7, 8));
    expect(C.PASSWORD_REQUIRES_SPECIAL_CHARACTER).toBe(true);
  });

  it('names every feature id of SPEC 6 exactly once', () => {
    expect(Object.values(C.FEATURE).sort((a, b) => a - b)).toEqual([...C.FEATURE_IDS].sort((a, b) => a - b));
  });

  it.each([
    [100, 'GOOD'],
    [65, 'GOOD'],
    [64.9, 'IMPROVE'],
    [35, 'IMPROVE'],
    [34, 'POOR'],
    [0, 'POOR'],
  ] as const)('chat response rate %d%% is %s', (rate, level) => {
    expect(C.chatResponseRateLevel(rate)).toBe(level);
  });

  it.each([
    [0, 'GOOD'],
    [11.9, 'GOOD'],
    [12, 'IMPROVE'],
    [24, 'IMPROVE'],
    [24.1, 'POOR'],
  ] as const)('chat response time %d h is %s', (hours, level) => {
    expect(C.chatResponseTimeLevel(hours)).toBe(level);
  });

  it.each([
    ['2024-03-01', '2024-03-01', 90, true],
    ['2024-03-01', '2024-05-29', 90, true],
    ['2024-03-01', '2024-05-30', 90, false],
    ['2024-03-01', '2024-02-29', 90, false],
    ['bad', '2024-03-01', 90, false],
  ] as const)('isNewLabelShown(%s, %s, %i) = %s', (since, today, days, out) => {
    expect(C.isNewLabelShown(since, today, days)).toBe(out);
  });
});
