/**
 * Module `chat` (openapi/paths/chat.yaml, docs/decisions/chat.md). The property's operations: membership and the
 * chat route rule (roles 4, 5, 7, the CHAT feature) are checked by the app before a handler runs. The
 * marketplace's: its API key. Handlers: parse, call one service, answer.
 */
import { requireHotelAccess } from '../../http/session.js';
import { requireMarketplace } from '../../http/marketplace-key.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import * as service from './service.js';

const handlers: OperationHandlers = {
  async getChatStatus(request, _reply, ctx) {
    return service.status(ctx, request.params.hotelId);
  },
  async activateChat(request, _reply, ctx) {
    const { hotelId } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.activate(ctx, hotelId, accountId);
  },
  async listChatChannels(request, _reply, ctx) {
    return service.channels(ctx, request.params.hotelId, request.query);
  },
  async listChatMessages(request, _reply, ctx) {
    const { hotelId, channelUrl } = request.params;
    return service.conversation(ctx, hotelId, channelUrl, request.query);
  },
  async sendChatReply(request, reply, ctx) {
    const { hotelId, channelUrl } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    const sent = await service.reply(ctx, hotelId, channelUrl, accountId, request.body.body);
    reply.code(201);
    return sent;
  },
  async markChatRead(request, _reply, ctx) {
    const { hotelId, channelUrl } = request.params;
    const { accountId } = await requireHotelAccess(request, hotelId);
    return service.markRead(ctx, hotelId, accountId, channelUrl);
  },
  async getChatPerformance(request, _reply, ctx) {
    return service.performance(ctx, request.params.hotelId);
  },
  async getBookingChat(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    return service.bookingChat(ctx, hotelId, bookingId);
  },
  async openBookingChat(request, _reply, ctx) {
    const { hotelId, bookingId } = request.params;
    return service.openBookingChat(ctx, hotelId, bookingId);
  },
  async marketplaceGetChat(request, _reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    return service.marketplaceRead(ctx, request.params.bookingId);
  },
  async marketplaceSendChatMessage(request, reply, ctx) {
    requireMarketplace(request.headers['x-api-key'], ctx);
    const sent = await service.marketplaceSend(ctx, request.params.bookingId, request.body.body);
    reply.code(201);
    return sent;
  },
};

export const chatModule: ServerModule = { name: 'chat', handlers };
