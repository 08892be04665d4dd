import { useState } from 'react';
import { todayInZone } from '@extranet/domain';
import { DateField } from '@extranet/ui/date-field';
import { useT } from '../../../shared/i18n/language';
import { usePageTitle } from '../../../shared/components/page-title';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import { canReach } from '../../../shared/session/access';
import { useSession } from '../../../shared/session/session';
import { initialPeriod, periodReady, REPORTS, type ReportEntry } from '../model';

function Report({ entry, hotelId, today }: { entry: ReportEntry; hotelId: number; today: string }) {
  const t = useT();
  const [initial] = useState(() => initialPeriod(entry, today));
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const ready = periodReady(entry, { from, to });
  const titleId = `report-${entry.id}`;
  return (
    <li className={page.card} data-testid="report-entry">
      <h2 id={titleId} className={page.cardTitle}>
        {t(entry.titleKey)}
      </h2>
      <p className={page.muted}>{t(entry.bodyKey)}</p>
      <div className={page.actions} role="group" aria-label={t('analytics.reports.periodHint')}>
        <DateField
          label={t(entry.period === 'MONTH' ? 'analytics.reports.month' : 'analytics.reports.from')}
          value={from}
          onChange={setFrom}
          isRequired
        />
        {entry.period === 'RANGE' ? (
          <DateField label={t('analytics.reports.to')} value={to} onChange={setTo} isRequired />
        ) : null}
      </div>
      <div className={page.actions}>
        {entry.formats.map((format) =>
          ready && from ? (
            <a
              key={format}
              className={page.linkButton}
              href={entry.url(hotelId, { from, to: to ?? from }, format)}
              download
            >
              {t(`analytics.reports.${format}`)}
            </a>
          ) : null,
        )}
      </div>
    </li>
  );
}

/**
 * /v3/report: the property's downloadable reports in one place (one entry per report, src/features/reports/model.ts),
 * each shown to who may open the screen of its data.
 */
export function ReportPage() {
  const t = useT();
  usePageTitle(t('analytics.reports.title'));
  const { hotelId, timeZone } = useHotelContext();
  const [today] = useState(() => todayInZone(timeZone));
  const session = useSession();
  // Each report only to who may open the screen of its data (a statement is finance's).
  const reports = REPORTS.filter((entry) => canReach(session.data, entry.screen));
  return (
    <div className={page.page}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('analytics.reports.title')}</h1>
        <p className={page.subtitle}>{t('analytics.reports.subtitle')}</p>
      </header>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {reports.map((entry) => (
          <Report key={entry.id} entry={entry} hotelId={hotelId} today={today} />
        ))}
      </ul>
    </div>
  );
}
