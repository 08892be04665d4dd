import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Controller, useWatch, type Path } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import { BLACKOUT_MAX_DAYS_PER_YEAR, todayInZone } from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormBlackoutDates } from '../../../shared/forms/blackout-dates-field';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useCatalogueForm } from '../../../shared/forms/use-catalogue-form';
import { useT } from '../../../shared/i18n/language';
import { FormCheckboxGroup, FormDateRange, FormNumberField } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useDeal } from '../api/get-deal';
import { dealsKey, useDeals } from '../api/list-deals';
import { useRateCatalogue } from '../api/rate-catalogue';
import { createDeal, updateDeal } from '../api/save-deal';
import {
  dealFormFieldOf,
  emptyDeal,
  PROMO_TYPES,
  promoTypeOf,
  toDealInput,
  validateDealValues,
  valuesFromDeal,
  type Deal,
  type DealKind,
  type DealValues,
} from '../model';
import { DealCancellationFields } from './deal-cancellation-fields';
import { DealKindFields, FormTime } from './deal-kind-fields';
import { PreviewPanel } from './preview-panel';
import { PROMO_BASE } from './promo-list-page';

type Mode = 'create' | 'copy' | 'edit' | 'view';
const LIST = `${PROMO_BASE}/promo-list`;

function DealForm({
  hotelId,
  kind,
  mode,
  source,
  today,
}: {
  hotelId: number;
  kind: DealKind;
  mode: Mode;
  source?: Deal;
  today: string;
}) {
  const t = useT();
  const disabled = mode === 'view';
  const deals = useDeals(hotelId);
  const catalogue = useRateCatalogue(hotelId);
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<DealValues>({
    validators: [(v) => validateDealValues(v, today)],
    defaultValues: source
      ? {
          ...valuesFromDeal(source),
          ...(mode === 'copy' ? { name: t('ratePlans.form.copySuffix', { name: source.name }) } : {}),
        }
      : emptyDeal(kind),
    write: (values) =>
      mode === 'edit' && source
        ? updateDeal(hotelId, source.dealId, toDealInput(values))
        : createDeal(hotelId, toDealInput(values)),
    invalidate: dealsKey(hotelId),
    listPath: LIST,
    savedMessage: t(mode === 'edit' ? 'promotions.form.updated' : 'promotions.form.created'),
    failedMessage: t('promotions.form.saveFailed'),
    fieldOf: (field, values) => dealFormFieldOf(field, values) as Path<DealValues> | undefined,
  });
  const { control } = form;
  const ratePlanIds = useWatch({ control, name: 'ratePlanIds' });
  const typeName = t(`promotions.kind.${kind}`);
  const title = t(
    mode === 'edit'
      ? 'promotions.form.editTitle'
      : mode === 'view'
        ? 'promotions.form.viewTitle'
        : 'promotions.form.createTitle',
    { type: typeName },
  );
  usePageTitle(title);
  const plans = catalogue.data?.ratePlans ?? [];
  const rooms = (catalogue.data?.rooms ?? []).filter(
    (r) =>
      ratePlanIds.length === 0 ||
      plans.some((p) => ratePlanIds.includes(p.ratePlanId) && p.roomIds.includes(r.roomId)),
  );
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="deal-title"
    >
      <header className={css.pageHeader}>
        <h1 id="deal-title" className={css.title}>
          {mode === 'view' && source ? `${title}: ${source.name}` : title}
        </h1>
        <p className={css.subtitle}>{t('promotions.form.subtitle')}</p>
      </header>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('promotions.form.basics')}</h2>
        <FormTextField
          control={control}
          name="name"
          label={t('promotions.form.name')}
          isRequired
          isDisabled={disabled}
          maxLength={100}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange} isDisabled={disabled}>
              {t('promotions.form.active')}
            </Switch>
          )}
        />
        <Controller
          control={control}
          name="combinable"
          render={({ field }) => (
            <Switch
              isSelected={field.value}
              onChange={field.onChange}
              isDisabled={disabled}
              description={t('promotions.form.combinableHelp')}
            >
              {t('promotions.form.combinable')}
            </Switch>
          )}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('promotions.form.discount')}</h2>
        <DealKindFields control={control} disabled={disabled} kind={kind} />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('promotions.form.periods')}</h2>
        <div className={ui.fieldGrid}>
          <FormDateRange
            control={control}
            name="bookingPeriod"
            label={t('promotions.form.bookingPeriod')}
            isRequired
            isDisabled={disabled}
          />
          <FormDateRange
            control={control}
            name="stayPeriod"
            label={t('promotions.form.stayPeriod')}
            isRequired
            isDisabled={disabled}
          />
        </div>
        <p className={ui.help}>{t('promotions.form.bookingTimeHelp')}</p>
        <div className={ui.fieldGrid}>
          <FormTime
            control={control}
            disabled={disabled}
            name="bookingStartTime"
            label={t('promotions.form.bookingStartTime')}
          />
          <FormTime
            control={control}
            disabled={disabled}
            name="bookingEndTime"
            label={t('promotions.form.bookingEndTime')}
          />
          <FormNumberField
            control={control}
            name="minStay"
            label={t('promotions.form.minStay')}
            isDisabled={disabled}
            minValue={1}
          />
        </div>
        <FormCheckboxGroup
          control={control}
          name="stayDays"
          label={t('promotions.form.stayDays')}
          description={t('promotions.form.stayDaysHelp')}
          isDisabled={disabled}
          options={[1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: t(`promotions.days.${d}`) }))}
        />
        <FormBlackoutDates
          control={control}
          name="blackoutDates"
          label={t('promotions.form.blackoutDates')}
          description={t('promotions.form.blackoutHelp', { max: BLACKOUT_MAX_DAYS_PER_YEAR })}
          isDisabled={disabled}
          maxPerYear={BLACKOUT_MAX_DAYS_PER_YEAR}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('promotions.form.conditions')}</h2>
        <FormCheckboxGroup
          control={control}
          name="platforms"
          label={t('promotions.form.platforms')}
          isRequired
          isDisabled={disabled}
          options={(['LOGIN', 'NON_LOGIN'] as const).map((p) => ({
            value: p,
            label: t(`promotions.platform.${p}`),
          }))}
        />
        <FormCheckboxGroup
          control={control}
          name="ratePlanIds"
          label={t('promotions.form.ratePlans')}
          isRequired
          isDisabled={disabled}
          options={plans.map((p) => ({ value: p.ratePlanId, label: p.name }))}
        />
        <FormCheckboxGroup
          control={control}
          name="roomIds"
          label={t('promotions.form.rooms')}
          description={t('promotions.form.roomsHelp')}
          isDisabled={disabled}
          options={rooms.map((r) => ({ value: r.roomId, label: r.name }))}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('promotions.form.cancellation')}</h2>
        <DealCancellationFields control={control} disabled={disabled} />
      </section>
      {catalogue.data ? (
        <PreviewPanel
          control={control}
          hotelId={hotelId}
          editingId={source && mode === 'edit' ? source.dealId : null}
          deals={deals.data?.deals ?? []}
          catalogue={catalogue.data}
          today={today}
        />
      ) : null}
      <div className={ui.stickyActions}>
        {disabled ? (
          <>
            <Link to={LIST} className={buttonClassName({ variant: 'secondary' })}>
              {t('promotions.form.back')}
            </Link>
            {source && deals.data?.abilities['deal.edit'] ? (
              <Link
                to={`${PROMO_BASE}/add/promotion/edit/${source.dealId}/${promoTypeOf(kind)}`}
                className={buttonClassName({ variant: 'primary' })}
              >
                {t('ratePlans.common.edit')}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('promotions.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(mode === 'edit' ? 'promotions.form.submitEdit' : 'promotions.form.submitCreate')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/** add/promotion/create/:promoType and add/promotion/:method/:id/:promoType (view, edit, copy). */
export function DealFormPage() {
  const t = useT();
  const params = useParams();
  const { hotelId, timeZone } = useHotelContext();
  const kind = PROMO_TYPES[params.promoType ?? ''];
  const mode: Mode =
    params.method === 'edit' || params.method === 'view' || params.method === 'copy'
      ? params.method
      : 'create';
  const dealId = Number(params.id);
  const source = useDeal(hotelId, dealId, mode !== 'create' && dealId > 0);
  const today = todayInZone(timeZone);
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (!kind) return wrap(<StatusPanel title={t('promotions.form.unknownType')} />);
  if (mode === 'create') return wrap(<DealForm hotelId={hotelId} kind={kind} mode="create" today={today} />);
  if (!(dealId > 0) || (source.isError && isApiError(source.error) && source.error.status === 404))
    return wrap(<StatusPanel title={t('promotions.form.notFound')} />);
  if (source.isPending) return wrap(<PageLoading />);
  if (source.isError)
    return wrap(<RequestErrorScreen error={source.error} onRetry={() => void source.refetch()} />);
  if (source.data.kind !== kind) return wrap(<StatusPanel title={t('promotions.form.notFound')} />);
  return wrap(
    <DealForm
      key={`${mode}-${dealId}`}
      hotelId={hotelId}
      kind={kind}
      mode={mode}
      source={source.data}
      today={today}
    />,
  );
}
