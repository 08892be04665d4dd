import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control, type Path } from 'react-hook-form';
import { MONTHLY_MIN_NIGHTS, WEEKLY_MIN_NIGHTS } from '@extranet/domain';
import { formatCurrency, formatDate } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { entirePricingKey } from '../api/get-entire-pricing';
import { saveEntirePricing } from '../api/save-entire-pricing';
import { errorMessage } from '../../../shared/api/error-message';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { ButtonLink } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import * as css from '../../../shared/styles/page.css';
import { FormNumberField, focusRef } from '../../../shared/rates/fields';
import * as ui from '../../../shared/rates/rates-ui.css';
import { ariKey } from '../../../shared/api/query-keys';
import * as own from './entire-pricing.css';
import {
  PRICE_FIELDS,
  emptyOverride,
  parseTyped,
  simulationSettings,
  toSettingsInput,
  validatorFor,
  valuesOf,
  type EntirePricing,
  type EntirePricingValues,
  type PriceField,
  type Unit,
} from '../model';
import { SimulationPanel } from './simulation-panel';

export const CALENDAR_PATH = '/v3/rates-and-availability';

export function FormDate({
  control,
  name,
  label,
  minValue,
  maxValue,
}: {
  control: Control<EntirePricingValues>;
  name: Path<EntirePricingValues>;
  label: string;
  minValue: string;
  maxValue: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={focusRef(field.ref)}>
          <DateField
            label={label}
            name={field.name}
            value={(field.value as string) || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            minValue={minValue}
            maxValue={maxValue}
            isRequired
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        </div>
      )}
    />
  );
}

