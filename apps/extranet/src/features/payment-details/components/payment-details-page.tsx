import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Badge } from '@extranet/ui/badge';
import { Button } from '@extranet/ui/button';
import { EmptyState } from '@extranet/ui/empty-state';
import type { Schemas } from '@extranet/api';
import { useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { usePageTitle } from '../../../shared/components/page-title';
import { RequestErrorScreen } from '../../../shared/components/status-screens';
import { errorMessage } from '../../../shared/api/error-message';
import { useHotelContext } from '../../../shared/rates/hotel-context';
import { ListSkeleton } from '../../../shared/rates/catalogue-list';
import { PinDialog } from '../../../shared/pin/pin-dialog';
import * as page from '../../../shared/styles/page.css';
import { usePaymentDetails } from '../api/get-payment-details';
import { revealPaymentAccount } from '../api/reveal-payment-account';
import type { PaymentDetails } from '../model';
import { ChangeForm } from './change-form';
import { DetailsList } from './details-list';
import * as css from './payment-details.css';

const STATE_TONE = { SENT: 'info', APPROVED: 'success', REJECTED: 'danger' } as const;

/** The details in force, the account number masked until revealed: the PIN dialog first, its proof goes along. */
function CurrentDetails({ hotelId, current }: { hotelId: number; current: PaymentDetails }) {
  const t = useT();
  const [shown, setShown] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const reveal = useMutation({
    mutationFn: (proof: string) => revealPaymentAccount(hotelId, proof),
    onSuccess: (r) => setShown(r.accountNumber),
  });
  const bank = current.method !== 'VIRTUAL_CREDIT' && current.accountNumberMasked !== null;
  return (
    <>
      <DetailsList
        details={current}
        {...(shown ? { account: <span data-testid="account-full">{shown}</span> } : {})}
      />
      {bank ? (
        <div className={page.actions}>
          {shown ? (
            <Button variant="secondary" size="sm" onClick={() => setShown(null)}>
              {t('paymentDetails.hide')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" loading={reveal.isPending} onClick={() => setAsking(true)}>
              {t('paymentDetails.reveal')}
            </Button>
          )}
          <PinDialog
            open={asking}
            onOpenChange={setAsking}
            description={t('paymentDetails.revealPin')}
            onProof={(proof) => reveal.mutate(proof)}
          />
        </div>
      ) : null}
      {reveal.isError ? (
        <div className={page.alert.error} role="alert">
          {errorMessage(reveal.error, t('paymentDetails.revealError'))}
        </div>
      ) : null}
    </>
  );
}

function RequestCard({ title, request }: { title: string; request: Schemas['PaymentDetailRequest'] }) {
  const t = useT();
  const f = useFormat();
  const id = `payment-request-${request.requestId}`;
  return (
    <section className={page.card} aria-labelledby={id} data-testid={`payment-request-${request.state}`}>
      <div className={css.row}>
        <h2 id={id} className={page.cardTitle}>
          {title}
        </h2>
        <Badge tone={STATE_TONE[request.state]}>{t(`paymentDetails.state.${request.state}`)}</Badge>
      </div>
      <p className={css.small}>
        {t('paymentDetails.requestedAt', { date: f.dateTime(request.requestedAt) })}
        {request.decidedAt
          ? ` · ${t('paymentDetails.decidedAt', { date: f.dateTime(request.decidedAt) })}`
          : ''}
      </p>
      {request.reason ? (
        <p className={css.small}>
          {t('paymentDetails.reason')}: {request.reason}
        </p>
      ) : null}
      <DetailsList details={request.details} />
    </section>
  );
}

/**
 * /v3/finance/payment-details: the details in force, the open change request and its state, and the form to ask
 * a change that a market manager approves or rejects (docs/decisions/finance-statements.md).
 */
export function PaymentDetailsPage() {
  const t = useT();
  usePageTitle(t('paymentDetails.title'));
  const { hotelId } = useHotelContext();
  const query = usePaymentDetails(hotelId);
  const [changing, setChanging] = useState(false);
  return (
    <div className={page.page} style={{ maxWidth: 960 }}>
      <header className={page.pageHeader}>
        <h1 className={page.title}>{t('paymentDetails.title')}</h1>
        <p className={page.subtitle}>{t('paymentDetails.subtitle')}</p>
      </header>
      {query.isPending ? (
        <ListSkeleton label={t('paymentDetails.loading')} />
      ) : query.isError ? (
        <RequestErrorScreen headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className={page.card} aria-labelledby="payment-current-title">
            <h2 id="payment-current-title" className={page.cardTitle}>
              {t('paymentDetails.current')}
            </h2>
            {query.data.current ? (
              <CurrentDetails hotelId={hotelId} current={query.data.current} />
            ) : (
              <EmptyState headingLevel={3} title={t('paymentDetails.none')} />
            )}
            {!query.data.pending && !changing ? (
              <div className={page.actions}>
                <Button onClick={() => setChanging(true)}>{t('paymentDetails.change')}</Button>
              </div>
            ) : null}
          </section>
          {changing && !query.data.pending ? (
            <section className={page.card}>
              <ChangeForm hotelId={hotelId} current={query.data.current} onDone={() => setChanging(false)} />
            </section>
          ) : null}
          {query.data.pending ? (
            <RequestCard title={t('paymentDetails.pending')} request={query.data.pending} />
          ) : null}
          {query.data.lastDecided ? (
            <RequestCard title={t('paymentDetails.lastDecided')} request={query.data.lastDecided} />
          ) : null}
        </>
      )}
    </div>
  );
}
