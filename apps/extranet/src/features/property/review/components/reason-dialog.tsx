import { useT } from '../../../../shared/i18n/language';
import {
  ReasonDialog as SharedReasonDialog,
  type ReasonDialogProps as SharedProps,
} from '../../../../shared/components/reason-dialog';
import { reasonProblem } from '../model';

export type ReasonDialogProps = Omit<
  SharedProps,
  'reasonLabel' | 'reasonHelp' | 'cancelLabel' | 'maxLength' | 'problemOf'
> & { min: number; max: number };

/** A review's rejection with a reason of `min` to `max` characters (the shared dialog with the review's texts). */
export function ReasonDialog({ min, max, ...props }: ReasonDialogProps) {
  const t = useT();
  return (
    <SharedReasonDialog
      {...props}
      reasonLabel={t('review.decision.reasonLabel')}
      reasonHelp={t('review.decision.reasonHelp', { min, max })}
      cancelLabel={t('review.decision.cancel')}
      maxLength={max}
      problemOf={(reason) => {
        const problem = reasonProblem(reason, min, max);
        return problem ? t(problem, { min, max }) : null;
      }}
    />
  );
}
