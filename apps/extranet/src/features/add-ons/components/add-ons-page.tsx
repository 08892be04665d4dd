import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClassName } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import { Switch } from '@extranet/ui/switch';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { srOnly } from '../../../shared/forms/forms.css';
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
  const columns = [
    t('addOns.columns.photo'),
    t('addOns.columns.name'),
    t('addOns.columns.category'),
    t('addOns.columns.price'),
    t('addOns.columns.quantity'),
    t('addOns.columns.status'),
    t('addOns.columns.actions'),
  ];
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
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('addOns.empty')} description={t('addOns.emptyBody')} actions={createLink} />
      ) : (
        <div className={ui.tableWrap}>
          <table className={`${ui.table} ${ui.stackedTable}`}>
            <caption className={srOnly}>{t('addOns.caption')}</caption>
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
              {list.data.items.map((a) => {
                const name = nameIn(a.name, lang);
                return (
                  <tr key={a.addOnId}>
                    <td className={ui.td} data-label={columns[0]}>
                      <img
                        className={own.thumb}
                        src={a.photo.urls.thumb}
                        alt={t('addOns.photoOf', { name })}
                      />
                    </td>
                    <td className={`${ui.td} ${ui.nameCell}`} data-label={columns[1]}>
                      {name}
                      {nameIn(a.description, lang) ? (
                        <div className={ui.small}>{nameIn(a.description, lang)}</div>
                      ) : null}
                    </td>
                    <td className={ui.td} data-label={columns[2]}>
                      {t(`addOns.category.${a.category}`)}
                      <div className={ui.small}>{t(`addOns.subcategory.${a.subcategory}`)}</div>
                    </td>
                    <td className={ui.td} data-label={columns[3]}>
                      {t(a.priceType === 'PER_ITEM' ? 'addOns.perItem' : 'addOns.perRoomPerNight', {
                        price: formatIdr(a.price),
                      })}
                    </td>
                    <td className={ui.td} data-label={columns[4]}>
                      {t('addOns.quantityRange', { min: a.minQuantity, max: a.maxQuantity })}
                    </td>
                    <td className={ui.td} data-label={columns[5]}>
                      <Switch
                        aria-label={t('addOns.statusLabel', { name })}
                        isSelected={a.status === 'ACTIVE'}
                        onChange={(on) => setStatus(a, on)}
                      />
                    </td>
                    <td className={ui.td} data-label={columns[6]}>
                      <div className={ui.rowActions}>
                        <Link
                          to={`${BASE}/edit/${a.addOnId}`}
                          className={ui.actionLink}
                          aria-label={t('addOns.edit', { name })}
                        >
                          {t('ratePlans.common.edit')}
                        </Link>
                        <Link
                          to={`${BASE}/copy/${a.addOnId}`}
                          className={ui.actionLink}
                          aria-label={t('addOns.copy', { name })}
                        >
                          {t('ratePlans.common.copy')}
                        </Link>
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
