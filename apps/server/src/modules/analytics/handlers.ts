/**
 * Module `analytics` (issue 14). Contract: openapi/paths/analytics.yaml. Membership and the route rules
 * (x-hotel-route: competitiveSet, averageDailyRate) are checked by the app before a handler runs. "Now" is
 * ctx.clock.
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { averageDailyRates } from './adr-service.js';
import * as sets from './competitive-set-service.js';
import { simulateHotelPrice } from './price-simulation.js';

/** Who saves: the caller's account at the property and the language of the answer. */
async function callerOf(request: FastifyRequest, hotelId: number) {
  const { accountId } = await requireHotelAccess(request, hotelId);
  return { accountId, lang: requestLanguage(request) };
}

const handlers: OperationHandlers = {
  async listMarketProperties(request, _reply, ctx) {
    return sets.listMarket(ctx, request.query);
  },
  async getCompetitiveSet(request, _reply, ctx) {
    return sets.getSet(ctx, request.params.hotelId);
  },
  async saveCompetitiveSet(request, _reply, ctx) {
    const { hotelId } = request.params;
    return sets.saveSet(ctx, hotelId, request.body.marketPropertyIds, await callerOf(request, hotelId));
  },
  async getDefaultCompetitiveSet(request, _reply, ctx) {
    return sets.getDefault(ctx, request.params.hotelId);
  },
  async saveDefaultCompetitiveSet(request, _reply, ctx) {
    const { hotelId } = request.params;
    return sets.saveDefault(ctx, hotelId, await callerOf(request, hotelId));
  },
  async getAverageDailyRate(request, _reply, ctx) {
    return averageDailyRates(ctx, request.params.hotelId, request.query);
  },
  async simulateHotelPrice(request, _reply, ctx) {
    return simulateHotelPrice(ctx, request.params.hotelId, request.body);
  },
};

/** Analytics: the competitive set, the average daily rate against it and the hotel price simulation. */
export const analyticsModule: ServerModule = { name: 'analytics', handlers };
