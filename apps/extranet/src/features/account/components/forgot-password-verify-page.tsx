import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../shared/i18n/language';
import { OtpVerification } from '../../../shared/forms/otp-verification';
import { usePageTitle } from '../../../shared/components/page-title';
import { AuthHeading } from './auth-heading';
import { readForgotState, writeForgotState } from '../model';
import * as page from '../../../shared/styles/page.css';
import * as css from '../../../shared/forms/forms.css';

export function ForgotStartAgain() {
  const t = useT();
  return (
    <div className={page.alert.warning} role="alert">
      <span>{t('auth.forgot.sessionMissing')}</span>
      <Link to="/forgot-password" className={page.textLink}>
        {t('auth.forgot.startAgain')}
      </Link>
    </div>
  );
}

/** Step 2 of 3: the 4-digit code from the e-mail. */
export function ForgotPasswordVerifyPage() {
  const t = useT();
  const navigate = useNavigate();
  const [state] = useState(readForgotState);
  usePageTitle(t('auth.forgot.verifyTitle'));
  return (
    <>
      <AuthHeading
        id="verify-title"
        step={t('auth.forgot.steps', { current: 2, total: 3 })}
        title={t('auth.forgot.verifyTitle')}
      />
      {state ? (
        <OtpVerification
          email={state.email}
          requestType="FORGOT_PASSWORD"
          sent={state.sent}
          labelledBy="verify-title"
          onSent={(sent) => writeForgotState({ email: state.email, sent })}
          needsNewCode={state.needsNewCode === true}
          onNeedsNewCode={() => {
            const now = readForgotState() ?? state;
            writeForgotState({ ...now, needsNewCode: true });
          }}
          onVerified={async ({ token }) => {
            writeForgotState({ email: state.email, sent: null, ...(token ? { token } : {}) });
            await navigate('/forgot-password/change');
          }}
        />
      ) : (
        <ForgotStartAgain />
      )}
      <p className={css.footerText}>
        <Link to="/forgot-password" className={page.textLink}>
          {t('auth.otp.changeEmail')}
        </Link>
      </p>
    </>
  );
}
