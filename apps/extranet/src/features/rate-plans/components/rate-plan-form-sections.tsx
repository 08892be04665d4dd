import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Switch } from '@extranet/ui/switch';
import { useT } from '../../../shared/i18n/language';
import { FormNumberField, FormRadioGroup } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import { NO_SHOWS, POLICIES, STAY_KINDS, minNightsOf, type RatePlanValues } from '../model';

interface SectionProps {
  form: UseFormReturn<RatePlanValues>;
  disabled: { isDisabled?: boolean };
}

/** Cancellation: on/off, the policy, its days and fee, the no-show charge. */
export function CancellationSection({ form, disabled }: SectionProps) {
  const t = useT();
  const { control } = form;
  const cancellation = useWatch({ control, name: 'cancellation' });
  return (
    <section className={ui.section}>
      <h2 className={ui.sectionTitle}>{t('ratePlans.form.cancellation')}</h2>
      <Controller
        control={control}
        name="cancellation.enabled"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange} {...disabled}>
            {t('ratePlans.form.cancellationEnabled')}
          </Switch>
        )}
      />
      {cancellation.enabled ? (
        <>
          <FormRadioGroup
            control={control}
            name="cancellation.policy"
            label={t('ratePlans.form.policy')}
            isRequired
            options={POLICIES.map((p) => ({ value: p, label: t(`ratePlans.form.policy${p}`) }))}
            {...disabled}
          />
          {cancellation.policy === 'FREE' || cancellation.policy === 'CUSTOM' ? (
            <div className={ui.fieldGrid}>
              <FormNumberField
                control={control}
                name="cancellation.daysBefore"
                label={t('ratePlans.form.daysBefore')}
                isRequired
                minValue={0}
                maxValue={365}
                {...disabled}
              />
            </div>
          ) : null}
          {cancellation.policy === 'CUSTOM' ? (
            <div className={ui.fieldGrid}>
              <FormRadioGroup
                control={control}
                name="cancellation.chargeType"
                label={t('ratePlans.form.chargeType')}
                options={(['PERCENTAGE', 'NIGHTS'] as const).map((c) => ({
                  value: c,
                  label: t(`ratePlans.form.charge${c}`),
                }))}
                {...disabled}
              />
              {cancellation.chargeType === 'NIGHTS' ? (
                <FormNumberField
                  control={control}
                  name="cancellation.nights"
                  label={t('ratePlans.form.feeNights')}
                  isRequired
                  minValue={1}
                  maxValue={365}
                  {...disabled}
                />
              ) : (
                <FormNumberField
                  control={control}
                  name="cancellation.percentage"
                  label={t('ratePlans.form.percentage')}
                  isRequired
                  minValue={0}
                  maxValue={100}
                  {...disabled}
                />
              )}
            </div>
          ) : null}
          <FormRadioGroup
            control={control}
            name="cancellation.noShow"
            label={t('ratePlans.form.noShow')}
            orientation="horizontal"
            options={NO_SHOWS.map((n) => ({ value: n, label: t(`ratePlans.form.noShow${n}`) }))}
            {...disabled}
          />
        </>
      ) : null}
    </section>
  );
}

/** Rules: the kind of stay (weekly and monthly need a minimum stay), advance booking and length of stay. */
export function RulesSection({ form, disabled }: SectionProps) {
  const t = useT();
  const { control } = form;
  const limits = useWatch({ control, name: 'limits' });
  return (
    <section className={ui.section}>
      <h2 className={ui.sectionTitle}>{t('ratePlans.form.rules')}</h2>
      <FormRadioGroup
        control={control}
        name="stayKind"
        label={t('ratePlans.form.stayKind')}
        orientation="horizontal"
        options={STAY_KINDS.map((k) => ({ value: k, label: t(`ratePlans.form.stayKind${k}`) }))}
        onChangeValue={(value) => {
          const kind = value as RatePlanValues['stayKind'];
          form.setValue('stayKind', kind, { shouldDirty: true });
          const floor = minNightsOf(kind);
          const stay = form.getValues('limits.lengthOfStay');
          if (floor > 1 && (!stay.enabled || stay.min === null)) {
            // A weekly or monthly plan needs a minimum stay (SPEC 9): switch the limit on with its minimum.
            form.setValue('limits.lengthOfStay', {
              enabled: true,
              min: stay.min ?? floor,
              max: stay.max ?? 365,
            });
          }
          void form.trigger('limits.lengthOfStay.min');
        }}
        {...disabled}
      />
      {(['advanceBooking', 'lengthOfStay'] as const).map((limit) => (
        <div key={limit} className={ui.group}>
          <Controller
            control={control}
            name={`limits.${limit}.enabled`}
            render={({ field }) => (
              <Switch isSelected={field.value} onChange={field.onChange} {...disabled}>
                {t(`ratePlans.form.${limit}`)}
              </Switch>
            )}
          />
          {limits[limit].enabled ? (
            <div className={ui.fieldGrid}>
              <FormNumberField
                control={control}
                name={`limits.${limit}.min`}
                label={t(limit === 'advanceBooking' ? 'ratePlans.form.advanceMin' : 'ratePlans.form.stayMin')}
                isRequired
                minValue={limit === 'advanceBooking' ? 0 : 1}
                maxValue={limit === 'advanceBooking' ? 500 : 365}
                {...disabled}
              />
              <FormNumberField
                control={control}
                name={`limits.${limit}.max`}
                label={t(limit === 'advanceBooking' ? 'ratePlans.form.advanceMax' : 'ratePlans.form.stayMax')}
                isRequired
                minValue={limit === 'advanceBooking' ? 0 : 1}
                maxValue={limit === 'advanceBooking' ? 500 : 365}
                {...disabled}
              />
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
