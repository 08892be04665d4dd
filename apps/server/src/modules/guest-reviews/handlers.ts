/**
 * Module `guest-reviews` (issue 12). Contract: openapi/paths/guest-reviews.yaml. The marketplace's operations
 * are authenticated by its API key; the property's by the session, with membership and the route rule
 * (x-hotel-route: guestReview) checked by the app before a handler runs. "Now" is ctx.clock.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async marketplacePostReview(request, reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const result = await service.postReview(ctx.db, request.body, ctx.clock(), requestLanguage(request));
    reply.code(result.created ? 201 : 200);
    return result.review;
  },
  async marketplaceReviewReplies(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return service.replies(ctx.db, request.query);
  },
  listGuestReviews: (request, _reply, ctx) =>
    service.list(ctx.db, request.params.hotelId, request.query, ctx.clock, requestLanguage(request)),
  async replyToGuestReview(request, reply, ctx) {
    const { accountId } = await requireSession(request);
    const { hotelId, reviewId } = request.params;
    const body = request.body;
    const result = await service.reply(
      ctx.db,
      hotelId,
      reviewId,
      body,
      accountId,
      ctx.clock(),
      requestLanguage(request),
    );
    reply.code(201);
    return result;
  },
};

export const guestReviewsModule: ServerModule = { name: 'guest-reviews', handlers };
