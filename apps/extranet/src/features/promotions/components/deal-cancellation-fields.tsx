import { useWatch, type Control } from 'react-hook-form';
import { useT } from '../../../shared/i18n/language';
import { FormNumberField, FormRadioGroup } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import { CANCELLATION_CHOICES, type DealValues } from '../model';

/**
 * The promotion's cancellation policy (SPEC 3, 5): the rate plan's, or its own (non-refundable, free until some
 * days before arrival, or a fee), with its no-show charge; the texts of the rate plan form's policy.
 */
export function DealCancellationFields({
  control,
  disabled,
}: {
  control: Control<DealValues>;
  disabled: boolean;
}) {
  const t = useT();
  const c = useWatch({ control, name: 'cancellation' });
  return (
    <>
      <FormRadioGroup
        control={control}
        name="cancellation.policy"
        label={t('promotions.form.cancellationPolicy')}
        description={t('promotions.form.cancellationHelp')}
        isDisabled={disabled}
        options={CANCELLATION_CHOICES.map((p) => ({
          value: p,
          label:
            p === 'RATE_PLAN' ? t('promotions.form.cancellationRatePlan') : t(`ratePlans.form.policy${p}`),
        }))}
      />
      {c.policy === 'FREE' || c.policy === 'CUSTOM' ? (
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="cancellation.daysBefore"
            label={t('ratePlans.form.daysBefore')}
            isRequired
            isDisabled={disabled}
            minValue={0}
            maxValue={365}
          />
        </div>
      ) : null}
      {c.policy === 'CUSTOM' ? (
        <div className={ui.fieldGrid}>
          <FormRadioGroup
            control={control}
            name="cancellation.chargeType"
            label={t('ratePlans.form.chargeType')}
            isDisabled={disabled}
            options={(['PERCENTAGE', 'NIGHTS'] as const).map((x) => ({
              value: x,
              label: t(`ratePlans.form.charge${x}`),
            }))}
          />
          {c.chargeType === 'NIGHTS' ? (
            <FormNumberField
              control={control}
              name="cancellation.nights"
              label={t('ratePlans.form.feeNights')}
              isRequired
              isDisabled={disabled}
              minValue={1}
              maxValue={365}
            />
          ) : (
            <FormNumberField
              control={control}
              name="cancellation.percentage"
              label={t('ratePlans.form.percentage')}
              isRequired
              isDisabled={disabled}
              minValue={0}
              maxValue={100}
            />
          )}
        </div>
      ) : null}
      {c.policy === 'RATE_PLAN' ? null : (
        <FormRadioGroup
          control={control}
          name="cancellation.noShow"
          label={t('ratePlans.form.noShow')}
          orientation="horizontal"
          isDisabled={disabled}
          options={(['FIRST_NIGHT', 'FULL_STAY', 'NONE'] as const).map((n) => ({
            value: n,
            label: t(`ratePlans.form.noShow${n}`),
          }))}
        />
      )}
    </>
  );
}
