import { useId } from 'react';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import * as page from '../../../shared/styles/page.css';
import type { Loyalty } from '../model';
import * as css from './loyalty.css';

/** Every transition with who made it and when, newest first. */
export function HistoryTable({ history }: { history: Loyalty['history'] }) {
  const t = useT();
  const f = useFormat();
  const id = useId();
  return (
    <section className={page.card} aria-labelledby={id}>
      <h2 id={id} className={page.cardTitle}>
        {t('loyalty.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className={page.muted}>{t('loyalty.history.empty')}</p>
      ) : (
        <div
          className={css.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('loyalty.history.tableLabel')}
        >
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  {t('loyalty.history.when')}
                </th>
                <th scope="col" className={css.cell}>
                  {t('loyalty.history.what')}
                </th>
                <th scope="col" className={css.cell}>
                  {t('loyalty.history.state')}
                </th>
                <th scope="col" className={css.cell}>
                  {t('loyalty.history.who')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td className={css.cell}>{f.dateTime(h.at)}</td>
                  <td className={css.cell}>
                    {t(`loyalty.event.${h.event}`)}
                    {h.reason ? <div className={css.small}>{h.reason}</div> : null}
                  </td>
                  <td className={css.cell}>
                    {t('loyalty.history.transition', {
                      from: t(`loyalty.state.${h.fromState}`),
                      to: t(`loyalty.state.${h.toState}`),
                    })}
                  </td>
                  <td className={css.cell}>{h.by ?? t('loyalty.history.unknown')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
