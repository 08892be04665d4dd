import { useState } from 'react';
import { Button } from '../button/index.js';
import { Dialog } from '../dialog/index.js';
import { CloseIcon } from '../internal/icons.js';
import { visuallyHidden } from '../theme/shared.css.js';
import type { RateCalendarText } from './labels.js';
import * as s from './changes-dialog.css.js';
import type { RateCalendarChange, RateCalendarSeries, RateCalendarValue } from './types.js';
import { isFlagField } from './types.js';

interface ChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  changes: readonly RateCalendarChange[];
  series: readonly RateCalendarSeries[];
  text: RateCalendarText;
  formatRate: (value: number) => string;
  onRemove: (change: RateCalendarChange) => void;
  onDiscardAll: () => void;
  onSave: (changes: RateCalendarChange[]) => Promise<void>;
}

/** The pending-changes preview: every edited cell with its old and new value, before anything is saved. */
export function ChangesDialog(props: ChangesDialogProps) {
  const { open, onOpenChange, changes, series, text, formatRate, onRemove, onDiscardAll, onSave } = props;
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const names = new Map(series.map((x) => [`${x.roomId}\u0000${x.ratePlanId}`, x]));

  const show = (change: RateCalendarChange, value: RateCalendarValue) => {
    if (isFlagField(change.field)) return value ? text.yes : text.no;
    if (value === null || typeof value !== 'number') return text.notSet;
    return change.field === 'rate' ? formatRate(value) : String(value);
  };

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave([...changes]);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) {
          setFailed(false);
          onOpenChange(next);
        }
      }}
      size="lg"
      title={text.t('ui.rateCalendar.reviewDialog.title')}
      description={text.t('ui.rateCalendar.reviewDialog.description', { count: changes.length })}
      footer={
        <>
          <Button variant="ghost" onClick={onDiscardAll} disabled={saving}>
            {text.t('ui.rateCalendar.reviewDialog.discardAll')}
          </Button>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            {text.t('ui.rateCalendar.reviewDialog.keepEditing')}
          </Button>
          <Button onClick={save} loading={saving} disabled={changes.length === 0}>
            {text.t('ui.rateCalendar.reviewDialog.save')}
          </Button>
        </>
      }
    >
      {failed ? (
        <p role="alert" className={s.saveError}>
          {text.t('ui.rateCalendar.reviewDialog.saveFailed')}
        </p>
      ) : null}
      <div className={s.dialogBody}>
        <table className={s.changesTable}>
          <thead>
            <tr>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.room')}</th>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.ratePlan')}</th>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.field')}</th>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.date')}</th>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.before')}</th>
              <th scope="col">{text.t('ui.rateCalendar.reviewDialog.after')}</th>
              <th scope="col">
                <span className={visuallyHidden}>{text.t('ui.rateCalendar.reviewDialog.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const row = names.get(`${change.roomId}\u0000${change.ratePlanId}`);
              const date = text.fullDate(change.date);
              return (
                <tr key={`${change.roomId}|${change.ratePlanId}|${change.field}|${change.date}`}>
                  <td>{row?.roomName ?? change.roomId}</td>
                  <td>{row?.ratePlanName ?? change.ratePlanId}</td>
                  <td>{text.field(change.field)}</td>
                  <td>{date}</td>
                  <td className={s.before}>{show(change, change.previous)}</td>
                  <td className={s.after}>{show(change, change.value)}</td>
                  <td>
                    <button
                      type="button"
                      className={s.removeButton}
                      disabled={saving}
                      aria-label={text.t('ui.rateCalendar.reviewDialog.remove', {
                        field: text.field(change.field),
                        date,
                      })}
                      onClick={() => onRemove(change)}
                    >
                      <CloseIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
