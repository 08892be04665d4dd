/**
 * GET /media/<hotelId>/<hash>-<variant>.jpg: a stored photo, public like a CDN (anyone with the URL may read
 * it). The path is never used as a file path: it must match STORAGE_KEY, and the key must be a variant of a
 * photo of that property in property_photos; anything else is 404. Keys are content-hashed, so the answer
 * never changes: cached for a year, immutable.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PhotoVariant } from '@extranet/domain';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { isStoredKey } from './repository.js';
import { STORAGE_KEY, type PhotoStorage } from './storage.js';

const KEY_PARTS = /^([1-9][0-9]{0,15})\/([0-9a-f]{16})-(large|medium|thumb)\.jpg$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function serveMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  storage: PhotoStorage,
): Promise<FastifyReply> {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  const parts = KEY_PARTS.exec(key);
  if (!parts || !STORAGE_KEY.test(key)) throw notFound();
  const hotelId = Number(parts[1]);
  if (!Number.isSafeInteger(hotelId)) throw notFound();
  const hash = parts[2]!;
  const variant = parts[3] as PhotoVariant;
  if (!(await isStoredKey(ctx.db, hotelId, hash, variant, key))) throw notFound();
  const etag = `"${hash}-${variant}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const bytes = await storage.get(key);
  if (!bytes) throw notFound();
  return reply.type('image/jpeg').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
