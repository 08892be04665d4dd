import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useLanguage, useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import { SESSION_KEY, currentHotel, useSignedInSession } from '../../../../shared/session/session';
import * as page from '../../../../shared/styles/page.css';
import { registrationKey } from '../api/get-registration';
import { restartRegistration } from '../api/submit-registration';
import { formatSubmittedAt, type Registration } from '../model';
import { RejectedIcon, ReviewIcon } from './icons';
import * as css from '../registration.css';

/** After submit (and on every step while submitted): what happens next, the 2x24 h target, when it was sent. */
export function UnderReviewState({ registration }: { registration: Registration }) {
  const t = useT();
  const { lang } = useLanguage();
  const timeZone = currentHotel(useSignedInSession())?.timeZone;
  return (
    <section className={page.card} aria-labelledby="under-review-title" data-testid="under-review">
      <ReviewIcon className={css.stateIcon} />
      <h2 id="under-review-title" className={page.cardTitle}>
        {t('registration.underReview.title')}
      </h2>
      <p>{t('registration.underReview.body')}</p>
      {registration.submittedAt ? (
        <p className={page.muted}>
          {t('registration.underReview.submittedAt', {
            time: formatSubmittedAt(registration.submittedAt, lang, timeZone),
          })}
        </p>
      ) : null}
      <p>
        <strong>{t('registration.underReview.expectation')}</strong>
      </p>
      <h3 className={page.cardTitle}>{t('registration.underReview.nextTitle')}</h3>
      <ol className={css.checkList}>
        <li>{t('registration.underReview.next1')}</li>
        <li>{t('registration.underReview.next2')}</li>
        <li>{t('registration.underReview.next3')}</li>
      </ol>
      <p className={page.muted}>{t('registration.underReview.readOnly')}</p>
    </section>
  );
}

/** A rejected registration: the market manager's reason and "register again" (back to a draft, data kept). */
export function RejectedState({ registration }: { registration: Registration }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const restart = async () => {
    setPending(true);
    setProblem(null);
    try {
      const next = await restartRegistration(registration.hotelId);
      queryClient.setQueryData(registrationKey(registration.hotelId), next);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void navigate(next.nextPath);
    } catch (error) {
      setProblem(errorMessage(error, t('registration.rejected.restartFailed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={page.card} aria-labelledby="rejected-title" data-testid="rejected">
      <RejectedIcon className={css.stateIcon} />
      <h2 id="rejected-title" className={page.cardTitle}>
        {t('registration.rejected.title')}
      </h2>
      <p>{t('registration.rejected.body')}</p>
      <dl className={css.summary}>
        <dt>{t('registration.rejected.reason')}</dt>
        <dd>{registration.rejectionReason ?? t('registration.rejected.noReason')}</dd>
      </dl>
      <p className={page.muted}>{t('registration.rejected.restartHelp')}</p>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <div className={css.actions}>
        <Button loading={pending} onClick={() => void restart()}>
          {t('registration.rejected.restart')}
        </Button>
      </div>
    </section>
  );
}
