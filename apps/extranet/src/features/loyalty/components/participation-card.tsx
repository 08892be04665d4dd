import { useId } from 'react';
import { StatusPill } from '@extranet/ui/badge';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import * as page from '../../../shared/styles/page.css';
import { stateTone, type Loyalty } from '../model';
import { PairList } from './pair-list';
import * as css from './loyalty.css';

/** The state, the selection in force, the pending change and the last decision. */
export function ParticipationCard({ loyalty }: { loyalty: Loyalty }) {
  const t = useT();
  const f = useFormat();
  const id = useId();
  const { state, participation, draft, lastDecision } = loyalty;
  return (
    <section className={page.card} aria-labelledby={id}>
      <div className={css.row}>
        <h2 id={id} className={page.cardTitle}>
          {t('loyalty.participation.title')}
        </h2>
        <StatusPill tone={stateTone(state)}>
          <span data-testid="loyalty-state">{t(`loyalty.state.${state}`)}</span>
        </StatusPill>
      </div>
      <p className={page.muted}>{t(`loyalty.stateHelp.${state}`, { percent: loyalty.discountPercent })}</p>
      {participation ? (
        <div className={css.stack}>
          <h3 className={css.roomName}>
            {t('loyalty.participation.inForce', {
              percent: loyalty.discountPercent,
              since: f.dateTime(participation.since),
            })}
          </h3>
          <PairList pairs={participation.pairs} label={t('loyalty.participation.inForceLabel')} />
        </div>
      ) : null}
      {draft ? (
        <div className={page.alert.warning} data-testid="loyalty-draft">
          <strong>{t('loyalty.participation.pending')}</strong>
          <span>
            {t('loyalty.participation.pendingBy', {
              at: f.dateTime(draft.requestedAt),
              name: draft.requestedBy ?? t('loyalty.history.unknown'),
            })}
          </span>
          <PairList pairs={draft.pairs} label={t('loyalty.participation.pendingLabel')} />
        </div>
      ) : null}
      {lastDecision && !draft ? (
        <div
          className={lastDecision.decision === 'APPROVE' ? page.alert.info : page.alert.error}
          data-testid="loyalty-decision"
        >
          <strong>
            {t(`loyalty.participation.decision_${lastDecision.decision}`, {
              at: f.dateTime(lastDecision.at),
              name: lastDecision.by ?? t('loyalty.history.unknown'),
            })}
          </strong>
          {lastDecision.reason ? (
            <span>{t('loyalty.participation.reason', { reason: lastDecision.reason })}</span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
