import { useState, type RefObject } from 'react';
import { type Schemas } from '@extranet/api';
import { tp } from '@extranet/i18n';
import { Button } from '@extranet/ui/button';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useLanguage, useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { useFormat } from '../../../shared/format';
import * as own from './bulk-updates.css';

const FIELD_KEYS: Record<string, string> = {
  allotment: 'rates.calendar.fieldLabel.allotment',
  rate: 'rates.calendar.fieldLabel.rate',
  closeOut: 'rates.calendar.fieldLabel.closeOut',
  cta: 'rates.calendar.fieldLabel.cta',
  ctd: 'rates.calendar.fieldLabel.ctd',
  stayMin: 'rates.calendar.fieldLabel.stayMin',
  stayMax: 'rates.calendar.fieldLabel.stayMax',
  advMin: 'rates.bulk.advMin',
  advMax: 'rates.bulk.advMax',
  cancellationPolicy: 'rates.bulk.cancellation',
};

/** The preview of a bulk update: how many cells change, rates far from their average, a sample, apply. */
export function BulkPreview({
  preview,
  names,
  headingRef,
  onChange,
  onApply,
  applying,
}: {
  preview: Schemas['AriBulkResult'];
  names: (roomId: number, ratePlanId: number | null) => string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: () => void;
  onApply: () => void;
  applying: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const cells = { count: format.count(preview.cells) };
  const showOne = (field: string, v: unknown): string => {
    if (v === null || v === undefined) return t('rates.log.notSet');
    if (typeof v === 'boolean') return v ? t('rates.log.yes') : t('rates.log.no');
    if (typeof v === 'number') return field === 'rate' ? format.money(v) : format.count(v);
    if (field === 'cancellationPolicy' && typeof v === 'string') {
      const key = `rates.bulk.cancellationOptions.${v}`;
      const label = t(key);
      return label === key ? v : label;
    }
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  const showValue = (values: object) =>
    Object.entries(values)
      .map(([k, v]) => `${FIELD_KEYS[k] ? t(FIELD_KEYS[k]!) : k}: ${showOne(k, v)}`)
      .join(', ');

  return (
    <section className={css.card} aria-labelledby="bulk-preview">
      <h2 id="bulk-preview" className={css.cardTitle} tabIndex={-1} ref={headingRef}>
        {t('rates.bulk.previewTitle')}
      </h2>
      <p className={own.cells}>
        {preview.cells > 0
          ? tp('rates.bulk.previewCells', preview.cells, cells, lang)
          : t('rates.bulk.previewNone')}
      </p>
      {preview.anomalies && preview.anomalies.length > 0 ? (
        <div role="alert" className={css.alert.warning}>
          <strong>{t('rates.bulk.anomalyTitle')}</strong>
          <ul className={own.anomalyList}>
            {preview.anomalies.map((a) => (
              <li key={`${a.roomId}-${a.ratePlanId}`}>
                {t('rates.bulk.anomalyItem', {
                  name: names(a.roomId, a.ratePlanId),
                  rate: format.money(a.rate),
                  average: format.money(a.average),
                })}
              </li>
            ))}
          </ul>
          <span>{t('rates.bulk.anomalyConfirm')}</span>
        </div>
      ) : null}
      {preview.sample.length > 0 ? (
        <div className={own.tableScroll}>
          <table className={own.table}>
            <caption className={own.caption}>{t('rates.bulk.previewSample')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rates.bulk.sampleDate')}</th>
                <th scope="col">{t('rates.bulk.sampleRoom')}</th>
                <th scope="col">{t('rates.bulk.sampleBefore')}</th>
                <th scope="col">{t('rates.bulk.sampleAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.sample.slice(0, 12).map((s, i) => (
                <tr key={i}>
                  <td>{format.date(s.date, { weekday: true })}</td>
                  <td>{names(s.roomId, s.ratePlanId)}</td>
                  <td>{showValue(s.before)}</td>
                  <td>{showValue(s.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={own.actions}>
        <Button variant="ghost" onClick={onChange}>
          {t('rates.bulk.change')}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={preview.cells === 0} loading={applying}>
          {t('rates.bulk.apply')}
        </Button>
      </div>
      {/* Thousands of cells can change at once: the owner confirms the preview's count before anything is written. */}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('rates.bulk.confirmApply.title')}
        message={tp('rates.bulk.confirmApply.message', preview.cells, cells, lang)}
        confirmLabel={tp('rates.bulk.confirmApply.confirm', preview.cells, cells, lang)}
        cancelLabel={t('rates.bulk.confirmApply.cancel')}
        onConfirm={onApply}
      />
    </section>
  );
}
