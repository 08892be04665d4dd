import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { Language } from '@extranet/i18n';
import { LanguageProvider, useLanguage, useT } from '../i18n/language';
import { ButtonLink } from '../components/status-screens';
import { Logo } from './nav-icon';
import * as css from './public-layout.css';

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

function PublicFrame() {
  const t = useT();
  // Choosing a language here also keeps it for the rest of the product (the `lang` cookie).
  const { setLang } = useLanguage();
  const { pathname } = useLocation();
  const lang = publicLanguageOf(pathname);
  const prefix = lang === 'en' ? '/v3/en' : '/v3';
  return (
    <div className={css.root} lang={lang}>
      <header className={css.header}>
        <Link to={lang === 'en' ? '/v3/en' : '/v3/'} className={css.brand}>
          <Logo className={css.logo} />
          <span>{t('shell.productName')}</span>
        </Link>
        <nav className={css.nav} aria-label={t('shell.publicLayout.nav')}>
          <NavLink to={lang === 'en' ? '/v3/en' : '/v3/'} end className={css.navLink}>
            {t('shell.publicLayout.home')}
          </NavLink>
          <NavLink to={`${prefix}/homes`} className={css.navLink}>
            {t('shell.publicLayout.homes')}
          </NavLink>
          <NavLink to={`${prefix}/help-center`} className={css.navLink}>
            {t('shell.publicLayout.helpCenter')}
          </NavLink>
        </nav>
        <div className={css.right}>
          <div role="group" aria-label={t('shell.language.label')}>
            <Link
              to={publicVariantPath(pathname, 'id')}
              onClick={() => setLang('id')}
              lang="id"
              aria-current={lang === 'id' ? 'true' : undefined}
              className={css.langLink}
            >
              {t('shell.language.id')}
            </Link>
            <Link
              to={publicVariantPath(pathname, 'en')}
              onClick={() => setLang('en')}
              lang="en"
              aria-current={lang === 'en' ? 'true' : undefined}
              className={css.langLink}
            >
              {t('shell.language.en')}
            </Link>
          </div>
          <ButtonLink to="/login" variant="secondary">
            {t('shell.publicLayout.signIn')}
          </ButtonLink>
          <ButtonLink to="/register">{t('shell.publicLayout.register')}</ButtonLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={css.main}>
        <Outlet />
      </main>
      <footer className={css.footer}>
        <p>{t('shell.publicLayout.footer')}</p>
      </footer>
    </div>
  );
}

/** The frame of the public pages (landing, homes, help centre), in the language their address names. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const app = useLanguage();
  return (
    <LanguageProvider fixed={publicLanguageOf(pathname)} onChange={app.setLang}>
      <PublicFrame />
    </LanguageProvider>
  );
}
