import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, COOKIE_MAX_AGE_SECONDS } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { ACCESS_TOKEN_COOKIE } from '../../http/session.js';

export const REFRESH_TOKEN_COOKIE = 'refresh_token';
export const LANG_COOKIE = 'lang';
export const CURRENCY_COOKIE = 'currency';
export const DEFAULT_CURRENCY = 'IDR';

/** Secure only over HTTPS: the embedded default runs on plain http://localhost. */
function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * The session cookies of the brief: both tokens HttpOnly and SameSite=Lax; the refresh token lives 15 days
 * (Max-Age 1296000), the access token as long as the JWT. lang and currency stay readable by the app.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken?: string },
  lang?: Language,
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(request) };
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  if (tokens.refreshToken) {
    reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, {
      ...base,
      httpOnly: true,
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  }
  const { cookies } = request;
  if (lang) setLangCookie(request, reply, lang);
  if (lang || !cookies[CURRENCY_COOKIE]) {
    const currency = cookies[CURRENCY_COOKIE] || DEFAULT_CURRENCY;
    reply.setCookie(CURRENCY_COOKIE, currency, { ...base, httpOnly: false, maxAge: COOKIE_MAX_AGE_SECONDS });
  }
}

/** The readable `lang` cookie (15 days, like the session): the app shows this language. */
export function setLangCookie(request: FastifyRequest, reply: FastifyReply, lang: Language): void {
  reply.setCookie(LANG_COOKIE, lang, {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    httpOnly: false,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** Logout: the tokens go; lang and currency are preferences and stay. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(request), httpOnly: true };
  reply.clearCookie(ACCESS_TOKEN_COOKIE, base);
  reply.clearCookie(REFRESH_TOKEN_COOKIE, base);
}

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_TOKEN_COOKIE] || undefined;
}
