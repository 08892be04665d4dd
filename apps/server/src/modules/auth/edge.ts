/**
 * What the auth module's REST handlers and the GraphQL endpoint share at the HTTP edge: the auth context of a
 * request, the session cookies of a signed access token, the Session body, and its errors as the error JSON.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@extranet/i18n';
import { unauthenticated } from '../../http/errors.js';
import { requestLanguage } from '../../http/lang.js';
import { signAccessToken } from '../../http/session.js';
import { setSessionCookies } from './cookies.js';
import { AuthError, toAppError } from './errors.js';
import * as service from './service.js';
import { readSession, type Session } from './session-view.js';

/** The auth context of a request: database, secret, caller address, language, channel. */
export function authContext(
  request: FastifyRequest,
  lang: Language = requestLanguage(request),
): service.AuthContext {
  const { ctx } = request.server;
  const channel = request.headers['x-channel'] ?? request.headers['channelid'];
  return {
    db: ctx.db,
    secret: Buffer.from(ctx.sessionKey).toString('hex'),
    ip: request.ip,
    lang,
    langGiven: Boolean(request.cookies.lang || request.headers['accept-language']),
    langChosen: request.cookies.lang === 'id' || request.cookies.lang === 'en',
    channelId: typeof channel === 'string' && channel ? channel.slice(0, 40) : null,
    clock: ctx.clock,
  };
}

/** Runs a handler's work, turning the module's AuthError into the platform's error JSON. */
export async function withAuthErrors<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) throw toAppError(error, requestLanguage(request));
    throw error;
  }
}

/** Signs the access token of a session on `hotelId` and sets every session cookie. */
export async function issueCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { accountId: number; familyId: string; refreshToken?: string },
  hotelId: number | null,
  lang?: Language,
): Promise<string> {
  const accessToken = await signAccessToken(request.server.ctx.sessionKey, {
    accountId: session.accountId,
    hotelId,
    sessionId: session.familyId,
  });
  setSessionCookies(
    request,
    reply,
    { accessToken, ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}) },
    lang,
  );
  return accessToken;
}

/** The Session of an account in a refresh family (its current property). */
export async function sessionBody(
  request: FastifyRequest,
  accountId: number,
  familyId: string | null,
): Promise<Session> {
  const { db } = request.server.ctx;
  const hotelId = await service.currentHotelOf(db, accountId, familyId);
  const session = await readSession(db, accountId, hotelId);
  if (!session) throw unauthenticated();
  return session;
}
