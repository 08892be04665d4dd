import { useRef, useState } from 'react';
import type { Schemas } from '@extranet/api';
import { ConfirmDialog } from '@extranet/ui/dialog';
import { useT } from '../../../shared/i18n/language';
import type { AriCalendar } from '../model';
import { useFormat } from '../../../shared/format';
import * as own from './rates-calendar.css';

type Anomaly = Schemas['AriRateAnomaly'];

/** The owner's answer to a RATE_ANOMALY refusal: `ask` opens the dialog and resolves with the answer. */
export function useAnomalyQuestion() {
  const [anomalies, setAnomalies] = useState<Anomaly[] | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = (list: Anomaly[]) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAnomalies(list);
    });
  const reply = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setAnomalies(null);
  };
  return { anomalies, ask, reply };
}

/** Lists the rates far from their 30-day average and asks whether to save them anyway. */
export function AnomalyDialog({
  data,
  anomalies,
  reply,
}: {
  data: AriCalendar;
  anomalies: Anomaly[] | null;
  reply: (confirmed: boolean) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <ConfirmDialog
      open={anomalies !== null}
      onOpenChange={(open) => {
        if (!open) reply(false);
      }}
      title={t('rates.calendar.anomalyTitle')}
      message={t('rates.calendar.anomalyMessage')}
      confirmLabel={t('rates.calendar.anomalyConfirm')}
      cancelLabel={t('rates.calendar.anomalyCancel')}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    >
      <ul className={own.anomalies}>
        {(anomalies ?? []).map((a) => {
          const room = data.rooms.find((r) => r.roomId === a.roomId)?.roomName ?? '';
          const plan = data.ratePlans.find((p) => p.ratePlanId === a.ratePlanId)?.ratePlanName ?? '';
          return (
            <li key={`${a.roomId}-${a.ratePlanId}-${a.date}`}>
              {t('rates.calendar.anomalyItem', {
                room,
                ratePlan: plan,
                date: format.date(a.date),
                rate: format.money(a.rate),
                average: format.money(a.average),
              })}
            </li>
          );
        })}
      </ul>
    </ConfirmDialog>
  );
}
