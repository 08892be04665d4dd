import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Controller } from 'react-hook-form';
import { isApiError } from '@extranet/api';
import { BLACKOUT_MAX_DAYS_PER_YEAR, DEFAULT_TIME_ZONE, todayInZone } from '@extranet/domain';
import { Button } from '@extranet/ui/button';
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
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useCampaign } from '../api/get-campaign';
import { campaignsKey } from '../api/list-campaigns';
import { createCampaign, updateCampaign } from '../api/save-campaign';
import {
  CAMPAIGN_FIELDS,
  campaignFieldOf,
  CANCELLATION_POLICIES,
  emptyCampaign,
  PLATFORMS,
  TIERS,
  toCampaignInput,
  validateCampaignValues,
  valuesFromCampaign,
  type Campaign,
  type CampaignValues,
} from '../model';
import { REVIEW_CAMPAIGNS } from './review-campaigns-page';

function CampaignForm({ source }: { source?: Campaign }) {
  const t = useT();
  // Campaigns are marketplace-wide: their dates are the marketplace's (GMT+7).
  const today = todayInZone(DEFAULT_TIME_ZONE);
  const { form, save, onSubmit, problem, cancel } = useCatalogueForm<CampaignValues>({
    validators: [(v) => validateCampaignValues(v, today)],
    defaultValues: source ? valuesFromCampaign(source) : emptyCampaign(),
    write: (v) =>
      source ? updateCampaign(source.campaignId, toCampaignInput(v)) : createCampaign(toCampaignInput(v)),
    invalidate: campaignsKey,
    listPath: REVIEW_CAMPAIGNS,
    savedMessage: t(source ? 'campaigns.form.updated' : 'campaigns.form.created'),
    failedMessage: t('campaigns.form.saveFailed'),
    fieldOf: renamedFields<CampaignValues>(campaignFieldOf, CAMPAIGN_FIELDS),
  });
  const { control } = form;
  const title = t(source ? 'campaigns.form.editTitle' : 'campaigns.form.createTitle');
  usePageTitle(title);
  return (
    <form
      className={ui.formLayout}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="campaign-title"
    >
      <header className={css.pageHeader}>
        <h1 id="campaign-title" className={css.title}>
          {source ? `${title}: ${source.name}` : title}
        </h1>
        <p className={css.subtitle}>{t('campaigns.form.subtitle')}</p>
      </header>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('campaigns.form.basics')}</h2>
        <FormTextField
          control={control}
          name="name"
          label={t('campaigns.form.name')}
          isRequired
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="descriptionId"
          label={t('campaigns.form.descriptionId')}
          isRequired
          maxLength={1000}
        />
        <FormTextField
          control={control}
          name="descriptionEn"
          label={t('campaigns.form.descriptionEn')}
          isRequired
          maxLength={1000}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t('campaigns.form.active')}
            </Switch>
          )}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('campaigns.form.periods')}</h2>
        <div className={ui.fieldGrid}>
          <FormDateRange
            control={control}
            name="participationPeriod"
            label={t('campaigns.form.participationPeriod')}
            description={t('campaigns.form.participationHelp')}
            isRequired
          />
          <FormDateRange
            control={control}
            name="bookingPeriod"
            label={t('campaigns.form.bookingPeriod')}
            isRequired
          />
          <FormDateRange
            control={control}
            name="stayPeriod"
            label={t('campaigns.form.stayPeriod')}
            isRequired
          />
        </div>
        <FormBlackoutDates
          control={control}
          name="blackoutDates"
          label={t('campaigns.form.blackoutDates')}
          description={t('campaigns.form.blackoutHelp', { max: BLACKOUT_MAX_DAYS_PER_YEAR })}
          maxPerYear={BLACKOUT_MAX_DAYS_PER_YEAR}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('campaigns.form.conditions')}</h2>
        <div className={ui.fieldGrid}>
          <FormNumberField
            control={control}
            name="minDiscountPercent"
            label={t('campaigns.form.minDiscountPercent')}
            description={t('campaigns.form.minDiscountHelp')}
            isRequired
            minValue={1}
            maxValue={100}
          />
          <FormNumberField
            control={control}
            name="minStay"
            label={t('campaigns.form.minStay')}
            minValue={1}
          />
        </div>
        <FormCheckboxGroup
          control={control}
          name="platforms"
          label={t('campaigns.columns.platforms')}
          isRequired
          options={PLATFORMS.map((p) => ({ value: p, label: t(`promotions.platform.${p}`) }))}
        />
        <FormRadioGroup
          control={control}
          name="cancellationPolicy"
          label={t('campaigns.form.cancellationPolicy')}
          options={CANCELLATION_POLICIES.map((p) => ({
            value: p,
            label: t(`campaigns.cancellation.${p}`),
            description: t(`campaigns.cancellationHelp.${p}`),
          }))}
        />
        <Controller
          control={control}
          name="combinable"
          render={({ field }) => (
            <Switch
              isSelected={field.value}
              onChange={field.onChange}
              description={t('promotions.form.combinableHelp')}
            >
              {t('campaigns.form.combinable')}
            </Switch>
          )}
        />
      </section>
      <section className={ui.section}>
        <h2 className={ui.sectionTitle}>{t('campaigns.form.earlyAccess')}</h2>
        <p className={ui.help}>{t('campaigns.form.earlyAccessHelp')}</p>
        <div className={ui.fieldGrid}>
          {TIERS.map((tier) => (
            <FormNumberField
              key={tier}
              control={control}
              name={`earlyAccessHours.${tier}`}
              label={t('campaigns.form.earlyAccessTier', { tier: t(`campaigns.tier.${tier}`) })}
              minValue={0}
              maxValue={720}
            />
          ))}
        </div>
      </section>
      <div className={ui.stickyActions}>
        <Button variant="secondary" onClick={cancel}>
          {t('campaigns.form.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t(source ? 'campaigns.form.submitEdit' : 'campaigns.form.submitCreate')}
        </Button>
      </div>
    </form>
  );
}

/** /v3/review/campaigns/create and /v3/review/campaigns/edit/:campaignId (market managers). */
export function CampaignFormPage() {
  const t = useT();
  const params = useParams();
  const campaignId = Number(params.campaignId);
  const editing = params.campaignId !== undefined;
  const valid = Number.isSafeInteger(campaignId) && campaignId > 0;
  const source = useCampaign(campaignId, editing && valid);
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (!editing) return wrap(<CampaignForm />);
  if (!valid || (source.isError && isApiError(source.error) && source.error.status === 404))
    return wrap(<StatusPanel title={t('campaigns.view.notFound')} />);
  if (source.isPending) return wrap(<PageLoading />);
  if (source.isError)
    return wrap(<RequestErrorScreen error={source.error} onRetry={() => void source.refetch()} />);
  return wrap(<CampaignForm key={source.data.updatedAt} source={source.data} />);
}
