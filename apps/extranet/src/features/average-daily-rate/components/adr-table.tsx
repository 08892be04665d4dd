import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { difference, type AdrDay } from '../model';
import * as css from './adr.css';

/** The comparison day by day: the chart's data, readable by everyone (SPEC: every chart has its table). */
export function AdrTable({ days }: { days: readonly AdrDay[] }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const none = t('analytics.adr.table.none');
  const money = (v: number | null) => (v === null ? none : f.money(v));
  return (
    <div className={css.tableWrap} role="region" aria-label={t('analytics.adr.table.label')} tabIndex={0}>
      <table className={css.table}>
        <caption className={css.caption}>{t('analytics.adr.table.label')}</caption>
        <thead>
          <tr>
            <th className={css.cell} scope="col">
              {t('analytics.adr.table.date')}
            </th>
            <th className={css.amount} scope="col">
              {t('analytics.adr.table.adr')}
            </th>
            <th className={css.amount} scope="col">
              {t('analytics.adr.table.market')}
            </th>
            <th className={css.amount} scope="col">
              {t('analytics.adr.table.difference')}
            </th>
            <th className={css.amount} scope="col">
              {t('analytics.adr.table.roomNights')}
            </th>
            <th className={css.cell} scope="col">
              {t('analytics.adr.table.holiday')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => {
            const diff = difference(d);
            return (
              <tr key={d.date} data-testid="adr-day">
                <th className={css.cell} scope="row">
                  {f.date(d.date)}
                </th>
                <td className={css.amount}>{money(d.adr)}</td>
                <td className={css.amount}>{money(d.marketAverage)}</td>
                <td className={css.amount}>
                  {diff === null ? none : `${diff > 0 ? '+' : ''}${f.money(diff)}`}
                </td>
                <td className={css.amount}>{f.count(d.roomNights)}</td>
                <td className={css.cell}>
                  {d.holiday ? (lang === 'en' ? d.holiday.nameEn : d.holiday.nameId) : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
