import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { TARGETED_PROMOTION_TYPES, todayInZone } from '@extranet/domain';
import { buttonClassName } from '@extranet/ui/button';
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
import { targetedKey, useTargetedPromotions } from '../api/list-targeted-promotions';
import { setTargetedPromotionStatus } from '../api/set-targeted-promotion-status';
import { createPath, editPath, targetedState, viewPath, type TargetedPromotion } from '../model';

const STATE_TONE = { RUNNING: 'success', UPCOMING: 'info', ENDED: 'neutral', INACTIVE: 'neutral' } as const;

/** /v3/promotions-and-campaigns/exclusive-member-deals: member deals and corporate rates, status, performance. */
export function ExclusiveMemberDealsPage() {
  const t = useT();
  const f = useFormat();
  const { hotelId, timeZone } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const query = useTargetedPromotions(hotelId);
  const today = todayInZone(timeZone);
  usePageTitle(t('targetedPromotions.title'));
  const toggle = async (p: TargetedPromotion, on: boolean) => {
    try {
      await setTargetedPromotionStatus(hotelId, p.targetedPromotionId, on);
      showSuccess(
        t(on ? 'targetedPromotions.switchedOn' : 'targetedPromotions.switchedOff', { name: p.name }),
      );
      await queryClient.invalidateQueries({ queryKey: targetedKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('targetedPromotions.statusFailed', { name: p.name })));
    }
  };
  const canEdit = query.data?.abilities['targeted.edit'] ?? false;
  const commissions = query.data?.commissions ?? [];
  const create = canEdit ? (
    <>
      {TARGETED_PROMOTION_TYPES.map((type) => (
        <Link
          key={type}
          to={createPath(type)}
          className={buttonClassName({ variant: type === 'MEMBER' ? 'primary' : 'secondary' })}
        >
          {t('targetedPromotions.create', { type: t(`targetedPromotions.type.${type}`) })}
        </Link>
      ))}
    </>
  ) : null;
  const range = (r: TargetedPromotion['bookingPeriod']) =>
    r.start && r.end ? f.dateRange(r.start, r.end) : '—';
  const list = query.data?.targetedPromotions ?? [];
  const columns: StackedColumn<TargetedPromotion>[] = [
    {
      header: t('targetedPromotions.columns.name'),
      emphasis: true,
      cell: (p) => (
        <>
          {p.name}
          <div className={ui.small}>
            {t(`targetedPromotions.type.${p.type}`)} · {f.count(p.discountPercent)}%
          </div>
        </>
      ),
    },
    {
      header: t('targetedPromotions.columns.status'),
      cell: (p) => {
        const state = targetedState(p, today);
        return (
          <div className={ui.rowActions}>
            <span className={css.pill[STATE_TONE[state]]}>{t(`targetedPromotions.state.${state}`)}</span>
            {canEdit ? (
              <Switch
                aria-label={t('targetedPromotions.statusLabel', { name: p.name })}
                isSelected={p.status === 'ACTIVE'}
                onChange={(on) => toggle(p, on)}
              />
            ) : null}
          </div>
        );
      },
    },
    {
      header: t('targetedPromotions.columns.period'),
      cell: (p) => (
        <>
          <div>{t('targetedPromotions.booking', { period: range(p.bookingPeriod) })}</div>
          <div className={ui.small}>{t('targetedPromotions.stay', { period: range(p.stayPeriod) })}</div>
        </>
      ),
    },
    {
      header: t('targetedPromotions.columns.target'),
      cell: (p) => t(`targetedPromotions.target.${p.targetUsers}`),
    },
    {
      header: t('targetedPromotions.columns.performance'),
      cell: (p) =>
        t('targetedPromotions.performance', {
          bookings: f.count(p.performance.bookings),
          nights: f.count(p.performance.roomNights),
          revenue: formatIdr(p.performance.revenue),
        }),
    },
    {
      header: t('targetedPromotions.columns.actions'),
      cell: (p) => (
        <div className={ui.rowActions}>
          <Link
            className={ui.actionLink}
            to={viewPath(p)}
            aria-label={t('targetedPromotions.view', { name: p.name })}
          >
            {t('ratePlans.common.view')}
          </Link>
          {canEdit ? (
            <Link
              className={ui.actionLink}
              to={editPath(p)}
              aria-label={t('targetedPromotions.edit', { name: p.name })}
            >
              {t('ratePlans.common.edit')}
            </Link>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('targetedPromotions.title')}</h1>
          <p className={css.subtitle}>{t('targetedPromotions.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>{list.length > 0 ? create : null}</div>
      </div>
      {commissions.length > 0 ? (
        <ul className={ui.small}>
          {commissions.map((c) => (
            <li key={c.type}>
              {t('targetedPromotions.commission', {
                type: t(`targetedPromotions.type.${c.type}`),
                percent: f.count(c.commissionPercent),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {query.isPending ? (
        <ListSkeleton label={t('targetedPromotions.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <StackedTable
          caption={t('targetedPromotions.caption')}
          columns={columns}
          rows={list}
          rowKey={(p) => p.targetedPromotionId}
          empty={
            <EmptyState
              title={t('targetedPromotions.empty')}
              description={t('targetedPromotions.emptyBody')}
              actions={create}
            />
          }
        />
      )}
    </div>
  );
}
