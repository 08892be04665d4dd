/**
 * Module `property-rooms`: room data (rooms of hotels, units/listings of homes) and the facilities of a
 * property. Contract: openapi/paths/property-rooms.yaml. The app checks membership and roles from the
 * contract; every change checks the content lock (assertContentEditable) after the membership.
 */
import type { FastifyRequest } from 'fastify';
import { assertContentEditable } from '../../http/content-lock.js';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

/** The property's content may change now (else 409 REGISTRATION_SUBMITTED / _REJECTED / CATEGORY_REQUIRED). */
async function editable(request: FastifyRequest, hotelId: number): Promise<void> {
  assertContentEditable(await requireHotelAccess(request, hotelId));
}

const handlers: OperationHandlers = {
  listRoomData: (request, _reply, ctx) => service.listRooms(ctx, request.params.hotelId),
  getRoomData: (request, _reply, ctx) => service.getRoom(ctx, request.params.hotelId, request.params.roomId),
  async createRoomData(request, reply, ctx) {
    const { hotelId } = request.params;
    await editable(request, hotelId);
    const room = await service.createRoom(ctx, hotelId, request.body, requestLanguage(request));
    reply.code(201);
    return room;
  },
  async updateRoomData(request, _reply, ctx) {
    const { hotelId, roomId } = request.params;
    await editable(request, hotelId);
    return service.updateRoom(ctx, hotelId, roomId, request.body, requestLanguage(request));
  },
  async deleteRoomData(request, reply, ctx) {
    const { hotelId, roomId } = request.params;
    await editable(request, hotelId);
    await service.deleteRoom(ctx, hotelId, roomId);
    return reply.code(204).send();
  },

  getPropertyFacilities: (request, _reply, ctx) => service.getPropertyFacilities(ctx, request.params.hotelId),
  async updatePropertyFacilities(request, _reply, ctx) {
    const { hotelId } = request.params;
    await editable(request, hotelId);
    return service.updatePropertyFacilities(ctx, hotelId, request.body, requestLanguage(request));
  },
};

export const propertyRoomsModule: ServerModule = { name: 'property-rooms', handlers };
