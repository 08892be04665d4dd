import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { Button } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { TimeField } from '@extranet/ui/time-field';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useT } from '../../../shared/i18n/language';
import { FormNumberField, FormRadioGroup, focusRef } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import type { DealValues } from '../model';

type Props = { control: Control<DealValues>; disabled: boolean };

/** A time of day (HH:mm) bound to the form. */
export function FormTime({
  control,
  name,
  label,
  disabled,
}: Props & {
  name: `hotelNowTiers.${number}.${'startTime' | 'endTime'}` | 'bookingStartTime' | 'bookingEndTime';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <TimeField
            label={label}
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            isDisabled={disabled}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}

function RegularFields({ control, disabled }: Props) {
  const t = useT();
  const tiers = useFieldArray({ control, name: 'tiers' });
  const type = useWatch({ control, name: 'discountType' });
  return (
    <>
      <FormRadioGroup
        control={control}
        name="discountType"
        label={t('promotions.form.discountType')}
        isRequired
        isDisabled={disabled}
        orientation="horizontal"
        options={(['PERCENT', 'FIXED'] as const).map((v) => ({ value: v, label: t(`promotions.form.${v}`) }))}
      />
      {tiers.fields.map((tier, i) => (
        <div key={tier.id} className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name={`tiers.${i}.minNights`}
            label={t('promotions.form.tierNights')}
            isRequired
            isDisabled={disabled}
            minValue={1}
          />
          <FormNumberField
            control={control}
            name={`tiers.${i}.value`}
            label={t(type === 'FIXED' ? 'promotions.form.tierAmount' : 'promotions.form.tierPercent')}
            isRequired
            isDisabled={disabled}
            money={type === 'FIXED'}
          />
          {tiers.fields.length > 1 && !disabled ? (
            <Button variant="secondary" onClick={() => tiers.remove(i)}>
              {t('promotions.form.removeTier', { n: i + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      {!disabled && tiers.fields.length < 10 ? (
        <Button
          variant="secondary"
          onClick={() => tiers.append({ minNights: tiers.fields.length + 1, value: null })}
        >
          {t('promotions.form.addTier')}
        </Button>
      ) : null}
    </>
  );
}

function FreeNightFields({ control, disabled }: Props) {
  const t = useT();
  const accumulation = useWatch({ control, name: 'freeNight.accumulation' });
  return (
    <div className={ui.fieldGrid}>
      <FormNumberField
        control={control}
        name="freeNight.minNights"
        label={t('promotions.form.minNights')}
        isRequired
        isDisabled={disabled}
      />
      <FormNumberField
        control={control}
        name="freeNight.freeNights"
        label={t('promotions.form.freeNights')}
        isRequired
        isDisabled={disabled}
      />
      <Controller
        control={control}
        name="freeNight.accumulation"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange} isDisabled={disabled}>
            {t('promotions.form.accumulation')}
          </Switch>
        )}
      />
      {accumulation ? (
        <FormNumberField
          control={control}
          name="freeNight.maxFreeNights"
          label={t('promotions.form.maxFreeNights')}
          isRequired
          isDisabled={disabled}
        />
      ) : null}
    </div>
  );
}

function HotelNowFields({ control, disabled }: Props) {
  const t = useT();
  const tiers = useFieldArray({ control, name: 'hotelNowTiers' });
  return (
    <>
      {tiers.fields.map((tier, i) => (
        <fieldset key={tier.id} className={ui.group}>
          <legend className={ui.groupLabel}>{t('promotions.form.hotelNowTier', { n: i + 1 })}</legend>
          <div className={ui.fieldGrid}>
            <FormTime
              control={control}
              disabled={disabled}
              name={`hotelNowTiers.${i}.startTime`}
              label={t('promotions.form.startTime')}
            />
            <FormTime
              control={control}
              disabled={disabled}
              name={`hotelNowTiers.${i}.endTime`}
              label={t('promotions.form.endTime')}
            />
            <FormNumberField
              control={control}
              name={`hotelNowTiers.${i}.percent`}
              label={t('promotions.form.percent')}
              isRequired
              isDisabled={disabled}
            />
          </div>
          {tiers.fields.length > 1 && !disabled ? (
            <Button variant="secondary" onClick={() => tiers.remove(i)}>
              {t('promotions.form.removeTier', { n: i + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {!disabled && tiers.fields.length < 10 ? (
        <Button
          variant="secondary"
          onClick={() => tiers.append({ startTime: '22:00', endTime: '04:00', percent: null })}
        >
          {t('promotions.form.addTier')}
        </Button>
      ) : null}
    </>
  );
}

function ValueAddedFields({ control, disabled }: Props) {
  const t = useT();
  return (
    <>
      <FormRadioGroup
        control={control}
        name="valueAdded.category"
        label={t('promotions.form.category')}
        isRequired
        isDisabled={disabled}
        orientation="horizontal"
        options={(['MEAL', 'VOUCHER', 'TRANSPORT', 'OTHERS'] as const).map((v) => ({
          value: v,
          label: t(`promotions.form.category_${v}`),
        }))}
      />
      <div className={ui.fieldGrid}>
        <FormTextField
          control={control}
          name="valueAdded.nameId"
          label={t('promotions.form.nameId')}
          isRequired
          isDisabled={disabled}
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="valueAdded.nameEn"
          label={t('promotions.form.nameEn')}
          isRequired
          isDisabled={disabled}
          maxLength={100}
        />
      </div>
      <FormRadioGroup
        control={control}
        name="valueAdded.validity"
        label={t('promotions.form.validity')}
        isRequired
        isDisabled={disabled}
        orientation="horizontal"
        options={(['ONCE_PER_STAY', 'EVERY_NIGHT'] as const).map((v) => ({
          value: v,
          label: t(`promotions.form.validity_${v}`),
        }))}
      />
    </>
  );
}

/** The terms of the deal's kind. */
export function DealKindFields(props: Props & { kind: DealValues['kind'] }) {
  switch (props.kind) {
    case 'REGULAR':
      return <RegularFields {...props} />;
    case 'FREE_NIGHT':
      return <FreeNightFields {...props} />;
    case 'HOTEL_NOW':
      return <HotelNowFields {...props} />;
    case 'VALUE_ADDED':
      return <ValueAddedFields {...props} />;
  }
}
