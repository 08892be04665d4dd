export * from './roles.js';
export * from './status.js';
export * from './constants.js';
export * from './registration.js';
export * from './routes.js';
export * from './route-match.js';
export * from './guards.js';
export * from './menus.js';
export * from './redirects.js';
export * from './session.js';
export * from './entire-pricing.js';
export * from './cancellation.js';
export * from './children-pricing.js';
export * from './dates.js';
export * from './ari.js';
/** The rates area's policy: `ratesPolicy.can(access, 'ratePlan.edit')` (rates/policy.ts). */
export * as ratesPolicy from './rates/policy.js';
export * from './hotel-now.js';
export * from './property/index.js';
export * from './notifications/index.js';
export * from './bookings/index.js';
/** The bookings area's policy: `bookingsPolicy.can(access, 'booking.finance')` (bookings/policy.ts). */
export * as bookingsPolicy from './bookings/policy.js';
export * from './guest-reviews/index.js';
export * from './add-ons/index.js';
/** The add-ons area's policy: `addOnsPolicy.can(access, 'addOn.edit')` (add-ons/policy.ts). */
export * as addOnsPolicy from './add-ons/policy.js';
/** Loyalty: eligibility, states and transitions, policy (`loyaltyPolicy.can(access, 'loyalty.decide')`). */
export * from './loyalty/index.js';
export * as loyaltyPolicy from './loyalty/policy.js';
export * from './manage/index.js';
export * from './promotions/index.js';
/** Users of a property: `usersPolicy.can(access, 'users.manage')` (users/policy.ts). */
export * as usersPolicy from './users/policy.js';
/** The promotions area's policy: `promotionsPolicy.can(access, 'deal.edit')` (promotions/policy.ts). */
export * as promotionsPolicy from './promotions/policy.js';
export { percentOf } from './money.js';
export { formatBytes, type BytesRounding } from './bytes.js';
export { textLength } from './text.js';
/** Targeted promotions: member deals and corporate rates (`targetedPolicy.can(access, 'targeted.targetUsers')`). */
export * from './targeted-promotions/index.js';
export * as targetedPolicy from './targeted-promotions/policy.js';
/** Campaigns: phase, the offer of a joined campaign, policy (`campaignsPolicy.can(access, 'campaign.join')`). */
export * from './campaigns/index.js';
export * as campaignsPolicy from './campaigns/policy.js';
export * from './system-parameters.js';
/** Indonesia's holiday calendar 2024–2028 as data (`holidaysPage`, `holidayNamesByDate`; docs/decisions/holidays.md). */
export * from './holidays/index.js';
/** Insurance: coverage of a booking's insurance, list ranges, policy (`insurancePolicy.can(access, 'insurance.contact')`). */
export * from './insurance/index.js';
export * as insurancePolicy from './insurance/policy.js';
/** The finance PIN: states, expiry, easy combinations (`isEasyPin`), proof lifetime (docs/decisions/pin.md). */
export * from './pin/index.js';
/**
 * Finance: monthly statements (lines, totals, invoice and due dates, payment status), account masking; commission
 * values and change requests, tax accounts (`commissionTransition`, `isNpwp`, `NITKU_DIGITS`).
 */
export * from './finance/index.js';
/**
 * Analytics: competitive set (15–30, locked 30 days), its default, average daily rate, commission split; the
 * performance report's periods, buckets and ratios of the daily aggregates.
 */
export * from './analytics/index.js';
export * from './activity-log.js';
/**
 * Customer service (SPEC 2 /customer-service/list; docs/decisions/customer-service.md): the limits of the
 * cross-property lookup of role 12 and the reading of its search text.
 */
export * from './customer-service/index.js';
/** Chat: when a booking may be chatted about (`chatRefusal`), message limits, the performance (`chatPerformance`). */
export * from './chat/index.js';
