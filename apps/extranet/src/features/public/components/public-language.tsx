import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Language } from '@extranet/i18n';
import { readLangCookie, useLanguage, type Translate } from '../../../shared/i18n/language';
import { publicLanguageOf, publicVariantPath } from '../../../shared/i18n/public-language';

export interface PublicPaths {
  lang: Language;
  t: Translate;
  landing: string;
  homes: string;
  helpCenter: string;
  article: (slug: string) => string;
}

/** The translator and the public addresses in the language of the current page (the URL names it). */
export function usePublicPaths(): PublicPaths {
  const { lang, t } = useLanguage();
  const prefix = lang === 'en' ? '/v3/en' : '/v3';
  return {
    lang,
    t,
    landing: lang === 'en' ? '/v3/en' : '/v3/',
    homes: `${prefix}/homes`,
    helpCenter: `${prefix}/help-center`,
    article: (slug) => `${prefix}/help-center/${encodeURIComponent(slug)}`,
  };
}

/**
 * The URL decides the language of a public page. The plain (Indonesian) address of a visitor who chose
 * English earlier (the `lang` cookie) moves to its `/v3/en` twin, so the address always says what is shown;
 * choosing Indonesian with the language switch writes the cookie, so the plain address then stays.
 */
export function PublicLanguageGate({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const { lang } = useLanguage();
  useEffect(() => {
    // The app-wide language provider (an ancestor) sets <html lang> to the cookie's language after this
    // page's effects on the first render; the page's own language wins once that commit is done.
    const timer = window.setTimeout(() => {
      document.documentElement.lang = lang;
    });
    return () => window.clearTimeout(timer);
  }, [lang, pathname]);
  if (publicLanguageOf(pathname) === 'id' && readLangCookie() === 'en') {
    return <Navigate replace to={`${publicVariantPath(pathname, 'en')}${search}${hash}`} />;
  }
  return <>{children}</>;
}
