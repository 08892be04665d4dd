import type { SessionHotel } from '../../../shared/session/session';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';

type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

export function statusTone(status: number): Tone {
  if (status === 2) return 'success';
  if (status === 1) return 'info';
  if (status === 0) return 'danger';
  if (status === -1) return 'warning';
  return 'neutral';
}

export function StatusPill({ status }: { status: number }) {
  const t = useT();
  const label = [-3, -1, 0, 1, 2].includes(status) ? t(`shell.status.${status}`) : t('shell.status.unknown');
  return <span className={css.pill[statusTone(status)]}>{label}</span>;
}

/** Status, type and rate model of a property, as a description list. */
export function PropertyFacts({ hotel, compact = false }: { hotel: SessionHotel; compact?: boolean }) {
  const t = useT();
  return (
    <dl className={css.facts}>
      <div className={css.fact}>
        <dt className={css.factLabel}>{t('shell.homePage.status')}</dt>
        <dd className={compact ? undefined : css.factValue} style={{ margin: 0 }}>
          <StatusPill status={hotel.activeStatus} />
        </dd>
      </div>
      <div className={css.fact}>
        <dt className={css.factLabel}>{t('shell.homePage.type')}</dt>
        <dd className={compact ? undefined : css.factValue} style={{ margin: 0 }}>
          {t(`shell.accommodationType.${hotel.accommodationType ?? 'none'}`)}
        </dd>
      </div>
      <div className={css.fact}>
        <dt className={css.factLabel}>{t('shell.homePage.rateModel')}</dt>
        <dd className={compact ? undefined : css.factValue} style={{ margin: 0 }}>
          {t(`shell.rateModel.${hotel.rateModel ?? 'none'}`)}
        </dd>
      </div>
    </dl>
  );
}
