import { Button } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import * as page from '../../../../shared/styles/page.css';
import * as css from '../registration.css';

/** The general failure of a step (above its form) and its "save and continue" action. */
export function StepProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <div className={page.alert.error} role="alert">
      {problem}
    </div>
  ) : null;
}

export function SaveAndContinue({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
  const t = useT();
  return (
    <div className={css.actions}>
      <Button type="submit" loading={pending} disabled={disabled}>
        {t('registration.wizard.saveContinue')}
      </Button>
    </div>
  );
}
