import { Link, Outlet } from 'react-router-dom';
import { Select } from '@extranet/ui/select';
import { visuallyHidden } from '@extranet/ui/theme';
import type { Language } from '@extranet/i18n';
import { useLanguage } from '../../shared/i18n/language';
import { Logo } from '../../shared/components/nav-icon';
import * as css from './auth-layout.css';

export function LanguagePicker({ className }: { className?: string }) {
  const { lang, setLang, t } = useLanguage();
  return (
    <div className={className}>
      <Select<Language>
        label={<span className={visuallyHidden}>{t('shell.language.label')}</span>}
        options={[
          { id: 'id', label: t('shell.language.id') },
          { id: 'en', label: t('shell.language.en') },
        ]}
        value={lang}
        onChange={(next) => {
          if (next && next !== lang) setLang(next);
        }}
      />
    </div>
  );
}

/** The frame of the sign-in, registration and password-reset screens. */
export function AuthLayout() {
  const { t } = useLanguage();
  return (
    <div className={css.root}>
      <aside className={css.aside}>
        <Link to="/v3/" className={css.asideBrand}>
          <Logo className={css.logo} />
          <span>{t('shell.productName')}</span>
        </Link>
        <div>
          <p className={css.asideTitle}>{t('auth.panel.title')}</p>
          <p className={css.asideText}>{t('auth.brandTagline')}</p>
        </div>
        <ul className={css.points}>
          {(['point1', 'point2', 'point3'] as const).map((key) => (
            <li key={key} className={css.point}>
              <span className={css.check} aria-hidden="true">
                ✓
              </span>
              <span>{t(`auth.panel.${key}`)}</span>
            </li>
          ))}
        </ul>
      </aside>
      <div className={css.content}>
        <header className={css.contentTop}>
          <Link to="/v3/" className={css.mobileBrand}>
            <Logo className={css.logo} />
            <span>{t('shell.productName')}</span>
          </Link>
          <LanguagePicker className={css.languageBox} />
        </header>
        <main id="main" tabIndex={-1} className={css.formArea}>
          <div className={css.formBox}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
