/**
 * The marketplace intake's operations (openapi/paths/intake.yaml, intake-hotel-now.yaml): authenticated by the
 * marketplace's API key, not a session. "Now" is the server's clock (ctx.clock).
 */
import { validationError } from '../../http/errors.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { hotelNowBook, hotelNowQuote } from './hotel-now-service.js';
import { book, cancel, quote } from './service.js';

/** The idempotency key of a booking request: the header, else the body's. */
function idempotencyKeyOf(header: string | undefined, body: { idempotencyKey?: string }): string {
  const key = (typeof header === 'string' && header.trim()) || body.idempotencyKey;
  if (!key) throw validationError([{ field: 'idempotencyKey', code: 'REQUIRED' }]);
  if (key.length > 200)
    throw validationError([{ field: 'idempotencyKey', code: 'TOO_LONG', params: { limit: 200 } }]);
  return key;
}

const handlers: OperationHandlers = {
  marketplaceQuote: async (request, _reply, ctx) => {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return quote(ctx.db, request.body, ctx.clock());
  },
  marketplaceBook: async (request, reply, ctx) => {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body);
    const result = await book(ctx.db, request.body, key, ctx.clock());
    reply.code(result.created ? 201 : 200);
    return result.booking;
  },
  marketplaceCancel: async (request, _reply, ctx) => {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return cancel(ctx.db, request.params.bookingId, ctx.clock());
  },
  marketplaceHotelNowQuote: async (request, _reply, ctx) => {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return hotelNowQuote(ctx.db, request.body, ctx.clock());
  },
  marketplaceHotelNowBook: async (request, reply, ctx) => {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body);
    const result = await hotelNowBook(ctx.db, request.body, key, ctx.clock());
    reply.code(result.created ? 201 : 200);
    return result.booking;
  },
};

/** The marketplace intake: quotes, bookings and cancellations of stays, and Hotel Now sales. */
export const intakeModule: ServerModule = { name: 'intake', handlers };
