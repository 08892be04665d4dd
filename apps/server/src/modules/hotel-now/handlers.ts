/**
 * Module `hotel-now`: Hotel Now availability (issue 4, SPEC 9). Contract: openapi/paths/hotel-now.yaml.
 * Membership, roles and the HOTEL_NOW feature are checked by the app from the contract (x-hotel-route:
 * hotelNowAvailability) before a handler runs.
 */
import type { Clock } from '@extranet/domain';
import { requestLanguage } from '../../http/lang.js';
import { requireSession } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';
import { hotelNowWindow } from './window.js';

/** The module on the app's clock, or on `clock` when given (tests of intake check the window at its edges). */
export function createHotelNowModule(clock?: Clock): ServerModule {
  const handlers: OperationHandlers = {
    getHotelNowAvailability: (request, _reply, ctx) =>
      service.availability(ctx.db, request.params.hotelId, hotelNowWindow((clock ?? ctx.clock)())),
    async saveHotelNowAvailability(request, _reply, ctx) {
      const { accountId } = await requireSession(request);
      const window = hotelNowWindow((clock ?? ctx.clock)());
      const { hotelId } = request.params;
      return service.save(ctx.db, hotelId, accountId, request.body.changes, window, requestLanguage(request));
    },
  };
  return { name: 'hotel-now', handlers };
}

export const hotelNowModule = createHotelNowModule();
