// Property tests for the length and number bounds of SPEC 5 that the per-validator tables check only at
// their edges: each bound holds for every value, not just the ones in a table.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldError } from '../field-errors.js';
import { validate } from '../engine.js';
import { validateAddOn, validateAnnouncement } from './content.js';
import { validateRoom } from './property.js';
import { validateChildrenRatePlan, validateStayLimits } from './rates.js';
import { validateFreeNight } from './promotion.js';
import { validateMerchantCategoryCode, validateOtp } from './security.js';

const hasErrorOn = (errors: FieldError[], field: string) => errors.some((error) => error.field === field);

const addOn = (name: string, description: string) =>
  validateAddOn({
    name: { id: name, en: 'Breakfast' },
    description: { id: description, en: '' },
    category: 'MEAL',
    priceType: 'PER_ITEM',
    status: true,
    photoId: 1,
  });

describe.each<[string, number, number, (text: string) => FieldError[], string]>([
  [
    'announcement title',
    0,
    88,
    (s) =>
      validateAnnouncement({
        startDate: '2026-01-01',
        endDate: '2026-01-02',
        title: s,
        text: { id: 'abcde', en: 'abcde' },
      }),
    'title',
  ],
  ['add-on name', 1, 80, (s) => addOn(s, ''), 'name.id'],
  ['add-on description', 0, 200, (s) => addOn('Sarapan', s), 'description.id'],
  [
    'room description',
    0,
    1000,
    (s) => validateRoom({ name: 'Deluxe', adultOccupancy: 2, description: s }),
    'description',
  ],
  ['children rate plan name', 3, 100, (s) => validateChildrenRatePlan({ name: s, prices: [] }), 'name'],
])('%s: %i to %i characters', (_name, min, max, run, field) => {
  it('holds for every length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: max + 20 }), (length) => {
        const ok = length >= min && length <= max;
        expect(hasErrorOn(run('a'.repeat(length)), field)).toBe(!ok);
      }),
      { numRuns: 150 },
    );
  });
});

describe('number bounds', () => {
  it('length of stay: 1 to 365 nights with min <= max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), fc.integer({ min: -5, max: 400 }), (min, max) => {
        const ok = min >= 1 && max <= 365 && min <= max;
        expect(validateStayLimits({ lengthOfStay: { min, max } }).length === 0).toBe(ok);
      }),
    );
  });

  it('free nights: at most 365 and fewer than the minimum nights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        (minimumNights, freeNights) => {
          const ok =
            minimumNights >= 2 && minimumNights <= 365 && freeNights >= 1 && freeNights < minimumNights;
          expect(validateFreeNight({ minimumNights, freeNights }).length === 0).toBe(ok);
        },
      ),
    );
  });

  it('OTP and merchant category code: exactly 4 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), (code) => {
        expect(validateOtp(code).length === 0).toBe(code.length === 4);
        expect(validateMerchantCategoryCode(code).length === 0).toBe(code.length === 4);
      }),
    );
  });

  it('minNonEmpty:n passes empty values and numbers >= n only', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
        fc.integer({ min: -1000, max: 1000 }),
        (v, n) => {
          const value = v === undefined ? '' : String(v);
          expect(validate(value, `minNonEmpty:${n}`).valid).toBe(v === undefined || v >= n);
        },
      ),
    );
  });

  it('max_currency:n reads IDR with dot thousands', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000_000), fc.nat(2_000_000_000), (amount, n) => {
        const idr = `Rp ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
        expect(validate(idr, `max_currency:${n}`).valid).toBe(amount <= n);
      }),
    );
  });
});
