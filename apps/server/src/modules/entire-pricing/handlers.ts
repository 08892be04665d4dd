/**
 * Module `entire-pricing`: the price of each unit of a home (NHA) as a whole, applied to the unit's ARI
 * calendar as one batch, and the price simulation (SPEC 7 POST price-simulation). Contract:
 * openapi/paths/entire-pricing.yaml. Membership and roles come from the contract (x-hotel-route entirePricing).
 */
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

/** The caller's account at a home (409 NOT_A_HOME for another kind of property). */
async function homeAccount(request: FastifyRequest, hotelId: number): Promise<number> {
  const access = await requireHotelAccess(request, hotelId);
  service.requireHome(access.hotel);
  return access.accountId;
}

const handlers: OperationHandlers = {
  async getEntirePricing(request, _reply, ctx) {
    const { hotelId } = request.params;
    await homeAccount(request, hotelId);
    return service.entirePricing(ctx, hotelId);
  },
  async saveEntirePricing(request, _reply, ctx) {
    const { hotelId } = request.params;
    const accountId = await homeAccount(request, hotelId);
    return service.save(ctx, hotelId, accountId, request.body, requestLanguage(request));
  },
  async simulatePrice(request, _reply, ctx) {
    const { hotelId } = request.params;
    await homeAccount(request, hotelId);
    return service.simulate(ctx, hotelId, request.body, requestLanguage(request));
  },
};

export const entirePricingModule: ServerModule = { name: 'entire-pricing', handlers };
