import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LanguageProvider, useLanguage, useT } from '../../shared/i18n/language';
import { publicLanguageOf, publicVariantPath } from '../../shared/i18n/public-language';
import { ButtonLink } from '../../shared/components/status-screens';
import { Logo, NavIcon } from '../../shared/components/nav-icon';
import * as css from './public-layout.css';

function PublicFrame() {
  const t = useT();
  // Choosing a language here also keeps it for the rest of the product (the `lang` cookie).
  const { setLang } = useLanguage();
  const { pathname } = useLocation();
  const lang = publicLanguageOf(pathname);
  const prefix = lang === 'en' ? '/v3/en' : '/v3';
  // On a phone the links fold behind one menu button, so the header is one row above the content.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className={css.root} lang={lang}>
      <header
        className={css.header}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            setMenuOpen(false);
            menuButton.current?.focus();
          }
        }}
      >
        <Link to={lang === 'en' ? '/v3/en' : '/v3/'} className={css.brand}>
          <Logo className={css.logo} />
          <span>{t('shell.productName')}</span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className={css.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <NavIcon name="menu" />
          <span>{t('shell.publicLayout.menu')}</span>
        </button>
        <div id={menuId} className={css.menu} data-open={menuOpen}>
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
            <div role="group" aria-label={t('shell.language.label')} className={css.languages}>
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
            <div className={css.actions}>
              <ButtonLink to="/login" variant="secondary">
                {t('shell.publicLayout.signIn')}
              </ButtonLink>
              <ButtonLink to="/register">{t('shell.publicLayout.register')}</ButtonLink>
            </div>
          </div>
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
