import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { todayInZone } from '@extranet/domain';
import { Button, buttonClassName } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable, type StackedColumn } from '../../../shared/components/stacked-table';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { dealsKey, useDeals } from '../api/list-deals';
import { setAllDealsStatus, setDealStatus } from '../api/set-deal-status';
import { dealState, discountSummary, promoTypeOf, type Deal } from '../model';
import { PromoSummaryStrip } from './promo-summary-strip';

export const PROMO_BASE = '/v3/promotions-and-campaigns';
const STATE_TONE = { RUNNING: 'success', UPCOMING: 'info', ENDED: 'neutral', INACTIVE: 'neutral' } as const;

/** /v3/promotions-and-campaigns/promo-list: every deal with its status, periods, platforms and performance. */
export function PromoListPage() {
  const t = useT();
  const f = useFormat();
  const { hotelId, timeZone } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const deals = useDeals(hotelId);
  const [confirmAll, setConfirmAll] = useState<boolean | null>(null);
  const today = todayInZone(timeZone);
  usePageTitle(t('promotions.title'));
  const refresh = () => queryClient.invalidateQueries({ queryKey: dealsKey(hotelId) });
  const toggle = async (d: Deal, on: boolean) => {
    try {
      await setDealStatus(hotelId, d.dealId, on);
      showSuccess(t(on ? 'promotions.switchedOn' : 'promotions.switchedOff', { name: d.name }));
      await refresh();
    } catch (error) {
      showError(errorMessage(error, t('promotions.statusFailed', { name: d.name })));
    }
  };
  const toggleAll = async () => {
    const on = confirmAll === true;
    try {
      await setAllDealsStatus(hotelId, on);
      showSuccess(t(on ? 'promotions.allSwitchedOn' : 'promotions.allSwitchedOff'));
      await refresh();
    } catch (error) {
      showError(errorMessage(error, t('promotions.allFailed')));
      throw error;
    }
  };
  const canEdit = deals.data?.abilities['deal.edit'] ?? false;
  const add = canEdit ? (
    <Link to={`${PROMO_BASE}/add`} className={buttonClassName({ variant: 'primary' })}>
      {t('promotions.add')}
    </Link>
  ) : null;
  const range = (r: Deal['bookingPeriod']) => (r.start && r.end ? f.dateRange(r.start, r.end) : '—');
  const list = deals.data?.deals ?? [];
  const columns: StackedColumn<Deal>[] = [
    {
      header: t('promotions.columns.name'),
      emphasis: true,
      cell: (d) => (
        <>
          {d.name}
          <div className={ui.small}>
            {t(`promotions.kind.${d.kind}`)} · {discountSummary(d, formatIdr)}
          </div>
        </>
      ),
    },
    {
      header: t('promotions.columns.status'),
      cell: (d) => {
        const state = dealState(d, today);
        return (
          <div className={ui.rowActions}>
            <span className={css.pill[STATE_TONE[state]]}>{t(`promotions.state.${state}`)}</span>
            {canEdit ? (
              <Switch
                aria-label={t('promotions.statusLabel', { name: d.name })}
                isSelected={d.status === 'ACTIVE'}
                onChange={(on) => toggle(d, on)}
              />
            ) : null}
          </div>
        );
      },
    },
    {
      header: t('promotions.columns.period'),
      cell: (d) => (
        <>
          <div>{t('promotions.booking', { period: range(d.bookingPeriod) })}</div>
          <div className={ui.small}>{t('promotions.stay', { period: range(d.stayPeriod) })}</div>
        </>
      ),
    },
    {
      header: t('promotions.columns.platform'),
      cell: (d) => d.platforms.map((p) => t(`promotions.platform.${p}`)).join(', '),
    },
    {
      header: t('promotions.columns.performance'),
      cell: (d) =>
        t('promotions.performance', {
          bookings: f.count(d.performance.bookings),
          nights: f.count(d.performance.roomNights),
          revenue: formatIdr(d.performance.revenue),
        }),
    },
    {
      header: t('promotions.columns.actions'),
      cell: (d) => {
        const type = promoTypeOf(d.kind);
        return (
          <div className={ui.rowActions}>
            <Link
              className={ui.actionLink}
              to={`${PROMO_BASE}/add/promotion/view/${d.dealId}/${type}`}
              aria-label={t('promotions.view', { name: d.name })}
            >
              {t('ratePlans.common.view')}
            </Link>
            {canEdit ? (
              <Link
                className={ui.actionLink}
                to={`${PROMO_BASE}/add/promotion/edit/${d.dealId}/${type}`}
                aria-label={t('promotions.edit', { name: d.name })}
              >
                {t('ratePlans.common.edit')}
              </Link>
            ) : null}
          </div>
        );
      },
    },
  ];
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('promotions.title')}</h1>
          <p className={css.subtitle}>{t('promotions.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>
          {canEdit && list.length > 0 ? (
            <>
              <Button variant="secondary" onClick={() => setConfirmAll(true)}>
                {t('promotions.allOn')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmAll(false)}>
                {t('promotions.allOff')}
              </Button>
            </>
          ) : null}
          {add}
        </div>
      </div>
      <PromoSummaryStrip hotelId={hotelId} />
      {deals.isPending ? (
        <ListSkeleton label={t('promotions.loading')} />
      ) : deals.isError ? (
        <RequestErrorScreen headingLevel={2} error={deals.error} onRetry={() => void deals.refetch()} />
      ) : (
        <StackedTable
          caption={t('promotions.caption')}
          columns={columns}
          rows={list}
          rowKey={(d) => d.dealId}
          empty={
            <EmptyState title={t('promotions.empty')} description={t('promotions.emptyBody')} actions={add} />
          }
        />
      )}
      <ConfirmDialog
        open={confirmAll !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmAll(null);
        }}
        tone={confirmAll === false ? 'danger' : 'primary'}
        title={t(confirmAll ? 'promotions.allOnTitle' : 'promotions.allOffTitle')}
        message={t(confirmAll ? 'promotions.allOnBody' : 'promotions.allOffBody')}
        confirmLabel={t(confirmAll ? 'promotions.allOn' : 'promotions.allOff')}
        cancelLabel={t('ratePlans.common.cancel')}
        onConfirm={toggleAll}
      />
    </div>
  );
}
