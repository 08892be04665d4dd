import { describe, expect, it } from 'vitest';
import { cancellationPolicyOf, cancellationTerms } from '../cancellation.js';
import { promotionCancellationPolicy, termsAfterPromotions } from './cancellation.js';

const stay = { checkIn: '2027-04-10', nightlyRates: [1_000_000, 1_000_000], totalPrice: 2_000_000 };
const ratePlanTerms = cancellationTerms(
  cancellationPolicyOf({ enabled: true, policy: 'FREE', daysBefore: 1, noShow: 'FIRST_NIGHT' }),
  'RATE_PLAN',
  { ...stay, timeZone: 'Asia/Jakarta' },
);
const NON_REFUNDABLE = { enabled: true, policy: 'NON_REFUNDABLE', noShow: 'FULL_STAY' };
const CUSTOM = { enabled: true, policy: 'CUSTOM', daysBefore: 3, chargeType: 'PERCENTAGE', percentage: 50 };

describe("a promotion's own cancellation policy", () => {
  it('comes from the applied line with its own policy that takes the most off (ties: the first)', () => {
    const applied = [
      { offerId: 'deal:1', amount: 100_000 },
      { offerId: 'deal:2', amount: 300_000 },
      { offerId: 'deal:3', amount: 300_000 },
      { offerId: 'loyalty:1:2', amount: 900_000 },
    ];
    expect(promotionCancellationPolicy(applied, {})).toBeNull();
    expect(
      promotionCancellationPolicy(applied, {
        'deal:1': NON_REFUNDABLE,
        'deal:3': CUSTOM,
        'deal:2': NON_REFUNDABLE,
      }),
    ).toMatchObject({ offerId: 'deal:2', policy: { policy: 'NON_REFUNDABLE' } });
    expect(
      promotionCancellationPolicy(applied, { 'deal:1': NON_REFUNDABLE, 'deal:3': CUSTOM }),
    ).toMatchObject({
      offerId: 'deal:3',
      policy: { policy: 'CUSTOM', percentage: 50, daysBefore: 3 },
    });
  });

  it('replaces the rate plan policy and prices the fees on what the guest pays', () => {
    const after = { checkIn: stay.checkIn, nightlyRates: [800_000, 800_000], totalPrice: 1_600_000 };
    const own = termsAfterPromotions(ratePlanTerms, cancellationPolicyOf(CUSTOM), after);
    expect(own).toMatchObject({
      source: 'PROMOTION',
      policy: 'CUSTOM',
      lateCancellationFee: 800_000,
      freeCancellationUntil: '2027-04-07T23:59:00+07:00',
    });
    // Without its own policy: the rate plan's, its fees on the lower total.
    expect(termsAfterPromotions(ratePlanTerms, null, after)).toMatchObject({
      source: 'RATE_PLAN',
      policy: 'FREE',
      lateCancellationFee: 1_600_000,
      noShowFee: 1_600_000,
    });
  });

  it("leaves the calendar's policy of the check-in date in force", () => {
    const calendar = { ...ratePlanTerms, source: 'CALENDAR' as const };
    expect(
      termsAfterPromotions(calendar, cancellationPolicyOf(NON_REFUNDABLE), {
        ...stay,
        totalPrice: 1_500_000,
      }),
    ).toMatchObject({ source: 'CALENDAR', policy: 'FREE', lateCancellationFee: 1_500_000 });
  });
});
