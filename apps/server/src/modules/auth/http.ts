import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@extranet/i18n';
import { requestLanguage } from '../../http/lang.js';
import { AppError, unauthenticated } from '../../http/errors.js';
import { optionalSession, requireSession, signAccessToken } from '../../http/session.js';
import { clearSessionCookies, refreshTokenOf, setSessionCookies } from './cookies.js';
import { AuthError, toAppError } from './errors.js';
import { isOtpRequestType, type OtpRequestType } from './otp-rules.js';
import * as service from './service.js';
import { readSession, type Session } from './session-view.js';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

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
    langGiven: Boolean(
      (request.cookies as Record<string, string | undefined>).lang || request.headers['accept-language'],
    ),
    channelId: typeof channel === 'string' && channel ? channel.slice(0, 40) : null,
  };
}

/** Runs a handler, turning the module's AuthError into the platform's error JSON. */
function handle(fn: Handler): Handler {
  return async (request, reply) => {
    try {
      return await fn(request, reply);
    } catch (error) {
      if (error instanceof AuthError) throw toAppError(error, requestLanguage(request));
      throw error;
    }
  };
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

async function sessionBody(
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

const login: Handler = async (request, reply) => {
  const body = request.body as { email: string; password: string };
  const lang = requestLanguage(request);
  const issued = await service.login(authContext(request, lang), body);
  const session = await sessionBody(request, issued.accountId, issued.familyId);
  await issueCookies(request, reply, issued, session.currentHotelId, lang);
  return session;
};

const logout: Handler = async (request, reply) => {
  const session = await optionalSession(request);
  await service.logout(request.server.ctx.db, refreshTokenOf(request), session?.sessionId ?? null);
  clearSessionCookies(request, reply);
  return reply.status(204).send();
};

const getSession: Handler = async (request) => {
  const session = await requireSession(request);
  return sessionBody(request, session.accountId, session.sessionId ?? null);
};

const switchSessionHotel: Handler = async (request, reply) => {
  const session = await requireSession(request);
  const { hotelId } = request.body as { hotelId: number };
  await service.switchHotel(request.server.ctx.db, session.accountId, session.sessionId ?? null, hotelId);
  const body = await sessionBody(request, session.accountId, session.sessionId ?? null);
  if (session.sessionId) {
    await issueCookies(
      request,
      reply,
      { accountId: session.accountId, familyId: session.sessionId },
      hotelId,
    );
  }
  return body;
};

const register: Handler = async (request, reply) => {
  const result = await service.register(authContext(request), request.body as service.RegisterInput);
  return reply.status(201).send({ accountId: String(result.accountId), email: result.email });
};

const resetPassword: Handler = async (request, reply) => {
  await service.resetPassword(
    request.server.ctx.db,
    request.body as { token: string; password: string; confirmPassword: string },
  );
  return reply.status(204).send();
};

const checkEmail: Handler = async (request) => {
  const { email } = request.query as { email: string };
  return service.checkEmail(authContext(request), email);
};

function requestTypeOf(value: unknown): OtpRequestType {
  if (typeof value === 'string' && isOtpRequestType(value)) return value;
  throw new AppError(400, 'VALIDATION_ERROR', { errors: [{ field: 'requestType', code: 'INVALID_VALUE' }] });
}

const generateOtp: Handler = async (request) => {
  const { requestType } = request.params as { requestType: string };
  const { email } = request.body as { email: string };
  const session = await optionalSession(request);
  return service.generateOtp(
    authContext(request),
    requestTypeOf(requestType),
    email,
    session?.accountId ?? null,
  );
};

const verifyOtp: Handler = async (request) => {
  const body = request.body as { requestType: string; email: string; code: string };
  const session = await optionalSession(request);
  return service.verifyOtp(
    authContext(request),
    { requestType: requestTypeOf(body.requestType), email: body.email, code: body.code },
    session?.accountId ?? null,
  );
};

export const handlers: Record<string, Handler> = Object.fromEntries(
  Object.entries({
    login,
    logout,
    getSession,
    switchSessionHotel,
    register,
    resetPassword,
    checkEmail,
    generateOtp,
    verifyOtp,
  }).map(([name, fn]) => [name, handle(fn)]),
);
