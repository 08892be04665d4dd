import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import {
  BLACKOUT_MAX_DAYS_PER_YEAR,
  TARGET_USERS,
  TARGETED_DISCOUNT_MAX_PERCENT,
  TARGETED_DISCOUNT_MIN_PERCENT,
  todayInZone,
  type TargetedPromotionType,
} from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { FormBlackoutDates } from '../../../shared/forms/blackout-dates-field';
import { FormTextField } from '../../../shared/forms/form-text-field';
import { useCatalogueForm } from '../../../shared/forms/use-catalogue-form';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useT } from '../../../shared/i18n/language';
import {
  FormCheckboxGroup,
  FormDateRange,
  FormNumberField,
  FormRadioGroup,
} from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useTargetedPromotion } from '../api/get-targeted-promotion';
import { targetedKey, useTargetedPromotions } from '../api/list-targeted-promotions';
import { useRateCatalogue } from '../api/rate-catalogue';
import { createTargetedPromotion, updateTargetedPromotion } from '../api/save-targeted-promotion';
import {
  editPath,
  emptyTargeted,
  fieldOf,
  FORM_FIELDS,
  LIST_PATH,
  targetedTypeOfRoute,
  toInput,
  validateValues,
  valuesFrom,
  type TargetedPromotion,
  type TargetedValues,
} from '../model';

type Mode = 'create' | 'edit' | 'view';

