import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { registrationBasePath } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import * as page from '../../../../shared/styles/page.css';
import { submitRegistration } from '../api/submit-registration';
import { WIZARD_STATE, checksByStep, submitState, type ServerFieldError } from '../model';
import * as css from '../registration.css';
import { ReviewSections } from './review-sections';
import type { StepProps } from './step-props';
import { StepProblem } from './step-actions';

/**
 * REGISTRATION_REVIEW: every step read-only with its "edit" link, what still blocks submit (the server's checks,
 * each linking to its step), and submit behind a confirmation; then the under-review state.
 */
export function ReviewStep(props: StepProps) {
  const t = useT();
  const { kind, registration, hotelId } = props;
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A refused submit answers every check: shown at once, before the registration is read again.
  const [refused, setRefused] = useState<ServerFieldError[] | null>(null);
  const checks = refused ?? registration.checks;
  const groups = checksByStep(kind, checks);
  const { canSubmit } = submitState({ ...registration, checks });
  const submit = async () => {
    setProblem(null);
    try {
      const next = await submitRegistration(hotelId);
      setRefused(null);
      await props.onDone(next, `${registrationBasePath(kind)}/finish`);
    } catch (error) {
      const fields = isApiError(error) ? (error.errors ?? []) : [];
      if (fields.length > 0) setRefused(fields);
      else setProblem(errorMessage(error, t('registration.review.submitFailed')));
    }
  };
  return (
    <div className={page.form}>
      <StepProblem problem={problem} />
      <ReviewSections kind={kind} registration={registration} />
      <section className={page.card} aria-labelledby="checks-title" data-testid="registration-checks">
        <h2 id="checks-title" className={page.cardTitle}>
          {t('registration.review.checksTitle')}
        </h2>
        {groups.length === 0 ? (
          <p>{t('registration.review.ready')}</p>
        ) : (
          <ul className={css.checkList}>
            {groups.map((group) => (
              <li key={group.step}>
                <Link to={group.path} state={WIZARD_STATE}>
                  {t(`registration.steps.${group.step}.title`)}
                </Link>
                <ul>
                  {group.checks.map((check, i) => (
                    <li key={`${check.field}-${i}`}>{check.message}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={css.actions}>
        {!canSubmit && checks.length > 0 ? (
          <p id="submit-blocked" className={page.muted}>
            {t('registration.review.blocked', { count: checks.length })}
          </p>
        ) : null}
        <Button
          onClick={() => setConfirming(true)}
          disabled={!canSubmit}
          aria-describedby={!canSubmit && checks.length > 0 ? 'submit-blocked' : undefined}
        >
          {t('registration.review.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('registration.review.confirm.title')}
        message={t('registration.review.confirm.body')}
        confirmLabel={t('registration.review.confirm.confirm')}
        cancelLabel={t('registration.review.confirm.cancel')}
        onConfirm={submit}
      />
    </div>
  );
}
