import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphql, GraphQLError } from 'graphql';
import type { Language } from '@extranet/i18n';
import { errorMessage, fieldErrorMessage } from '../http/errors.js';
import { requestLanguage } from '../http/lang.js';
import { accessTokenOf, verifyAccessToken, type SessionInfo } from '../http/session.js';
import { clearSessionCookies, refreshTokenOf } from '../modules/auth/cookies.js';
import { localizeFieldError } from '../modules/auth/errors.js';
import { issueCookies } from '../modules/auth/edge.js';
import * as passwords from '../modules/auth/password-service.js';
import * as push from '../modules/push/service.js';
import * as service from '../modules/auth/service.js';
import type { OperationRequest, Res } from '../modules/types.js';
import { schema } from './schema.js';

interface GraphqlContext {
  request: FastifyRequest;
  reply: FastifyReply;
  lang: Language;
  channelId: string | null;
  /** The caller's live session, or null (no token, invalid, expired or its family revoked). */
  session: SessionInfo | null;
}

/** SPEC 7's GraphQL headers: `lang` wins over the cookie and Accept-Language; `token` carries the access token. */
function languageOf(request: FastifyRequest): Language {
  const header = request.headers.lang;
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return value === 'en' || value === 'id' ? value : requestLanguage(request);
}

async function sessionOf(request: FastifyRequest): Promise<SessionInfo | null> {
  const header = request.headers.token;
  const token = (typeof header === 'string' && header.trim()) || accessTokenOf(request);
  if (!token) return null;
  try {
    const claims = await verifyAccessToken(request.server.ctx.sessionKey, token);
    if (claims.sessionId && !(await service.isFamilyActive(request.server.ctx.db, claims.sessionId)))
      return null;
    return claims;
  } catch {
    return null;
  }
}

function requireAuth(context: GraphqlContext): SessionInfo {
  if (!context.session) {
    throw new GraphQLError(errorMessage(context.lang, 'UNAUTHENTICATED'), {
      extensions: { code: 'UNAUTHENTICATED' },
    });
  }
  return context.session;
}

const rootValue = {
  ping: () => 'pong',

  async refreshToken(args: { refreshToken?: string | null }, context: GraphqlContext) {
    const { request, reply, lang } = context;
    const presented = args.refreshToken ?? refreshTokenOf(request) ?? '';
    const outcome = await service.refresh(request.server.ctx.db, presented);
    if (!outcome.ok) {
      if (outcome.code === 'REFRESH_TOKEN_REUSED') {
        request.log.warn({ event: 'refresh_token_reuse' }, 'spent refresh token presented: family revoked');
      }
      // Reuse is reported like any invalid token: the client's answer (sign in again) is the same.
      clearSessionCookies(request, reply);
      return {
        code: 'INVALID_REFRESH_TOKEN',
        message: errorMessage(lang, 'INVALID_REFRESH_TOKEN'),
        data: null,
      };
    }
    const { session } = outcome;
    const hotelId = await service.currentHotelOf(request.server.ctx.db, session.accountId, session.familyId);
    const accessToken = await issueCookies(request, reply, session, hotelId);
    return {
      code: 'SUCCESS',
      message: errorMessage(lang, 'SUCCESS'),
      data: { accessToken, refreshToken: session.refreshToken },
    };
  },

  async changePassword(
    args: { account: string; accountId: string; currentPassword: string; password: string },
    context: GraphqlContext,
  ) {
    const session = requireAuth(context);
    const outcome = await passwords.changePassword(context.request.server.ctx.db, session.accountId, args);
    const { lang } = context;
    switch (outcome.code) {
      case 'SUCCESS':
        return { code: 'SUCCESS', message: errorMessage(lang, 'PASSWORD_CHANGED'), errors: [] };
      case 'FORBIDDEN':
        return { code: 'FORBIDDEN', message: errorMessage(lang, 'FORBIDDEN'), errors: [] };
      default:
        return {
          code: outcome.code,
          message: errorMessage(lang, outcome.code),
          errors: outcome.errors.map((e) => localizeFieldError(e, lang)),
        };
    }
  },

  async setFirebaseToken(args: { firebaseToken: string }, context: GraphqlContext) {
    const session = requireAuth(context);
    const { lang, request } = context;
    const ctx = request.server.ctx;
    const hotelId = await service.currentHotelOf(ctx.db, session.accountId, session.sessionId ?? null);
    const outcome = await push.registerDevice(ctx, {
      accountId: session.accountId,
      businessId: hotelId === null ? '' : String(hotelId),
      token: args.firebaseToken,
      channelId: context.channelId,
    });
    if (!outcome.ok) {
      return {
        code: 'VALIDATION_ERROR',
        message: errorMessage(lang, 'VALIDATION_ERROR'),
        errors: [
          fieldErrorMessage(lang, {
            field: 'firebaseToken',
            code: outcome.problem,
            ...(outcome.params ? { params: outcome.params } : {}),
          }),
        ],
      };
    }
    return { code: 'SUCCESS', message: errorMessage(lang, 'FIREBASE_TOKEN_SAVED'), errors: [] };
  },
};

/** POST /graphql: runs one operation of the schema; GraphQL errors come back with HTTP 200, GraphQL style. */
export async function handleGraphql(
  request: OperationRequest<'graphql'>,
  reply: FastifyReply,
): Promise<Res<'graphql'>> {
  const { body } = request;
  const channel = request.headers.channelid;
  const contextValue: GraphqlContext = {
    request,
    reply,
    lang: languageOf(request),
    channelId: typeof channel === 'string' && channel ? channel.slice(0, 40) : null,
    session: await sessionOf(request),
  };
  const result = await graphql({
    schema,
    source: body.query,
    rootValue,
    contextValue,
    variableValues: body.variables ?? undefined,
    operationName: body.operationName ?? undefined,
  });
  return { ...result };
}
