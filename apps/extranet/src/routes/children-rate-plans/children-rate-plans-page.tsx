import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@extranet/api';
import { buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { EmptyState } from '@extranet/ui/empty-state';
import { useToast } from '@extranet/ui/toast';
import { api } from '../../api/client';
import { useT } from '../../i18n/language';
import { usePageTitle } from '../../components/page-title';
import { RequestErrorScreen } from '../../components/status-screens';
import { srOnly } from '../../forms/forms.css';
import * as css from '../../styles/page.css';
import { RatesSubNav, formatIdr } from '../rate-plans/fields';
import { useHotelContext } from '../rate-plans/rate-plans-api';
import { ListSkeleton } from '../rate-plans/rate-plans-page';
import * as ui from '../rate-plans/rates-ui.css';
import { childrenKey, useChildrenRatePlans } from './children-api';
import type { ChildrenRatePlan } from './children-model';

const BASE = '/v3/rates-and-availability/children-rate-plans';

/** /v3/rates-and-availability/children-rate-plans: list, active toggle, delete. */
export function ChildrenRatePlansPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const list = useChildrenRatePlans(hotelId);
  const [deleting, setDeleting] = useState<ChildrenRatePlan | null>(null);
  usePageTitle(t('ratePlans.children.title'));

  const refresh = () => queryClient.invalidateQueries({ queryKey: childrenKey(hotelId) });
  const setActive = async (plan: ChildrenRatePlan, active: boolean) => {
    try {
      await unwrap(
        api.PATCH('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}/active', {
          params: { path: { hotelId, childrenRatePlanId: plan.childrenRatePlanId } },
          body: { active },
        }),
      );
      showSuccess(
        t(active ? 'ratePlans.children.activated' : 'ratePlans.children.deactivated', { name: plan.name }),
      );
      await refresh();
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : t('ratePlans.common.genericError'));
      throw error;
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await unwrap(
        api.DELETE('/api/v1/hotels/{hotelId}/children-rate-plans/{childrenRatePlanId}', {
          params: { path: { hotelId, childrenRatePlanId: deleting.childrenRatePlanId } },
        }),
      );
      showSuccess(t('ratePlans.children.deleted'));
      setDeleting(null);
      await refresh();
    } catch (error) {
      showError(error instanceof Error && error.message ? error.message : t('ratePlans.common.genericError'));
      throw error;
    }
  };

  const addLink = (
    <Link to={`${BASE}/add`} className={buttonClassName({ variant: 'primary' })}>
      {t('ratePlans.children.add')}
    </Link>
  );
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('ratePlans.children.title')}</h1>
          <p className={css.subtitle}>{t('ratePlans.children.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>{addLink}</div>
      </div>
      <RatesSubNav />
      {list.data ? (
        <p className={ui.help}>
          {t('ratePlans.children.policy', {
            min: list.data.childrenPolicy.minAge,
            adult: list.data.childrenPolicy.adultMinAge,
          })}
        </p>
      ) : null}
      {list.isPending ? (
        <ListSkeleton label={t('ratePlans.common.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('ratePlans.children.empty')}
          description={t('ratePlans.children.emptyBody')}
          actions={addLink}
        />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className={srOnly}>{t('ratePlans.children.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.children.name')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.children.ageGroups')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.children.ratePlans')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.children.active')}
                </th>
                <th scope="col" className={ui.th}>
                  {t('ratePlans.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((plan) => (
                <tr key={plan.childrenRatePlanId}>
                  <td className={`${ui.td} ${ui.nameCell}`}>{plan.name}</td>
                  <td className={ui.td}>
                    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                      {plan.ageGroups.map((g) => (
                        <li key={`${g.minAge}-${g.maxAge}`}>
                          {t('ratePlans.children.ageRange', { min: g.minAge, max: g.maxAge })}:{' '}
                          <strong>{g.price === 0 ? t('ratePlans.common.free') : formatIdr(g.price)}</strong>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={ui.td}>
                    <div className={ui.chips}>
                      {plan.ratePlans.map((rp) => (
                        <span key={rp.ratePlanId} className={ui.chip}>
                          {rp.name}
                        </span>
                      ))}
                    </div>
                  </td>
                  <td className={ui.td}>
                    <Switch
                      aria-label={t('ratePlans.children.activeLabel', { name: plan.name })}
                      isSelected={plan.active}
                      onChange={(on) => setActive(plan, on)}
                    />
                  </td>
                  <td className={ui.td}>
                    <div className={ui.rowActions}>
                      <Link
                        to={`${BASE}/edit/${plan.childrenRatePlanId}`}
                        className={ui.actionLink}
                        aria-label={t('ratePlans.list.editOf', { name: plan.name })}
                      >
                        {t('ratePlans.common.edit')}
                      </Link>
                      <button
                        type="button"
                        className={ui.dangerAction}
                        onClick={() => setDeleting(plan)}
                        aria-label={`${t('ratePlans.common.delete')} ${plan.name}`}
                      >
                        {t('ratePlans.common.delete')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={t('ratePlans.children.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('ratePlans.children.deleteBody')}
        confirmLabel={t('ratePlans.common.delete')}
        cancelLabel={t('ratePlans.common.cancel')}
        onConfirm={remove}
      />
    </div>
  );
}
