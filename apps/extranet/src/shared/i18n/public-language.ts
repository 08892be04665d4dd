import type { Language } from '@extranet/i18n';

/** `/v3/en/...` is the English variant of a public page; `/v3/...` the Indonesian one. */
export function publicLanguageOf(pathname: string): Language {
  return pathname === '/v3/en' || pathname.startsWith('/v3/en/') ? 'en' : 'id';
}

/** The same page in the other language. */
export function publicVariantPath(pathname: string, lang: Language): string {
  const rest =
    publicLanguageOf(pathname) === 'en' ? pathname.replace(/^\/v3\/en/, '') : pathname.replace(/^\/v3/, '');
  const tail = rest === '/' ? '' : rest;
  return lang === 'en' ? `/v3/en${tail}` : `/v3${tail || '/'}`;
}
