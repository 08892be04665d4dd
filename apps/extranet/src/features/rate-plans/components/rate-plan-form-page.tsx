import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { StatusPill } from '@extranet/ui/badge';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useCatalogueForm } from '../../../shared/forms/use-catalogue-form';
import * as css from '../../../shared/styles/page.css';
import {
  FormCheckboxGroup,
  FormDateRange,
  FormNumberField,
  FormRadioGroup,
  RatesSubNav,
} from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ratePlansKey } from '../api/list-rate-plans';
import { useRooms } from '../api/list-rooms';
import { useRatePlan } from '../api/get-rate-plan';
import { createRatePlan } from '../api/create-rate-plan';
import { updateRatePlan } from '../api/update-rate-plan';
import { CancellationSection, RulesSection } from './rate-plan-form-sections';
import {
  MEALS,
  RATE_PLAN_FIELDS,
  emptyRatePlan,
  formFieldOf,
  tariffModeChanged,
  toRatePlanInput,
  validateRatePlanValues,
  valuesFromPlan,
  type RateModel,
  type RatePlan,
  type RatePlanValues,
} from '../model';
import { STATUS_TONE } from './status-tone';
import * as ui from '../../../shared/rates/rates-ui.css';

export type FormMode = 'create' | 'edit' | 'copy' | 'view';
const BASE = '/v3/rates-and-availability/rate-plans';

