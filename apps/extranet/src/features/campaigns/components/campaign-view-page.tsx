import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@extranet/api';
import { Button, buttonClassName } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { usePageTitle } from '../../../shared/components/page-title';
import { PageLoading, RequestErrorScreen, StatusPanel } from '../../../shared/components/status-screens';
import { useCatalogueForm } from '../../../shared/forms/use-catalogue-form';
import { renamedFields } from '../../../shared/forms/use-validated-form';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { FormCheckboxGroup } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { useHotelCampaign } from '../api/get-hotel-campaign';
import { joinCampaign } from '../api/join-campaign';
import { leaveCampaign } from '../api/leave-campaign';
import { hotelCampaignsKey } from '../api/list-hotel-campaigns';
import {
  acceptedRatePlans,
  choiceSummary,
  JOIN_FIELDS,
  joinValues,
  validateJoinValues,
  type HotelCampaignDetail,
  type JoinValues,
} from '../model';
import { CampaignFacts } from './campaign-facts';
import { DiscountField } from './discount-field';
import { CAMPAIGN_BASE } from './campaign-list-page';

const LIST = `${CAMPAIGN_BASE}/campaign-list`;

function JoinForm({ hotelId, detail }: { hotelId: number; detail: HotelCampaignDetail }) {
  const t = useT();
  const joined = detail.participation !== null;
  const { form, save, onSubmit, problem } = useCatalogueForm<JoinValues>({
    validators: [(v) => validateJoinValues(v, detail)],
    defaultValues: joinValues(detail),
    write: (v) =>
      joinCampaign(hotelId, detail.campaign.campaignId, {
        discountPercent: v.discountPercent,
        roomIds: v.roomIds,
        ratePlanIds: v.ratePlanIds,
      }),
    invalidate: hotelCampaignsKey(hotelId),
    listPath: LIST,
    savedMessage: t(joined ? 'campaigns.view.updated' : 'campaigns.view.joinedToast', {
      name: detail.campaign.name,
    }),
    failedMessage: t('campaigns.view.saveFailed'),
    fieldOf: renamedFields<JoinValues>((field) => field, JOIN_FIELDS),
  });
  const plans = acceptedRatePlans(detail);
  return (
    <form
      className={ui.section}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="campaign-join"
    >
      <h2 id="campaign-join" className={ui.sectionTitle}>
        {t(joined ? 'campaigns.view.changeTitle' : 'campaigns.view.joinTitle')}
      </h2>
      {problem ? (
        <div className={css.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <DiscountField
        control={form.control}
        label={t('campaigns.view.discount')}
        description={t('campaigns.view.discountHelp', { min: detail.campaign.minDiscountPercent })}
      />
      <FormCheckboxGroup
        control={form.control}
        name="roomIds"
        label={t('campaigns.view.rooms')}
        isRequired
        options={detail.rooms.map((r) => ({ value: r.roomId, label: r.name }))}
      />
      <FormCheckboxGroup
        control={form.control}
        name="ratePlanIds"
        label={t('campaigns.view.ratePlans')}
        description={
          detail.campaign.cancellationPolicy === 'NON_REFUNDABLE'
            ? t('campaigns.view.nonRefundableOnly')
            : undefined
        }
        isRequired
        options={plans.map((p) => ({ value: p.ratePlanId, label: p.name }))}
      />
      <div className={css.actions}>
        <Link to={LIST} className={buttonClassName({ variant: 'secondary' })}>
          {t('campaigns.view.back')}
        </Link>
        <Button type="submit" loading={save.isPending}>
          {t(joined ? 'campaigns.view.save' : 'campaigns.view.submitJoin')}
        </Button>
      </div>
    </form>
  );
}

function Participation({ hotelId, detail }: { hotelId: number; detail: HotelCampaignDetail }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const p = detail.participation;
  if (!p) return null;
  const names = choiceSummary(p, detail.rooms, detail.ratePlans);
  const leave = async () => {
    try {
      await leaveCampaign(hotelId, detail.campaign.campaignId);
      showSuccess(t('campaigns.view.left', { name: detail.campaign.name }));
      await queryClient.invalidateQueries({ queryKey: hotelCampaignsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('campaigns.view.leaveFailed')));
      throw error;
    }
  };
  return (
    <section
      className={css.card}
      aria-labelledby="campaign-participation"
      data-testid="campaign-participation"
    >
      <h2 id="campaign-participation" className={css.cardTitle}>
        {t('campaigns.view.participation')}
      </h2>
      <p>{t('campaigns.view.joinedSince', { percent: p.discountPercent, date: f.dateTime(p.joinedAt) })}</p>
      <p className={css.muted}>{t('campaigns.view.chosenRooms', { names: names.rooms || '—' })}</p>
      <p className={css.muted}>{t('campaigns.view.chosenPlans', { names: names.ratePlans || '—' })}</p>
      {detail.campaign.phase === 'OPEN' && detail.abilities['campaign.join'] ? (
        <div className={css.actions}>
          <ConfirmDialog
            tone="danger"
            title={t('campaigns.view.leaveTitle', { name: detail.campaign.name })}
            message={t('campaigns.view.leaveBody')}
            confirmLabel={t('campaigns.view.leave')}
            cancelLabel={t('campaigns.view.cancel')}
            onConfirm={leave}
            trigger={<Button variant="danger">{t('campaigns.view.leave')}</Button>}
          />
        </div>
      ) : null}
    </section>
  );
}

/** add/campaign/view/:campaignId: the campaign's terms, the participation, and the join (or change) form. */
export function CampaignViewPage() {
  const t = useT();
  const f = useFormat();
  const params = useParams();
  const { hotelId } = useHotelContext();
  const campaignId = Number(params.campaignId);
  const valid = Number.isSafeInteger(campaignId) && campaignId > 0;
  const query = useHotelCampaign(hotelId, campaignId, valid);
  usePageTitle(query.data?.campaign.name ?? t('common.nav.campaignView'));
  const wrap = (child: ReactNode) => (
    <div className={css.page} style={{ maxWidth: 960 }}>
      {child}
    </div>
  );
  if (!valid || (query.isError && isApiError(query.error) && query.error.status === 404))
    return wrap(<StatusPanel title={t('campaigns.view.notFound')} />);
  if (query.isPending) return wrap(<PageLoading />);
  if (query.isError)
    return wrap(<RequestErrorScreen error={query.error} onRetry={() => void query.refetch()} />);
  const d = query.data;
  const open = d.campaign.phase === 'OPEN';
  return wrap(
    <>
      <header className={css.pageHeader}>
        <h1 className={css.title}>{d.campaign.name}</h1>
        <p className={css.subtitle}>{t('campaigns.view.subtitle')}</p>
      </header>
      <CampaignFacts campaign={d.campaign} performance={d.performance} />
      <Participation hotelId={hotelId} detail={d} />
      {open && d.abilities['campaign.join'] ? (
        <JoinForm key={d.participation?.updatedAt ?? 'new'} hotelId={hotelId} detail={d} />
      ) : (
        <div className={css.alert.info} role="note">
          {d.abilities['campaign.join']
            ? t(`campaigns.view.closed.${d.campaign.phase}`, {
                period: f.dateRange(d.campaign.participationPeriod.start, d.campaign.participationPeriod.end),
                date: f.date(
                  d.campaign.phase === 'ENDED'
                    ? d.campaign.stayPeriod.end
                    : d.campaign.participationPeriod.end,
                ),
              })
            : t('common.errors.accessDenied.reasons.NOT_APPROVE_ONLINE')}
        </div>
      )}
    </>,
  );
}
