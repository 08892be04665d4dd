import { StatusPill, type BadgeTone } from '@extranet/ui/badge';
import type { components } from '@extranet/api';
import { ActiveStatus } from '@extranet/domain';
import { useT } from '../../../shared/i18n/language';
import { StackedTable } from '../../../shared/components/stacked-table';
import * as ui from '../../../shared/rates/rates-ui.css';
import { ContactList } from './contact-list';

type Property = components['schemas']['CsPropertyDetail'];

const statusName = (status: number) =>
  (Object.keys(ActiveStatus) as (keyof typeof ActiveStatus)[]).find((k) => ActiveStatus[k] === status) ??
  'PENDING';

const TONE: Record<keyof typeof ActiveStatus, BadgeTone> = {
  NHA_DRAFT: 'neutral',
  PENDING: 'warning',
  REJECTED: 'danger',
  APPROVE_OFFLINE: 'neutral',
  APPROVE_ONLINE: 'success',
};

/** Properties with their status and reservation contacts (all contacts when none is for reservations). */
export function PropertiesTable({ rows }: { rows: readonly Property[] }) {
  const t = useT();
  return (
    <StackedTable
      caption={t('customerService.results.propertiesCaption')}
      rows={rows}
      rowKey={(p) => p.hotelId}
      columns={[
        {
          header: t('customerService.columns.property'),
          emphasis: true,
          cell: (p) => (
            <>
              {p.name}
              <div className={ui.small}>{[p.city, `#${p.hotelId}`].filter(Boolean).join(' · ')}</div>
            </>
          ),
        },
        {
          header: t('customerService.columns.propertyStatus'),
          cell: (p) => {
            const name = statusName(p.activeStatus);
            return <StatusPill tone={TONE[name]}>{t(`common.activeStatus.${name}`)}</StatusPill>;
          },
        },
        {
          header: t('customerService.columns.contacts'),
          cell: (p) => {
            const reservation = p.contacts.filter((c) => c.kinds.includes('RESERVATION'));
            const contacts = [...(reservation.length > 0 ? reservation : p.contacts), ...p.reservationUsers];
            return <ContactList contacts={contacts} empty={t('customerService.detail.noContacts')} />;
          },
        },
      ]}
    />
  );
}
