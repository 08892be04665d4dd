import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { useSignedInSession } from '../../../shared/session/session';
import { ChangePasswordForm } from '../../../shared/forms/change-password-form';
import * as css from '../../../shared/styles/page.css';

export function ChangePasswordPage() {
  const t = useT();
  const session = useSignedInSession();
  usePageTitle(t('shell.account.changePassword'));
  return (
    <div className={css.page} style={{ maxWidth: 560 }}>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{t('shell.account.changePassword')}</h1>
        <p className={css.subtitle}>{t('auth.forgot.changeSubtitle')}</p>
      </header>
      <section className={css.card}>
        <ChangePasswordForm session={session} formId="change-password" />
      </section>
    </div>
  );
}
