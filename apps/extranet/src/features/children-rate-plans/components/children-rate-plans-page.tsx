import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@extranet/ui/button';
import { Switch } from '@extranet/ui/switch';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useToast } from '@extranet/ui/toast';
import { useT } from '../../../shared/i18n/language';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import { childrenKey, useChildrenRatePlans } from '../api/list-children-rate-plans';
import { setChildrenRatePlanActive } from '../api/set-children-rate-plan-active';
import { deleteChildrenRatePlan } from '../api/delete-children-rate-plan';
import type { ChildrenRatePlan } from '../model';
import { errorMessage } from '../../../shared/api/error-message';
import { CatalogueList, RowLinks } from '../../../shared/rates/catalogue-list';

const BASE = '/v3/rates-and-availability/children-rate-plans';

/** /v3/rates-and-availability/children-rate-plans: list, active toggle, delete. */
export function ChildrenRatePlansPage() {
  const t = useT();
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const list = useChildrenRatePlans(hotelId);
  const [deleting, setDeleting] = useState<ChildrenRatePlan | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: childrenKey(hotelId) });
  const setActive = async (plan: ChildrenRatePlan, active: boolean) => {
    try {
      await setChildrenRatePlanActive(hotelId, plan.childrenRatePlanId, active);
      showSuccess(
        t(active ? 'ratePlans.children.activated' : 'ratePlans.children.deactivated', { name: plan.name }),
      );
      await refresh();
    } catch (error) {
      showError(errorMessage(error, t('ratePlans.children.activeFailed', { name: plan.name })));
      throw error;
    }
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteChildrenRatePlan(hotelId, deleting.childrenRatePlanId);
      showSuccess(t('ratePlans.children.deleted'));
      setDeleting(null);
      await refresh();
    } catch (error) {
      showError(errorMessage(error, t('ratePlans.children.deleteFailed', { name: deleting.name })));
      throw error;
    }
  };

  const addLink = (
    <Link to={`${BASE}/add`} className={buttonClassName({ variant: 'primary' })}>
      {t('ratePlans.children.add')}
    </Link>
  );
  return (
    <>
      <CatalogueList
        title={t('ratePlans.children.title')}
        subtitle={t('ratePlans.children.subtitle')}
        action={addLink}
        intro={
          list.data ? (
            <p className={ui.help}>
              {t('ratePlans.children.policy', {
                min: list.data.childrenPolicy.minAge,
                adult: list.data.childrenPolicy.adultMinAge,
              })}
            </p>
          ) : null
        }
        query={{ ...list, items: list.data?.items }}
        empty={{ title: t('ratePlans.children.empty'), description: t('ratePlans.children.emptyBody') }}
        caption={t('ratePlans.children.caption')}
        rowKey={(plan) => plan.childrenRatePlanId}
        columns={[
          { header: t('ratePlans.children.name'), emphasis: true, cell: (plan) => plan.name },
          {
            header: t('ratePlans.children.ageGroups'),
            cell: (plan) => (
              <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {plan.ageGroups.map((g) => (
                  <li key={`${g.minAge}-${g.maxAge}`}>
                    {t('ratePlans.children.ageRange', { min: g.minAge, max: g.maxAge })}:{' '}
                    <strong>{g.price === 0 ? t('ratePlans.common.free') : formatIdr(g.price)}</strong>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            header: t('ratePlans.children.ratePlans'),
            cell: (plan) => (
              <div className={ui.chips}>
                {plan.ratePlans.map((rp) => (
                  <span key={rp.ratePlanId} className={ui.chip}>
                    {rp.name}
                  </span>
                ))}
              </div>
            ),
          },
          {
            header: t('ratePlans.children.active'),
            cell: (plan) => (
              <Switch
                aria-label={t('ratePlans.children.activeLabel', { name: plan.name })}
                isSelected={plan.active}
                onChange={(on) => setActive(plan, on)}
              />
            ),
          },
          {
            header: t('ratePlans.common.actions'),
            cell: (plan) => (
              <div className={ui.rowActions}>
                <RowLinks name={plan.name} editTo={`${BASE}/edit/${plan.childrenRatePlanId}`} />
                <button
                  type="button"
                  className={ui.dangerAction}
                  onClick={() => setDeleting(plan)}
                  aria-label={`${t('ratePlans.common.delete')} ${plan.name}`}
                >
                  {t('ratePlans.common.delete')}
                </button>
              </div>
            ),
          },
        ]}
      />
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
    </>
  );
}
