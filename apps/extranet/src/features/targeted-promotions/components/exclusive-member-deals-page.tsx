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
import { srOnly } from '../../../shared/forms/forms.css';
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
  const columns = [
    t('targetedPromotions.columns.name'),
    t('targetedPromotions.columns.status'),
    t('targetedPromotions.columns.period'),
    t('targetedPromotions.columns.target'),
    t('targetedPromotions.columns.performance'),
    t('targetedPromotions.columns.actions'),
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
      ) : list.length === 0 ? (
        <EmptyState
          title={t('targetedPromotions.empty')}
          description={t('targetedPromotions.emptyBody')}
          actions={create}
        />
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stackedTable}`}>
            <caption className={srOnly}>{t('targetedPromotions.caption')}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className={ui.th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((p) => {
                const state = targetedState(p, today);
                return (
                  <tr key={p.targetedPromotionId}>
                    <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[0]}>
                      {p.name}
                      <div className={ui.small}>
                        {t(`targetedPromotions.type.${p.type}`)} · {f.count(p.discountPercent)}%
                      </div>
                    </td>
                    <td className={ui.td} data-label={columns[1]}>
                      <div className={ui.rowActions}>
                        <span className={css.pill[STATE_TONE[state]]}>
                          {t(`targetedPromotions.state.${state}`)}
                        </span>
                        {canEdit ? (
                          <Switch
                            aria-label={t('targetedPromotions.statusLabel', { name: p.name })}
                            isSelected={p.status === 'ACTIVE'}
                            onChange={(on) => toggle(p, on)}
                          />
                        ) : null}
                      </div>
                    </td>
                    <td className={ui.td} data-label={columns[2]}>
                      <div>{t('targetedPromotions.booking', { period: range(p.bookingPeriod) })}</div>
                      <div className={ui.small}>
                        {t('targetedPromotions.stay', { period: range(p.stayPeriod) })}
                      </div>
                    </td>
                    <td className={ui.td} data-label={columns[3]}>
                      {t(`targetedPromotions.target.${p.targetUsers}`)}
                    </td>
                    <td className={ui.td} data-label={columns[4]}>
                      {t('targetedPromotions.performance', {
                        bookings: f.count(p.performance.bookings),
                        nights: f.count(p.performance.roomNights),
                        revenue: formatIdr(p.performance.revenue),
                      })}
                    </td>
                    <td className={ui.td} data-label={columns[5]}>
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
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