function TargetedForm({
  hotelId,
  type,
  mode,
  source,
  today,
}: {
  hotelId: number;
  type: TargetedPromotionType;
  mode: Mode;
  source?: TargetedPromotion;
  today: string;
}) {
  const t = useT();
  const disabled = mode === 'view';
  const list = useTargetedPromotions(hotelId);
  const catalogue = useRateCatalogue(hotelId);
  const canTarget = list.data?.abilities['targeted.targetUsers'] ?? false;
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<TargetedValues>({
    validators: [(v) => validateValues(v, today)],
    defaultValues: source ? valuesFrom(source) : emptyTargeted(type),
    write: (values) =>
      mode === 'edit' && source
        ? updateTargetedPromotion(hotelId, source.targetedPromotionId, toInput(values))
        : createTargetedPromotion(hotelId, toInput(values)),
    invalidate: targetedKey(hotelId),
    listPath: LIST_PATH,
    savedMessage: t(mode === 'edit' ? 'targetedPromotions.form.updated' : 'targetedPromotions.form.created'),
    failedMessage: t('targetedPromotions.form.saveFailed'),
    fieldOf: renamedFields<TargetedValues>(fieldOf, FORM_FIELDS),
  });
  const { control } = form;
  const ratePlanIds = useWatch({ control, name: 'ratePlanIds' });
  const typeName = t(`targetedPromotions.type.${type}`);
  const title =
    mode === 'view'
      ? typeName
      : t(mode === 'edit' ? 'targetedPromotions.form.editTitle' : 'targetedPromotions.form.createTitle', {
          type: typeName,
        });
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
      aria-labelledby="targeted-title"
    >
      <header className={css.pageHeader}>
        <h1 id="targeted-title" className={css.title}>
          {mode === 'view' && source ? `${title}: ${source.name}` : title}
        </h1>
        <p className={css.subtitle}>{t(`targetedPromotions.typeHelp.${type}`)}</p>
      </header>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('targetedPromotions.form.basics')}</h2>
        <FormTextField
          control={control}
          name="name"
          label={t('targetedPromotions.form.name')}
          isRequired
          isDisabled={disabled}
          maxLength={100}
        />
        <FormNumberField
          control={control}
          name="discountPercent"
          label={t('targetedPromotions.form.discountPercent')}
          description={t('targetedPromotions.form.discountHelp', {
            min: TARGETED_DISCOUNT_MIN_PERCENT,
            max: TARGETED_DISCOUNT_MAX_PERCENT,
          })}
          isRequired
          isDisabled={disabled}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange} isDisabled={disabled}>
              {t('targetedPromotions.form.active')}
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
              description={t('targetedPromotions.form.combinableHelp')}
            >
              {t('targetedPromotions.form.combinable')}
            </Switch>
          )}
        />
        <FormRadioGroup
          control={control}
          name="targetUsers"
          label={t('targetedPromotions.form.targetUsers')}
          {...(canTarget ? {} : { description: t('targetedPromotions.form.targetUsersLocked') })}
          isDisabled={disabled || !canTarget}
          options={TARGET_USERS.map((u) => ({ value: u, label: t(`targetedPromotions.target.${u}`) }))}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('targetedPromotions.form.periods')}</h2>
        <div className={ui.fieldGrid}>
          <FormDateRange
            control={control}
            name="bookingPeriod"
            label={t('targetedPromotions.form.bookingPeriod')}
            isRequired
            isDisabled={disabled}
          />
          <FormDateRange
            control={control}
            name="stayPeriod"
            label={t('targetedPromotions.form.stayPeriod')}
            isRequired
            isDisabled={disabled}
          />
        </div>
        <FormBlackoutDates
          control={control}
          name="blackoutDates"
          label={t('targetedPromotions.form.blackoutDates')}
          description={t('targetedPromotions.form.blackoutHelp', { max: BLACKOUT_MAX_DAYS_PER_YEAR })}
          isDisabled={disabled}
          maxPerYear={BLACKOUT_MAX_DAYS_PER_YEAR}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('targetedPromotions.form.conditions')}</h2>
        <FormCheckboxGroup
          control={control}
          name="ratePlanIds"
          label={t('targetedPromotions.form.ratePlans')}
          isRequired
          isDisabled={disabled}
          options={plans.map((p) => ({ value: p.ratePlanId, label: p.name }))}
        />
        <FormCheckboxGroup
          control={control}
          name="roomIds"
          label={t('targetedPromotions.form.rooms')}
          description={t('targetedPromotions.form.roomsHelp')}
          isDisabled={disabled}
          options={rooms.map((r) => ({ value: r.roomId, label: r.name }))}
        />
      </section>
      <div className={ui.stickyActions}>
        {disabled ? (
          <>
            <Link to={LIST_PATH} className={buttonClassName({ variant: 'secondary' })}>
              {t('targetedPromotions.form.back')}
            </Link>
            {source && list.data?.abilities['targeted.edit'] ? (
              <Link to={editPath(source)} className={buttonClassName({ variant: 'primary' })}>
                {t('ratePlans.common.edit')}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('targetedPromotions.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t(
                mode === 'edit'
                  ? 'targetedPromotions.form.submitEdit'
                  : 'targetedPromotions.form.submitCreate',
              )}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

/** targeted-promo/create/:type, targeted-promo/edit/:type/:id and targeted-promo/view/:type/:promotionId. */
export function TargetedPromoFormPage() {
  const t = useT();
  const params = useParams();
  const { hotelId, timeZone } = useHotelContext();
  const type = targetedTypeOfRoute(params.type);
  const mode: Mode = params.promotionId ? 'view' : params.id ? 'edit' : 'create';
  const id = Number(params.promotionId ?? params.id);
  const source = useTargetedPromotion(hotelId, id, mode !== 'create' && id > 0);
  const today = todayInZone(timeZone);
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (!type) return wrap(<StatusPanel title={t('targetedPromotions.form.unknownType')} />);
  if (mode === 'create')
    return wrap(<TargetedForm hotelId={hotelId} type={type} mode="create" today={today} />);
  if (!(id > 0) || (source.isError && isApiError(source.error) && source.error.status === 404))
    return wrap(<StatusPanel title={t('targetedPromotions.form.notFound')} />);
  if (source.isPending) return wrap(<PageLoading />);
  if (source.isError)
    return wrap(<RequestErrorScreen error={source.error} onRetry={() => void source.refetch()} />);
  if (source.data.type !== type) return wrap(<StatusPanel title={t('targetedPromotions.form.notFound')} />);
  return wrap(
    <TargetedForm
      key={`${mode}-${id}`}
      hotelId={hotelId}
      type={type}
      mode={mode}
      source={source.data}
      today={today}
    />,
  );
}
