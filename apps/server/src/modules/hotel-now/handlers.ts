/**
 * Module `hotel-now`: Hotel Now availability (issue 4, SPEC 9). Contract: openapi/paths/hotel-now.yaml.
 * Membership, roles and the HOTEL_NOW feature are checked by the app from the contract (x-hotel-route:
 * hotelNowAvailability) before a handler runs.
 */
import { requestLanguage } from '../../http/lang.js';
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { hotelNowWindow } from '@extranet/domain';
import * as service from './service.js';

const handlers: OperationHandlers = {
  getHotelNowAvailability: (request, _reply, ctx) =>
    service.availability(ctx.db, request.params.hotelId, hotelNowWindow(ctx.clock())),
  async saveHotelNowAvailability(request, _reply, ctx) {
    const { accountId } = await requireSession(request);
    const window = hotelNowWindow(ctx.clock());
    const { hotelId } = request.params;
    return service.save(ctx.db, hotelId, accountId, request.body.changes, window, requestLanguage(request));
  },
};

export const hotelNowModule: ServerModule = { name: 'hotel-now', handlers };