export function UnitForm({
  hotelId,
  unit,
  data,
  onSaved,
}: {
  hotelId: number;
  unit: Unit;
  data: EntirePricing;
  onSaved: (unit: Unit) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [savedCells, setSavedCells] = useState<number | null>(null);
  // Numbers still being typed (react-aria commits a number field on blur): the simulation follows them live.
  const [live, setLive] = useState<Partial<Record<PriceField, number | null>>>({});
  const form = useValidatedForm<EntirePricingValues>([validatorFor(unit, data.today)], valuesOf(unit));
  const { control } = form;
  const overrides = useFieldArray({ control, name: 'overrides' });
  const values = useWatch({ control }) as EntirePricingValues;
  const settings = simulationSettings(
    { ...valuesOf(unit), ...values, overrides: values.overrides ?? [] },
    live,
    data.today,
  );

  const save = useMutation({
    mutationFn: (v: EntirePricingValues) =>
      saveEntirePricing(hotelId, { roomId: unit.roomId, ...toSettingsInput(v) }),
    onSuccess: async (saved) => {
      setProblem(null);
      setSavedCells(saved.changedCells);
      setLive({});
      form.reset(valuesOf(saved.unit));
      onSaved(saved.unit);
      showSuccess(
        saved.changedCells > 0
          ? t(saved.changedCells === 1 ? 'entirePricing.saved_one' : 'entirePricing.saved_other', {
              count: saved.changedCells,
            })
          : t('entirePricing.savedNoChange'),
      );
      await queryClient.invalidateQueries({ queryKey: entirePricingKey(hotelId) });
      await queryClient.invalidateQueries({ queryKey: ariKey(hotelId) });
    },
    onError: (error) => {
      const fields = [
        ...PRICE_FIELDS,
        ...form
          .getValues('overrides')
          .flatMap((_, i) => ['name', 'start', 'end', 'price'].map((f) => `overrides.${i}.${f}`)),
      ] as Path<EntirePricingValues>[];
      if (applyServerFieldErrors(error, form.setError, fields)) return;
      setProblem(errorMessage(error, t('entirePricing.genericError')));
    },
  });
  const onSubmit = form.handleSubmit((v) => save.mutate(v), scrollToFirstError);

  const typing = (name: PriceField) => ({
    onInput: (e: React.FormEvent<HTMLDivElement>) => {
      const target = e.target as HTMLInputElement;
      setLive((l) => ({ ...l, [name]: parseTyped(target.value) }));
    },
  });

  return (
    <div className={own.layout}>
      <form
        className={ui.formLayout}
        noValidate
        aria-labelledby="entire-pricing-title"
        onSubmit={(e) => void onSubmit(e)}
      >
        {unit.settings === null ? (
          <div className={css.alert.info} role="status">
            {t('entirePricing.notSet')}
          </div>
        ) : null}
        {problem ? (
          <div className={css.alert.error} role="alert">
            {problem}
          </div>
        ) : null}
        <section className={ui.section} aria-labelledby="ep-base">
          <h2 id="ep-base" className={ui.sectionTitle}>
            {t('entirePricing.base.title')}
          </h2>
          <p className={ui.help}>
            {t('entirePricing.minSell', { price: formatCurrency(unit.minSellPrice, 'IDR', lang) })}
          </p>
          <div className={own.priceGrid}>
            <div {...typing('weekdayPrice')}>
              <FormNumberField
                control={control}
                name="weekdayPrice"
                label={t('entirePricing.base.weekday')}
                description={t('entirePricing.base.weekdayHelp')}
                isRequired
                money
              />
            </div>
            <div {...typing('weekendPrice')}>
              <FormNumberField
                control={control}
                name="weekendPrice"
                label={t('entirePricing.base.weekend')}
                description={t('entirePricing.base.weekendHelp')}
                isRequired
                money
              />
            </div>
          </div>
        </section>

        <section className={ui.section} aria-labelledby="ep-los">
          <h2 id="ep-los" className={ui.sectionTitle}>
            {t('entirePricing.los.title')}
          </h2>
          <p className={ui.help}>{t('entirePricing.los.help')}</p>
          <div className={own.priceGrid}>
            <div {...typing('weeklyDiscount')}>
              <FormNumberField
                control={control}
                name="weeklyDiscount"
                label={t('entirePricing.los.weekly')}
                description={t('entirePricing.los.weeklyHelp', { nights: WEEKLY_MIN_NIGHTS })}
              />
            </div>
            <div {...typing('monthlyDiscount')}>
              <FormNumberField
                control={control}
                name="monthlyDiscount"
                label={t('entirePricing.los.monthly')}
                description={t('entirePricing.los.monthlyHelp', { nights: MONTHLY_MIN_NIGHTS })}
              />
            </div>
          </div>
        </section>

        <section className={ui.section} aria-labelledby="ep-overrides">
          <h2 id="ep-overrides" className={ui.sectionTitle}>
            {t('entirePricing.overrides.title')}
          </h2>
          <p className={ui.help}>{t('entirePricing.overrides.help')}</p>
          {overrides.fields.length === 0 ? (
            <p className={css.muted}>{t('entirePricing.overrides.empty')}</p>
          ) : null}
          {overrides.fields.map((row, index) => {
            const n = index + 1;
            return (
              <div
                key={row.id}
                className={own.overrideRow}
                role="group"
                aria-labelledby={`ep-override-${row.id}`}
              >
                <div className={own.overrideHead}>
                  <h3 id={`ep-override-${row.id}`} className={own.rowTitle}>
                    {t('entirePricing.overrides.row', { n })}
                  </h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('entirePricing.overrides.removeLabel', { n })}
                    onClick={() => overrides.remove(index)}
                  >
                    {t('entirePricing.overrides.remove')}
                  </Button>
                </div>
                <div className={own.overrideName}>
                  <FormTextField
                    control={control}
                    name={`overrides.${index}.name`}
                    label={t('entirePricing.overrides.name')}
                    isRequired
                    maxLength={100}
                  />
                </div>
                <FormDate
                  control={control}
                  name={`overrides.${index}.start`}
                  label={t('entirePricing.overrides.start')}
                  minValue={data.today}
                  maxValue={data.horizon}
                />
                <FormDate
                  control={control}
                  name={`overrides.${index}.end`}
                  label={t('entirePricing.overrides.end')}
                  minValue={data.today}
                  maxValue={data.horizon}
                />
                <FormNumberField
                  control={control}
                  name={`overrides.${index}.price`}
                  label={t('entirePricing.overrides.price')}
                  isRequired
                  money
                />
              </div>
            );
          })}
          <div>
            <Button variant="secondary" size="sm" onClick={() => overrides.append(emptyOverride())}>
              {t('entirePricing.overrides.add')}
            </Button>
          </div>
        </section>

        <p className={ui.help}>
          {t('entirePricing.applyNote', { date: formatDate(data.horizon, 'long', lang) })}
        </p>
        {savedCells !== null ? (
          <p className={ui.help}>
            <ButtonLink to={CALENDAR_PATH} variant="secondary">
              {t('entirePricing.calendarLink')}
            </ButtonLink>
          </p>
        ) : null}
        <div className={ui.stickyActions}>
          <Button
            variant="secondary"
            disabled={!form.formState.isDirty || save.isPending}
            onClick={() => {
              setLive({});
              form.reset(valuesOf(unit));
            }}
          >
            {t('entirePricing.reset')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('entirePricing.save')}
          </Button>
        </div>
      </form>
      <div className={own.aside}>
        <SimulationPanel
          hotelId={hotelId}
          unit={unit}
          today={data.today}
          horizon={data.horizon}
          settings={settings}
        />
      </div>
    </div>
  );
}