function RatePlanForm({
  mode,
  type,
  plan,
  hotelId,
  mayEditStatic,
}: {
  mode: FormMode;
  type: RateModel;
  plan?: RatePlan;
  hotelId: number;
  mayEditStatic: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const rooms = useRooms(hotelId);
  const [pendingTariff, setPendingTariff] = useState<RatePlanValues['tariffMode'] | null>(null);
  const defaults = useMemo(
    () =>
      plan
        ? valuesFromPlan(
            plan,
            mode === 'copy' ? t('ratePlans.form.copySuffix', { name: plan.name }) : undefined,
          )
        : emptyRatePlan(),
    [plan, mode, t],
  );
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<RatePlanValues>({
    validators: [(v) => validateRatePlanValues(v)],
    defaultValues: defaults,
    write: (values) => {
      const body = toRatePlanInput(values, type, {
        confirmTariffModeChange: mode === 'edit' && tariffModeChanged(plan, values),
      });
      return mode === 'edit' && plan
        ? updateRatePlan(hotelId, plan.ratePlanId, body)
        : createRatePlan(hotelId, body);
    },
    invalidate: ratePlansKey(hotelId),
    listPath: BASE,
    savedMessage: t(
      mode === 'edit'
        ? 'ratePlans.form.updated'
        : mode === 'copy'
          ? 'ratePlans.form.copied'
          : 'ratePlans.form.created',
    ),
    failedMessage: t('ratePlans.form.saveFailed'),
    fieldOf: renamedFields<RatePlanValues>(formFieldOf, RATE_PLAN_FIELDS),
  });
  const { control } = form;
  const locked = mode === 'view' || (plan?.tariffMode === 'STATIC' && !mayEditStatic);
  const disabled = locked ? { isDisabled: true } : {};

  const title =
    mode === 'create'
      ? t('ratePlans.form.createTitle')
      : mode === 'edit'
        ? t('ratePlans.form.editTitle')
        : mode === 'copy'
          ? t('ratePlans.form.copyTitle')
          : t('ratePlans.form.viewTitle');

  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="rate-plan-title"
    >
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 id="rate-plan-title" className={css.title}>
            {title}
          </h1>
          <p className={css.subtitle}>
            {t(`ratePlans.type.${type}`)}
            {plan ? ' · ' : ''}
            {plan ? (
              <StatusPill tone={STATUS_TONE[plan.derivedStatus]}>
                {t(`ratePlans.status.${plan.derivedStatus}`)}
              </StatusPill>
            ) : null}
          </p>
        </header>
      </div>
      <RatesSubNav />
      {plan?.tariffMode === 'STATIC' && !mayEditStatic ? (
        <div className={css.alert.info} role="status">
          {t('ratePlans.form.staticLocked')}
        </div>
      ) : null}
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}

      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.form.basics')}</h2>
        <div className={ui.fieldGrid}>
          <FormTextField
            control={control}
            name="name"
            label={t('ratePlans.form.name')}
            isRequired
            maxLength={100}
            {...(locked ? { isReadOnly: true } : {})}
          />
          <FormDateRange
            control={control}
            name="stayDates"
            label={t('ratePlans.form.stayDates')}
            description={t('ratePlans.form.stayDatesHelp')}
            {...disabled}
          />
        </div>
        {rooms.isError ? (
          <div className={css.alert.error} role="alert">
            {t('ratePlans.common.genericError')}
          </div>
        ) : rooms.data && rooms.data.length === 0 ? (
          <p className={ui.help}>{t('ratePlans.form.noRooms')}</p>
        ) : (
          <FormCheckboxGroup
            control={control}
            name="roomIds"
            label={t('ratePlans.form.rooms')}
            isRequired
            description={rooms.isPending ? t('ratePlans.common.loading') : t('ratePlans.form.roomsHelp')}
            options={(rooms.data ?? []).map((room) => ({ value: room.roomId, label: room.name }))}
            {...disabled}
          />
        )}
      </section>

      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.form.tariff')}</h2>
        <FormRadioGroup
          control={control}
          name="tariffMode"
          label={t('ratePlans.form.tariffMode')}
          orientation="horizontal"
          options={(['PROPERTY', 'STATIC'] as const).map((mode) => ({
            value: mode,
            label: t(`ratePlans.form.tariff${mode}`),
            description: t(`ratePlans.form.tariff${mode}Help`),
            ...(mode === 'STATIC' && !mayEditStatic ? { isDisabled: true } : {}),
          }))}
          description={mayEditStatic ? undefined : t('ratePlans.form.staticOnlyMarketManager')}
          onChangeValue={(value) => {
            const next = value as RatePlanValues['tariffMode'];
            if (mode === 'edit' && plan && next !== form.getValues('tariffMode')) setPendingTariff(next);
            else form.setValue('tariffMode', next, { shouldDirty: true });
          }}
          {...disabled}
        />
        <ConfirmDialog
          open={pendingTariff !== null}
          onOpenChange={(open) => {
            if (!open) setPendingTariff(null);
          }}
          title={t('ratePlans.form.tariffConfirmTitle')}
          message={t('ratePlans.form.tariffConfirmBody')}
          confirmLabel={t('ratePlans.form.tariffConfirm')}
          cancelLabel={t('ratePlans.common.cancel')}
          onConfirm={() => {
            if (pendingTariff) form.setValue('tariffMode', pendingTariff, { shouldDirty: true });
            setPendingTariff(null);
          }}
        />
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="commission"
            label={t('ratePlans.form.commission')}
            description={t('ratePlans.form.commissionHelp')}
            // No minValue/maxValue: the field would silently cut 150 to 100 on blur; the validator says why.
            {...disabled}
          />
        </div>
      </section>

      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('ratePlans.form.meals')}</h2>
        <FormCheckboxGroup
          control={control}
          name="meals"
          label={t('ratePlans.form.meals')}
          isRequired
          description={t('ratePlans.form.mealsHelp')}
          options={MEALS.map((meal) => ({ value: meal, label: t(`ratePlans.meal.${meal}`) }))}
          exclusive="NONE"
          {...disabled}
        />
      </section>

      <CancellationSection form={form} disabled={disabled} />

      <RulesSection form={form} disabled={disabled} />

      <div className={ui.stickyActions}>
        <Button variant="secondary" onClick={cancel}>
          {locked ? t('ratePlans.common.back') : t('ratePlans.common.cancel')}
        </Button>
        {locked ? null : (
          <Button type="submit" loading={save.isPending}>
            {mode === 'create'
              ? t('ratePlans.form.submitCreate')
              : mode === 'copy'
                ? t('ratePlans.form.submitCopy')
                : t('ratePlans.form.submitEdit')}
          </Button>
        )}
        {mode === 'view' && plan && !(plan.tariffMode === 'STATIC' && !mayEditStatic) ? (
          <Button
            variant="secondary"
            onClick={() => void navigate(`${BASE}/edit/${plan.ratePlanId}/${plan.type}`)}
          >
            {t('ratePlans.common.edit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function modeOf(method: string | undefined, view: boolean, id: string | undefined): FormMode | null {
  if (view) return 'view';
  if (!id) return 'create';
  if (method === 'edit' || method === 'copy') return method;
  return null;
}

/** create/:type?, view/:id/:type?, :method/:id/:type? (edit, copy). */
export function RatePlanFormScreen({ view = false }: { view?: boolean }) {
  const t = useT();
  const params = useParams();
  const { hotelId, abilities, rateModel } = useHotelContext();
  const mayEditStatic = abilities['ratePlan.editStatic'];
  const mode = modeOf(params.method, view, params.id);
  const id = Number(params.id);
  const plan = useRatePlan(hotelId, id, mode !== 'create' && mode !== null && Number.isInteger(id) && id > 0);
  usePageTitle(t(mode === 'create' ? 'ratePlans.form.createTitle' : 'ratePlans.form.viewTitle'));
  const typeParam = (params.type ?? '').toUpperCase();
  const type: RateModel =
    plan.data?.type ??
    (typeParam === 'LOS' || typeParam === 'DAILY' ? typeParam : rateModel === 'LOS' ? 'LOS' : 'DAILY');
  const page = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (
    mode === null ||
    (mode !== 'create' && !(id > 0)) ||
    (plan.isError && isApiError(plan.error) && plan.error.status === 404)
  ) {
    return page(<StatusPanel title={t('ratePlans.form.notFound')} />);
  }
  if (mode === 'create')
    return page(<RatePlanForm mode="create" type={type} hotelId={hotelId} mayEditStatic={mayEditStatic} />);
  if (plan.isPending) return page(<PageLoading />);
  if (plan.isError)
    return page(<RequestErrorScreen error={plan.error} onRetry={() => void plan.refetch()} />);
  return page(
    <RatePlanForm
      key={`${mode}-${plan.data.ratePlanId}`}
      mode={mode}
      type={type}
      plan={plan.data}
      hotelId={hotelId}
      mayEditStatic={mayEditStatic}
    />,
  );
}

export function RatePlanCreatePage() {
  return <RatePlanFormScreen />;
}
export function RatePlanViewPage() {
  return <RatePlanFormScreen view />;
}
export function RatePlanEditPage() {
  return <RatePlanFormScreen />;
}
