/**
 * The queues of the market managers' finance hub (/v3/review/finance), one entry per queue: its title and
 * description keys, how to count what waits, and the route it opens. Add a queue by adding an entry; the hub
 * renders whatever is listed here.
 */
import { countCommissionReviews } from '../api/count-commission-reviews';
import { countPaymentDetailReviews } from '../api/count-payment-detail-reviews';
import { countPinResets } from '../api/count-pin-resets';

export interface FinanceQueue {
  /** Stable id (also the test id of its entry). */
  readonly id: string;
  /** i18n keys. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  /** How many requests wait (its own count endpoint). */
  readonly count: () => Promise<number>;
  /** The path of the queue's screen. */
  readonly path: string;
}

export const FINANCE_QUEUES: readonly FinanceQueue[] = [
  {
    id: 'commission',
    titleKey: 'finance.hub.sections.commission.title',
    descriptionKey: 'finance.hub.sections.commission.description',
    count: countCommissionReviews,
    path: '/v3/review/commissions',
  },
  {
    id: 'paymentDetails',
    titleKey: 'finance.hub.sections.paymentDetails.title',
    descriptionKey: 'finance.hub.sections.paymentDetails.description',
    count: countPaymentDetailReviews,
    path: '/v3/review/payment-details',
  },
  {
    id: 'pinResets',
    titleKey: 'finance.hub.sections.pinResets.title',
    descriptionKey: 'finance.hub.sections.pinResets.description',
    count: countPinResets,
    path: '/v3/review/pin-resets',
  },
];
