/**
 * Module `tax-accounts` (issue 14). Contract: openapi/paths/tax-accounts.yaml. Membership and the route rule
 * (x-hotel-route: tax, the finance roles) are checked by the app before a handler runs, so a document is served
 * to members of its property only. Multipart bodies are read by form.ts (the multipart plugin is registered by
 * the media module); documents live in the media storage.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import { createPhotoStorage, S3Storage, type PhotoStorage } from '../media/storage.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { readTaxForm } from './form.js';
import * as service from './service.js';

const stores = new WeakMap<AppContext, PhotoStorage>();

/** The store of an app (DATA_DIR or OBJECT_STORAGE_URL of its configuration), made on first use. */
function storageOf(ctx: AppContext): PhotoStorage {
  let store = stores.get(ctx);
  if (!store) {
    store = createPhotoStorage(ctx.config);
    stores.set(ctx, store);
  }
  return store;
}

async function callerOf(request: FastifyRequest, hotelId: number): Promise<service.Caller> {
  const membership = await requireHotelAccess(request, hotelId);
  const proof = request.headers['x-pin-proof'];
  return {
    accountId: membership.accountId,
    lang: requestLanguage(request),
    pinProof: typeof proof === 'string' ? proof : undefined,
  };
}

const handlers: OperationHandlers = {
  getTaxAccount: (request, _reply, ctx) => service.getAccount(ctx, request.params.hotelId),
  async createTaxAccount(request, reply, ctx) {
    const { hotelId } = request.params;
    const caller = await callerOf(request, hotelId);
    const form = await readTaxForm(request);
    const saved = await service.submitTaxAccount(ctx, storageOf(ctx), hotelId, form, 'create', caller);
    reply.code(201);
    return saved;
  },
  async updateTaxAccount(request, _reply, ctx) {
    const { hotelId } = request.params;
    const caller = await callerOf(request, hotelId);
    const form = await readTaxForm(request);
    return service.submitTaxAccount(ctx, storageOf(ctx), hotelId, form, 'update', caller);
  },
  async getTaxDocument(request, reply, ctx) {
    const { hotelId, documentId } = request.params;
    const { document, bytes } = await service.readDocument(ctx, storageOf(ctx), hotelId, documentId);
    return reply
      .type(document.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="${encodeURIComponent(document.fileName)}"`)
      .send(Buffer.from(bytes));
  },
};

export const taxAccountsModule: ServerModule = {
  name: 'tax-accounts',
  handlers,
  register(app, ctx) {
    const store = storageOf(ctx);
    if (store instanceof S3Storage) app.addHook('onClose', async () => store.close());
  },
};
