import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@extranet/i18n';

function asLanguage(value: string | undefined): Language | undefined {
  const v = value?.trim().toLowerCase();
  return v === 'id' || v === 'en' ? v : undefined;
}

/** Picks id or en from an Accept-Language header (highest q first); undefined when neither appears. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const candidates = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { primary: tag.split('-')[0]?.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((c) => c.q > 0 && !Number.isNaN(c.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const c of candidates) {
    const lang = asLanguage(c.primary);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The caller's language: the client's `x-language` header (SPEC 7), else cookie `lang` (id|en), else
 * Accept-Language, else id.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  const header = request.headers['x-language'];
  return (
    asLanguage(typeof header === 'string' ? header : undefined) ??
    asLanguage(cookies?.lang) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
