import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control, type Path } from 'react-hook-form';
import { unwrap } from '@extranet/api';
import { MONTHLY_MIN_NIGHTS, WEEKLY_MIN_NIGHTS } from '@extranet/domain';
import { formatCurrency, formatDate } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { DateField } from '@extranet/ui/date-field';
import { Select } from '@extranet/ui/select';
import { useToast } from '@extranet/ui/toast';
import { scrollToFirstError } from '@extranet/validation/react-hook-form';
import { api } from '../../../shared/api/client';
import { errorMessage } from '../../../shared/api/error-message';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import {
  ButtonLink,
  PageLoading,
  RequestErrorScreen,
  StatusPanel,
} from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { applyServerFieldErrors, useValidatedForm } from '../../../shared/forms/use-validated-form';
import { currentHotel, useSignedInSession } from '../../../shared/session/session';
import * as css from '../../../shared/styles/page.css';
import { FormNumberField, focusRef } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
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

/** A villa: for the "homes only" and "no units" panels. */
function HomeIllustration() {
  return (
    <svg width="140" height="120" viewBox="0 0 140 120" aria-hidden="true">
      <circle cx="70" cy="60" r="50" fill="#e8f0fc" />
      <path d="M30 62l40-32 40 32" stroke="#1f5fbf" strokeWidth="6" fill="none" strokeLinejoin="round" />
      <rect x="42" y="58" width="56" height="36" rx="3" fill="#1f5fbf" />
      <rect x="62" y="72" width="16" height="22" rx="2" fill="#fff" />
      <rect x="48" y="66" width="10" height="10" rx="1.5" fill="#8fb3ea" />
      <rect x="82" y="66" width="10" height="10" rx="1.5" fill="#8fb3ea" />
    </svg>
  );
}

const CALENDAR_PATH = '/v3/rates-and-availability';
export const entirePricingKey = (hotelId: number) => ['entire-pricing', hotelId] as const;

function FormDate({
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

function UnitForm({
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
      unwrap(
        api.PUT('/api/v1/hotels/{hotelId}/entire-pricing', {
          params: { path: { hotelId } },
          body: { roomId: unit.roomId, ...toSettingsInput(v) },
        }),
      ),
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

function EntirePricingScreen({ hotelId, data }: { hotelId: number; data: EntirePricing }) {
  const t = useT();
  const { lang } = useLanguage();
  // The unit is in the URL (?unit=<roomId>): a reload or a shared link opens the same unit.
  const [params, setParams] = useSearchParams();
  const unit = data.units.find((u) => u.roomId === Number(params.get('unit'))) ?? data.units[0];
  const setRoomId = (roomId: number) =>
    setParams(
      (p) => {
        p.set('unit', String(roomId));
        return p;
      },
      { replace: true },
    );
  if (!unit) {
    return (
      <StatusPanel
        headingLevel={2}
        illustration={<HomeIllustration />}
        title={t('entirePricing.noUnits.title')}
        body={t('entirePricing.noUnits.body')}
      />
    );
  }
  return (
    <>
      <div className={own.unitBar}>
        {data.units.length > 1 ? (
          <div className={own.unitSelect}>
            <Select<number>
              label={t('entirePricing.unit')}
              description={t('entirePricing.unitHelp')}
              options={data.units.map((u) => ({ id: u.roomId, label: u.name }))}
              value={unit.roomId}
              onChange={(id) => id !== null && setRoomId(id)}
            />
          </div>
        ) : (
          <h2 className={ui.sectionTitle}>{unit.name}</h2>
        )}
        {unit.settings ? (
          <p className={own.meta}>
            {t('entirePricing.lastSaved', { date: formatDate(unit.settings.updatedAt, 'dateTime', lang) })}
          </p>
        ) : null}
      </div>
      <UnitForm key={unit.roomId} hotelId={hotelId} unit={unit} data={data} onSaved={() => undefined} />
    </>
  );
}

/** /v3/rates-and-availability/entire-pricing: the price of a home's units as a whole, with the price simulation. */
export function EntirePricingPage() {
  const t = useT();
  const session = useSignedInSession();
  const hotel = currentHotel(session);
  const { hotelId } = useHotelContext();
  const isHome = hotel?.accommodationType === 'NHA';
  usePageTitle(t('entirePricing.title'));
  const query = useQuery({
    queryKey: entirePricingKey(hotelId),
    enabled: isHome,
    queryFn: () =>
      unwrap(api.GET('/api/v1/hotels/{hotelId}/entire-pricing', { params: { path: { hotelId } } })),
  });
  if (!isHome) {
    return (
      <StatusPanel
        illustration={<HomeIllustration />}
        title={t('entirePricing.notHome.title')}
        body={t('entirePricing.notHome.body')}
      >
        <ButtonLink to={CALENDAR_PATH}>{t('entirePricing.notHome.link')}</ButtonLink>
      </StatusPanel>
    );
  }
  return (
    <div className={css.page} style={{ maxWidth: 1200 }}>
      <header className={css.pageHeader}>
        <h1 id="entire-pricing-title" className={css.title}>
          {t('entirePricing.title')}
        </h1>
        <p className={css.subtitle}>{t('entirePricing.subtitle')}</p>
      </header>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <EntirePricingScreen hotelId={hotelId} data={query.data} />
      )}
    </div>
  );
}
