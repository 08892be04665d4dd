/**
 * Module `media`: the photo gallery of a property (openapi/paths/media.yaml) and the serving of its stored
 * photos at GET /media/<hotelId>/<hash>-<variant>.jpg (outside the contract, like a CDN). Membership and roles
 * are checked by the app for every operation (hotelId path parameter); every change also asks
 * assertContentEditable. Handlers: parse, call one service, answer.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { assertContentEditable } from '../../http/content-lock.js';
import { requestLanguage } from '../../http/lang.js';
import { requireHotelAccess } from '../../http/session.js';
import type { OperationHandlers, ServerModule } from '../types.js';
import { serveMedia } from './serve.js';
import * as service from './service.js';
import { createPhotoStorage, S3Storage, type PhotoStorage } from './storage.js';
import { readUploadForm } from './upload-form.js';

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

/** The caller's membership (already checked for the route) with the content lock applied. */
async function editable(request: FastifyRequest, hotelId: number) {
  assertContentEditable(await requireHotelAccess(request, hotelId));
}

const handlers: OperationHandlers = {
  listPhotos: (request, _reply, ctx) => service.gallery(ctx, request.params.hotelId),

  async uploadPhotos(request, reply, ctx) {
    const { hotelId } = request.params;
    await editable(request, hotelId);
    const form = await readUploadForm(request);
    const stored = await service.uploadPhotos(ctx, storageOf(ctx), hotelId, form, requestLanguage(request));
    reply.code(201);
    return stored;
  },

  async updatePhoto(request, _reply, ctx) {
    const { hotelId, photoId } = request.params;
    await editable(request, hotelId);
    return service.updatePhoto(ctx, hotelId, photoId, request.body);
  },

  async reorderPhotos(request, _reply, ctx) {
    const { hotelId } = request.params;
    await editable(request, hotelId);
    return service.reorderPhotos(ctx, hotelId, request.body.photoIds);
  },

  // An add-on's photo (paths/add-ons.yaml): the route rule addOnCreate is checked by the app; no content lock
  // (add-ons are sold by approved properties, not part of a registration).
  async uploadAddOnPhoto(request, reply, ctx) {
    const { hotelId } = request.params;
    const form = await readUploadForm(request);
    const stored = await service.uploadAddOnPhoto(
      ctx,
      storageOf(ctx),
      hotelId,
      form,
      requestLanguage(request),
    );
    reply.code(201);
    return stored;
  },

  async deletePhoto(request, reply, ctx) {
    const { hotelId, photoId } = request.params;
    await editable(request, hotelId);
    await service.deletePhoto(ctx, storageOf(ctx), hotelId, photoId);
    return reply.code(204).send();
  },
};

export const mediaModule: ServerModule = {
  name: 'media',
  handlers,
  async register(app, ctx) {
    // Multipart bodies are read by the upload handler itself (upload-form.ts), within the photo limits.
    await app.register(multipart, { throwFileSizeLimit: false });
    const store = storageOf(ctx);
    if (store instanceof S3Storage) app.addHook('onClose', async () => store.close());
    app.get('/media/*', (request, reply) => serveMedia(request, reply, ctx, store));
  },
};
