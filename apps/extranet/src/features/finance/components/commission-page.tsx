import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@extranet/ui/button';
import { useToast } from '@extranet/ui/toast';
import { errorMessage } from '../../../shared/api/error-message';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { useFormat } from '../../../shared/format';
import { useT } from '../../../shared/i18n/language';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { PinDialog } from '../../../shared/pin/pin-dialog';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import * as page from '../../../shared/styles/page.css';
import { commissionKey, useCommission } from '../api/list-commissions';
import { commissionLogKey } from '../api/list-commission-log';
import { submitCommissionChanges } from '../api/submit-commission-changes';
import type { Commission } from '../model';
import { CommissionForm } from './commission-form';
import { CommissionLog } from './commission-log';
import { CommissionTable } from './commission-values';

/** The open request: a draft to submit (or edit), or a submitted one waiting for the market manager. */
function OpenRequest({
  hotelId,
  commission,
  onEdit,
}: {
  hotelId: number;
  commission: Commission;
  onEdit: () => void;
}) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const { showSuccess } = useToast();
  const [pending, setPending] = useState(false);
  const [askingPin, setAskingPin] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const open = commission.openRequest!;
  // Submitting asks the PIN first (docs/decisions/pin.md), then one call with its proof.
  const submit = async (proof: string) => {
    setAskingPin(false);
    setPending(true);
    setProblem(null);
    try {
      queryClient.setQueryData(commissionKey(hotelId), await submitCommissionChanges(hotelId, proof));
      await queryClient.invalidateQueries({ queryKey: commissionLogKey(hotelId) });
      showSuccess(t('finance.commission.submitted'));
    } catch (error) {
      setProblem(errorMessage(error, t('finance.commission.failed')));
    } finally {
      setPending(false);
    }
  };
  const at = open.state === 'DRAFT' ? open.createdAt : (open.submittedAt ?? open.createdAt);
  return (
    <section
      className={page.card}
      aria-labelledby="commission-open-title"
      data-testid="commission-open-request"
    >
      <div className={page.actions} style={{ justifyContent: 'space-between' }}>
        <h2 id="commission-open-title" className={page.cardTitle}>
          {t('finance.commission.proposed')}
        </h2>
        <span className={open.state === 'DRAFT' ? page.pill.neutral : page.pill.warning}>
          {t(`finance.states.${open.state}`)}
        </span>
      </div>
      <p className={page.muted}>
        {t(`finance.commission.open.${open.state as 'DRAFT' | 'REQUESTED'}`, { at: f.dateTime(at) })}
      </p>
      {problem ? (
        <div className={page.alert.error} role="alert">
          {problem}
        </div>
      ) : null}
      <CommissionTable
        label={t('finance.commission.compareLabel')}
        current={open.current}
        proposed={open.proposed}
      />
      {open.state === 'DRAFT' ? (
        <div className={page.actions}>
          <Button variant="secondary" onClick={onEdit} disabled={pending}>
            {t('finance.commission.editDraft')}
          </Button>
          <Button
            onClick={() => {
              setProblem(null);
              setAskingPin(true);
            }}
            loading={pending}
          >
            {t('finance.commission.submit')}
          </Button>
        </div>
      ) : null}
      <PinDialog
        open={askingPin}
        onOpenChange={setAskingPin}
        description={t('finance.commission.submitPin')}
        onProof={(proof) => void submit(proof)}
      />
    </section>
  );
}

/** /v3/finance/commission (finance roles): the commission in force, a change request and the log. */
export function CommissionPage() {
  const t = useT();
  const f = useFormat();
  usePageTitle(t('finance.commission.title'));
  const { hotelId } = useHotelContext();
  const query = useCommission(hotelId);
  const [editing, setEditing] = useState(false);
  const c = query.data;
  return (
    <div className={page.page} style={{ maxWidth: 960 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('finance.commission.title')}</h1>
        <p className={page.subtitle}>{t('finance.commission.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('finance.commission.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : c ? (
        <>
          <section
            className={page.card}
            aria-labelledby="commission-current-title"
            data-testid="commission-current"
          >
            <h2 id="commission-current-title" className={page.cardTitle}>
              {t('finance.commission.current')}
            </h2>
            <p className={page.muted}>
              {c.updatedAt
                ? t('finance.commission.since', { at: f.dateTime(c.updatedAt) })
                : t('finance.commission.defaults')}
            </p>
            {c.lastDecision ? (
              <div
                className={c.lastDecision.state === 'APPROVED' ? page.alert.info : page.alert.warning}
                role="status"
              >
                {t(`finance.commission.lastDecision.${c.lastDecision.state as 'APPROVED' | 'REJECTED'}`, {
                  at: f.dateTime(c.lastDecision.decidedAt ?? c.lastDecision.createdAt),
                  reason: c.lastDecision.reason ?? '',
                })}
              </div>
            ) : null}
            <CommissionTable label={t('finance.commission.current')} current={c.current} />
            {!c.openRequest && !editing ? (
              <div>
                <Button onClick={() => setEditing(true)}>{t('finance.commission.change')}</Button>
              </div>
            ) : null}
          </section>
          {editing ? (
            <section className={page.card} aria-labelledby="commission-form-title">
              <CommissionForm hotelId={hotelId} commission={c} onDone={() => setEditing(false)} />
            </section>
          ) : c.openRequest ? (
            <OpenRequest hotelId={hotelId} commission={c} onEdit={() => setEditing(true)} />
          ) : null}
          <CommissionLog hotelId={hotelId} />
        </>
      ) : null}
    </div>
  );
}
