import type { CommissionValues } from '../model';
import { COMMISSION_ROWS, changed } from '../model';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as css from './finance.css';

/** A percentage as people read it in the user's language ("12,5 %" in Indonesian). */
export function usePercent() {
  const t = useT();
  const number = usePercentNumber();
  return (value: number) => t('finance.commission.percent', { value: number(value) });
}

/** A percentage's number alone, in the user's language (at most 2 decimals). */
export function usePercentNumber() {
  const { lang } = useLanguage();
  return (value: number) => value.toLocaleString(lang, { maximumFractionDigits: 2 });
}

/** The values of a commission, alone or beside a proposal (changed rows in bold). */
export function CommissionTable({
  label,
  current,
  proposed,
}: {
  label: string;
  current: CommissionValues;
  proposed?: CommissionValues;
}) {
  const t = useT();
  const percent = usePercent();
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={css.headCell}>
              {t('finance.commission.value')}
            </th>
            <th scope="col" className={css.headCell}>
              {proposed ? t('finance.commission.currentColumn') : t('finance.commission.current')}
            </th>
            {proposed ? (
              <th scope="col" className={css.headCell}>
                {t('finance.commission.proposed')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {COMMISSION_ROWS.map(([key, labelKey]) => (
            <tr key={key}>
              <th scope="row" className={css.cell}>
                {t(labelKey)}
              </th>
              <td className={css.cell}>{percent(current[key])}</td>
              {proposed ? (
                <td className={`${css.cell} ${changed(current, proposed, key) ? css.changedValue : ''}`}>
                  {percent(proposed[key])}
                </td>
              ) : null}
            </tr>
          ))}
          <tr>
            <th scope="row" className={css.cell}>
              {t('finance.commission.mode')}
            </th>
            <td className={css.cell}>{t(`finance.modes.${current.calculationMode}`)}</td>
            {proposed ? (
              <td
                className={`${css.cell} ${changed(current, proposed, 'calculationMode') ? css.changedValue : ''}`}
              >
                {t(`finance.modes.${proposed.calculationMode}`)}
              </td>
            ) : null}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
