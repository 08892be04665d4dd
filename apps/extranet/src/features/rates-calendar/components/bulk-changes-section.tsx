import { type ReactNode } from 'react';
import { Checkbox } from '@extranet/ui/checkbox';
import { Select } from '@extranet/ui/select';
import { TextField } from '@extranet/ui/text-field';
import { useT } from '../../../shared/i18n/language';
import * as css from '../../../shared/styles/page.css';
import { type BulkForm } from '../bulk-model';
import * as own from './bulk-updates.css';

const CANCELLATION = [
  'NON_REFUNDABLE',
  'RATE_PLAN',
  'FREE_UNTIL_1_DAY',
  'FREE_UNTIL_3_DAYS',
  'FREE_UNTIL_7_DAYS',
];

function Toggle({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className={own.toggle}>
      <Checkbox isSelected={checked} onChange={onChange}>
        {label}
      </Checkbox>
      {checked && children ? <div className={own.toggleBody}>{children}</div> : null}
    </div>
  );
}

/** What a bulk update changes: each field is switched on, then given its value. */
export function BulkChangesSection({
  form,
  update,
  errorOf,
}: {
  form: BulkForm;
  update: (patch: Partial<BulkForm>) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <section className={css.card} aria-labelledby="bulk-what">
      <h2 id="bulk-what" className={css.cardTitle}>
        {t('rates.bulk.whatChanges')}
      </h2>
      <div id="bulk-changes" tabIndex={-1} className={own.toggles}>
        <Toggle
          label={t('rates.bulk.setRate')}
          checked={form.setRate}
          onChange={(v) => update({ setRate: v })}
        >
          <TextField
            label={t('rates.bulk.rate')}
            inputMode="numeric"
            value={form.rate}
            onChange={(v) => update({ rate: v })}
            error={errorOf('rate')}
          />
        </Toggle>
        <Toggle
          label={t('rates.bulk.setAllotment')}
          checked={form.setAllotment}
          onChange={(v) => update({ setAllotment: v })}
        >
          <TextField
            label={t('rates.bulk.allotment')}
            inputMode="numeric"
            value={form.allotment}
            onChange={(v) => update({ allotment: v })}
            error={errorOf('allotment')}
          />
        </Toggle>
        <Toggle
          label={t('rates.bulk.setCloseOut')}
          checked={form.setCloseOut}
          onChange={(v) => update({ setCloseOut: v })}
        >
          <Checkbox isSelected={form.closeOut} onChange={(v) => update({ closeOut: v })}>
            {t('rates.bulk.closeOut')}
          </Checkbox>
        </Toggle>
        <Toggle label={t('rates.bulk.setCta')} checked={form.setCta} onChange={(v) => update({ setCta: v })}>
          <Checkbox isSelected={form.cta} onChange={(v) => update({ cta: v })}>
            {t('rates.bulk.cta')}
          </Checkbox>
        </Toggle>
        <Toggle label={t('rates.bulk.setCtd')} checked={form.setCtd} onChange={(v) => update({ setCtd: v })}>
          <Checkbox isSelected={form.ctd} onChange={(v) => update({ ctd: v })}>
            {t('rates.bulk.ctd')}
          </Checkbox>
        </Toggle>
        <Toggle
          label={t('rates.bulk.setStay')}
          checked={form.setStay}
          onChange={(v) => update({ setStay: v })}
        >
          <div className={own.pair}>
            <TextField
              label={t('rates.bulk.stayMin')}
              inputMode="numeric"
              value={form.stayMin}
              onChange={(v) => update({ stayMin: v })}
              error={errorOf('stayMin')}
            />
            <TextField
              label={t('rates.bulk.stayMax')}
              inputMode="numeric"
              value={form.stayMax}
              onChange={(v) => update({ stayMax: v })}
              error={errorOf('stayMax')}
            />
          </div>
        </Toggle>
        <Toggle
          label={t('rates.bulk.setAdvance')}
          checked={form.setAdvance}
          onChange={(v) => update({ setAdvance: v })}
        >
          <div className={own.pair}>
            <TextField
              label={t('rates.bulk.advMin')}
              inputMode="numeric"
              value={form.advMin}
              onChange={(v) => update({ advMin: v })}
              error={errorOf('advMin')}
            />
            <TextField
              label={t('rates.bulk.advMax')}
              inputMode="numeric"
              value={form.advMax}
              onChange={(v) => update({ advMax: v })}
              error={errorOf('advMax')}
            />
          </div>
        </Toggle>
        <Toggle
          label={t('rates.bulk.setCancellation')}
          checked={form.setCancellation}
          onChange={(v) => update({ setCancellation: v })}
        >
          <Select
            label={t('rates.bulk.cancellation')}
            options={CANCELLATION.map((id) => ({ id, label: t(`rates.bulk.cancellationOptions.${id}`) }))}
            value={form.cancellation}
            onChange={(v) => update({ cancellation: v ?? 'NON_REFUNDABLE' })}
          />
        </Toggle>
      </div>
      {errorOf('changes') ? <p className={own.error}>{errorOf('changes')}</p> : null}
    </section>
  );
}
