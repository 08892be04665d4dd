import { Link, Outlet } from 'react-router-dom';
import { useT } from '../../shared/i18n/language';
import { Logo } from '../../shared/components/nav-icon';
import * as css from './public-layout.css';

/** A light frame for pages outside every area (not-found). */
export function StandaloneLayout() {
  const t = useT();
  return (
    <div className={css.root}>
      <header className={css.header}>
        <Link to="/v3/app/home" className={css.brand}>
          <Logo className={css.logo} />
          <span>{t('shell.productName')}</span>
        </Link>
      </header>
      <main id="main" tabIndex={-1} className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}
