import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { StackedTable } from '../../../shared/components/stacked-table';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { formatIdr } from '../../../shared/rates/fields';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as ui from '../../../shared/rates/rates-ui.css';
import * as css from '../../../shared/styles/page.css';
import { addOnsKey, useAddOns } from '../api/list-add-ons';
import { setAddOnStatus } from '../api/set-add-on-status';
import { nameIn, type AddOn } from '../model';
import { AddOnsNav } from './add-ons-nav';
import * as own from './add-ons.css';

const BASE = '/v3/add-ons';

/** /v3/add-ons and /v3/add-ons/list: the add-ons with their photo, price and on/off switch. */
export function AddOnsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { hotelId } = useHotelContext();
  const queryClient = useQueryClient();
  const { showSuccess, showError } = useToast();
  const list = useAddOns(hotelId);
  usePageTitle(t('addOns.title'));
  const setStatus = async (a: AddOn, on: boolean) => {
    const name = nameIn(a.name, lang);
    try {
      await setAddOnStatus(hotelId, a.addOnId, on);
      showSuccess(t(on ? 'addOns.switchedOn' : 'addOns.switchedOff', { name }));
      await queryClient.invalidateQueries({ queryKey: addOnsKey(hotelId) });
    } catch (error) {
      showError(errorMessage(error, t('addOns.statusFailed', { name })));
      throw error;
    }
  };
  const createLink = (
    <Link to={`${BASE}/create`} className={buttonClassName({ variant: 'primary' })}>
      {t('addOns.create')}
    </Link>
  );
  return (
    <div className={css.page}>
      <div className={ui.headerRow}>
        <header className={css.pageHeader}>
          <h1 className={css.title}>{t('addOns.title')}</h1>
          <p className={css.subtitle}>{t('addOns.subtitle')}</p>
        </header>
        <div className={ui.headerActions}>{createLink}</div>
      </div>
      <AddOnsNav />
      {list.data ? (
        <p className={ui.help}>{t('addOns.commission', { percent: `${list.data.commissionPercent}%` })}</p>
      ) : null}
      {list.isPending ? (
        <ListSkeleton label={t('addOns.loading')} />
      ) : list.isError ? (
        <RequestErrorScreen headingLevel={2} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <StackedTable
          caption={t('addOns.caption')}
          rows={list.data.items}
          rowKey={(a) => a.addOnId}
          empty={
            <EmptyState title={t('addOns.empty')} description={t('addOns.emptyBody')} actions={createLink} />
          }
          columns={[
            {
              header: t('addOns.columns.photo'),
              cell: (a) => (
                <img
                  className={own.thumb}
                  src={a.photo.urls.thumb}
                  alt={t('addOns.photoOf', { name: nameIn(a.name, lang) })}
                />
              ),
            },
            {
              header: t('addOns.columns.name'),
              emphasis: true,
              cell: (a) => (
                <>
                  {nameIn(a.name, lang)}
                  {nameIn(a.description, lang) ? (
                    <div className={ui.small}>{nameIn(a.description, lang)}</div>
                  ) : null}
                </>
              ),
            },
            {
              header: t('addOns.columns.category'),
              cell: (a) => (
                <>
                  {t(`addOns.category.${a.category}`)}
                  <div className={ui.small}>{t(`addOns.subcategory.${a.subcategory}`)}</div>
                </>
              ),
            },
            {
              header: t('addOns.columns.price'),
              cell: (a) =>
                t(a.priceType === 'PER_ITEM' ? 'addOns.perItem' : 'addOns.perRoomPerNight', {
                  price: formatIdr(a.price),
                }),
            },
            {
              header: t('addOns.columns.quantity'),
              cell: (a) => t('addOns.quantityRange', { min: a.minQuantity, max: a.maxQuantity }),
            },
            {
              header: t('addOns.columns.status'),
              cell: (a) => (
                <Switch
                  aria-label={t('addOns.statusLabel', { name: nameIn(a.name, lang) })}
                  isSelected={a.status === 'ACTIVE'}
                  onChange={(on) => setStatus(a, on)}
                />
              ),
            },
            {
              header: t('addOns.columns.actions'),
              cell: (a) => (
                <div className={ui.rowActions}>
                  <Link
                    to={`${BASE}/edit/${a.addOnId}`}
                    className={ui.actionLink}
                    aria-label={t('addOns.edit', { name: nameIn(a.name, lang) })}
                  >
                    {t('ratePlans.common.edit')}
                  </Link>
                  <Link
                    to={`${BASE}/copy/${a.addOnId}`}
                    className={ui.actionLink}
                    aria-label={t('addOns.copy', { name: nameIn(a.name, lang) })}
                  >
                    {t('ratePlans.common.copy')}
                  </Link>
                </div>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
