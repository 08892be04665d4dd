// The steps whose forms other areas of issue 11 build (general info, contacts, facilities, photos, policy,
// rooms / units). This one file embeds them; until they are merged each step shows a short panel and
// "save and continue" records the step (the server checks the step's rule on the saved data).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@extranet/api';
import type { RegistrationKind, RegistrationStepName } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
import { useT } from '../../../../shared/i18n/language';
import { errorMessage } from '../../../../shared/api/error-message';
import * as page from '../../../../shared/styles/page.css';
import { recordRegistrationStep } from '../api/save-steps';
import * as css from '../registration.css';
import type { StepProps } from './step-props';
import { StepProblem } from './step-actions';

type RecordedStep = Schemas['RecordedStepName'];

/** The server's reasons a recorded step is not complete yet (field `<STEP>.<field>`), listed. */
function useRecordStep(props: StepProps) {
  const t = useT();
  const [reasons, setReasons] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useMutation({
    mutationFn: () => recordRegistrationStep(props.hotelId, props.step as RecordedStep),
    onSuccess: async (next) => {
      setReasons([]);
      setProblem(null);
      await props.onDone(next);
    },
    onError: (error) => {
      const fields = isApiError(error) ? (error.errors ?? []) : [];
      setReasons(fields.map((f) => f.message));
      setProblem(fields.length > 0 ? null : errorMessage(error, t('registration.wizard.saveFailed')));
    },
  });
  return { record, reasons, problem };
}

function RecordedStepPanel(props: StepProps) {
  const t = useT();
  const { record, reasons, problem } = useRecordStep(props);
  const title = t(`registration.steps.${props.step}.title`);
  return (
    <div className={page.form}>
      <StepProblem problem={problem} />
      <section className={page.card}>
        <p>{t('registration.shared.body', { step: title.toLowerCase() })}</p>
        {reasons.length > 0 ? (
          <div className={page.alert.error} role="alert">
            <ul className={css.checkList}>
              {reasons.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <div className={css.actions}>
        <Button loading={record.isPending} onClick={() => record.mutate()}>
          {t('registration.wizard.saveContinue')}
        </Button>
      </div>
    </div>
  );
}

export const GeneralInfoStep = RecordedStepPanel;
export const ContactStep = RecordedStepPanel;
export const PropertyDetailStep = RecordedStepPanel;
export const PropertyPhotoStep = RecordedStepPanel;
export const GeneralPolicyStep = RecordedStepPanel;
export const RoomDetailStep = RecordedStepPanel;
export const ListingDetailStep = RecordedStepPanel;

/**
 * The read-only data of a shared step in the registration review (beside its "edit" link). Until the areas'
 * components are merged it says whether the server still finds something missing.
 */
export function SharedStepSummary({
  complete,
}: {
  hotelId: number;
  kind: RegistrationKind;
  step: RegistrationStepName;
  complete: boolean;
}) {
  const t = useT();
  return (
    <p>
      <span className={complete ? css.badge.ok : css.badge.todo}>
        {t(complete ? 'registration.review.complete' : 'registration.review.incomplete')}
      </span>
    </p>
  );
}
