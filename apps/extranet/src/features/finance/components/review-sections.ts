/**
 * The queues of the market managers' finance hub (/v3/review/finance), one entry per queue: its title and
 * description keys, how to count what waits, and the route it opens. Add a queue by adding an entry (payment
 * details and PIN resets come next); the hub renders whatever is listed here.
 */
import { countCommissionReviews } from '../api/count-commission-reviews';

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
];
