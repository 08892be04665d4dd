import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { useT } from '../../../shared/i18n/language';
import { srOnly } from '../../../shared/forms/forms.css';
import { cellKey, type CellValue, type PendingChange } from '../model';
import * as own from './hotel-now.css';
import { useNightLabel } from './night-row';

export function offerText(t: ReturnType<typeof useT>, value: CellValue): string {
  return value.open
    ? t('hotelNow.save.offer', { rooms: value.rooms || '–', discount: value.discount || '–' })
    : t('hotelNow.save.closed');
}

export function PreviewDialog({
  changes,
  open,
  saving,
  onOpenChange,
  onConfirm,
}: {
  changes: readonly PendingChange[];
  open: boolean;
  saving: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const night = useNightLabel();
  return (
    <Dialog
      title={t('hotelNow.save.previewTitle')}
      description={t('hotelNow.save.previewIntro', { count: changes.length })}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('hotelNow.save.back')}
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            {t('hotelNow.save.confirm')}
          </Button>
        </>
      }
    >
      <div className={own.previewWrap}>
        <table className={own.table}>
          <caption className={srOnly}>{t('hotelNow.save.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.room')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.night')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.before')}
              </th>
              <th scope="col" className={own.th}>
                {t('hotelNow.save.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={cellKey(c.room.roomId, c.night.date)}>
                <td className={own.td}>{c.room.name}</td>
                <td className={own.td}>{night(c.night.date)}</td>
                <td className={own.td}>{offerText(t, c.before)}</td>
                <td className={own.td}>{offerText(t, c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
