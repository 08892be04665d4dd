import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';
import { AppError, unauthenticated } from './errors.js';

/**
 * The marketplace's API key check (`x-api-key`, MARKETPLACE_API_KEY) of every marketplace operation: 503
 * MARKETPLACE_DISABLED when the server has no key, 401 for a missing or wrong key (compared in constant time).
 */
export function requireMarketplace(given: string | undefined, ctx: AppContext): void {
  const expected = ctx.config.marketplaceApiKey;
  if (!expected) throw new AppError(503, 'MARKETPLACE_DISABLED');
  if (typeof given !== 'string') throw unauthenticated();
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthenticated();
}
