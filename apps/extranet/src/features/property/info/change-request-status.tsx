import type { Schemas } from '@extranet/api';
import { Badge, type BadgeTone } from '@extranet/ui/badge';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import * as css from './info.css';

const TONE: Record<Schemas['GeneralInfoRequestStatus'], BadgeTone> = {
  SENT: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** The latest general-info change request: sent (waiting), approved, or rejected with its reason. */
export function ChangeRequestStatus({ request }: { request: Schemas['GeneralInfoRequest'] }) {
  const t = useT();
  // The app's date-time in the property's zone, with the zone's name (as the market manager's review shows it).
  const format = useFormat().dateTime;
  return (
    <section className={css.request} aria-labelledby="general-info-request" data-testid="change-request">
      <h2 id="general-info-request" style={{ fontSize: '1rem', margin: 0 }}>
        {t('propertyInfo.request.title')}
      </h2>
      <div>
        <Badge tone={TONE[request.status]}>{t(`propertyInfo.request.${request.status}`)}</Badge>
      </div>
      <span>{t('propertyInfo.request.sentAt', { date: format(request.createdAt) })}</span>
      {request.decidedAt ? (
        <span>{t('propertyInfo.request.decidedAt', { date: format(request.decidedAt) })}</span>
      ) : null}
      {request.reason ? <span>{t('propertyInfo.request.reason', { reason: request.reason })}</span> : null}
      {request.status === 'SENT' ? <span>{t('propertyInfo.request.replaceNotice')}</span> : null}
    </section>
  );
}
