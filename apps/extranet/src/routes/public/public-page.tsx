import { useT } from '../../i18n/language';
import { usePageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/status-screens';
import * as css from './public-page.css';

/** A simple public page: its title, one paragraph, and the ways in (sign in, register). */
export function PublicPage({ titleKey, bodyKey }: { titleKey: string; bodyKey: string }) {
  const t = useT();
  usePageTitle(t(titleKey));
  return (
    <section className={css.hero} aria-labelledby="public-title">
      <h1 id="public-title" className={css.title}>
        {t(titleKey)}
      </h1>
      <p className={css.body}>{t(bodyKey)}</p>
      <div className={css.actions}>
        <ButtonLink to="/register">{t('shell.publicLayout.register')}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {t('shell.publicLayout.signIn')}
        </ButtonLink>
      </div>
    </section>
  );
}
