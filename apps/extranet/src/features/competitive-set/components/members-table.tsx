import { useT } from '../../../shared/i18n/language';
import type { MarketProperty } from '../model';
import * as css from './competitive-set.css';

/** The properties of a set (or of a search), with a choose checkbox per row when `choose` is given. */
export function MembersTable({
  label,
  items,
  choose,
}: {
  label: string;
  items: readonly MarketProperty[];
  choose?: (p: MarketProperty) => React.ReactNode;
}) {
  const t = useT();
  return (
    <div className={css.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={css.table}>
        <caption className={css.small} style={{ textAlign: 'start' }}>
          {label}
        </caption>
        <thead>
          <tr>
            {choose ? (
              <th className={css.cell} scope="col">
                {t('analytics.competitiveSet.table.choose')}
              </th>
            ) : null}
            <th className={css.cell} scope="col">
              {t('analytics.competitiveSet.table.name')}
            </th>
            <th className={css.cell} scope="col">
              {t('analytics.competitiveSet.table.city')}
            </th>
            <th className={css.cell} scope="col">
              {t('analytics.competitiveSet.table.stars')}
            </th>
            <th className={css.cell} scope="col">
              {t('analytics.competitiveSet.table.type')}
            </th>
            <th className={css.cell} scope="col">
              {t('analytics.competitiveSet.table.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.marketPropertyId} data-testid="market-property">
              {choose ? <td className={css.cell}>{choose(p)}</td> : null}
              <th className={css.cell} scope="row">
                {p.name}
              </th>
              <td className={css.cell}>
                {t(`analytics.cities.${p.city}`)} · {p.area}
              </td>
              <td className={css.cell}>
                {p.starRating} <span aria-hidden="true">★</span>
              </td>
              <td className={css.cell}>{t(`analytics.types.${p.propertyType}`)}</td>
              <td className={css.cell}>{p.reviewScore.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
