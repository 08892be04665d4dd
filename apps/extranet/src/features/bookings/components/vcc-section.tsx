import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { Skeleton } from '@extranet/ui/skeleton';
import { useLanguage, useT } from '../../../shared/i18n/language';
import { useFormat } from '../../../shared/format';
import { Fact } from '../../../shared/components/booking-detail';
import { errorMessage } from '../../../shared/api/error-message';
import { useSignedInSession } from '../../../shared/session/session';
import { PinDialog } from '../../../shared/pin/pin-dialog';
import { bookingVccKey, useBookingVcc } from '../api/get-booking-vcc';
import { revealBookingVcc } from '../api/reveal-booking-vcc';
import * as css from './bookings.css';
import * as vcc from './vcc-section.css';

type Revealed = Schemas['VccDetails'];
type Summary = Schemas['VccSummary'];

/** The card number in groups of four: masked to its last four until revealed. */
function groups(revealed: Revealed | null, card: Summary): string {
  if (!revealed) return `•••• •••• •••• ${card.last4}`;
  return revealed.cardNumber.replace(/(.{4})(?=.)/g, '$1 ');
}

/** "Show card details": the PIN dialog first (its proof goes with the reveal), then the card in full. */
function RevealAction({
  hotelId,
  bookingId,
  onRevealed,
}: {
  hotelId: number;
  bookingId: number;
  onRevealed: (card: Revealed) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const reveal = async (proof: string) => {
    setFormError(undefined);
    setBusy(true);
    try {
      onRevealed(await revealBookingVcc(hotelId, bookingId, proof));
    } catch (error) {
      setFormError(errorMessage(error, t('bookingVcc.revealFailed')));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: bookingVccKey(hotelId, bookingId) });
    }
  };
  return (
    <div className={vcc.revealForm}>
      <p className={vcc.muted}>{t('bookingVcc.revealHint')}</p>
      <div>
        <Button type="button" loading={busy} onClick={() => setAsking(true)}>
          {t('bookingVcc.reveal')}
        </Button>
      </div>
      <PinDialog
        open={asking}
        onOpenChange={setAsking}
        description={t('bookingVcc.revealHint')}
        onProof={(proof) => void reveal(proof)}
      />
      {formError ? (
        <p role="alert" className={vcc.notice}>
          {formError}
        </p>
      ) : null}
    </div>
  );
}

/** The booking's virtual credit card (SPEC 3, 8, 9): masked, revealed in the swipe window after the PIN. */
export function VccSection({ bookingId }: { bookingId: number }) {
  const t = useT();
  const f = useFormat();
  const { lang } = useLanguage();
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const query = useBookingVcc(hotelId, bookingId);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(lang === 'id' ? 'id-ID' : 'en-GB', { style: 'currency', currency }).format(amount);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('bookingVcc.loading')}>
        <Skeleton height={64} />
      </div>
    );
  } else if (query.isError || !query.data) {
    body = (
      <p role="alert" className={vcc.notice}>
        {errorMessage(query.error, t('bookingVcc.loadFailed'))}
      </p>
    );
  } else if (!query.data.card) {
    body = <p className={vcc.muted}>{t('bookingVcc.none')}</p>;
  } else {
    const data = query.data;
    const card = data.card!;
    body = (
      <>
        <dl className={css.facts}>
          <Fact label={t('bookingVcc.number')} className={vcc.wideFact}>
            <span className={vcc.cardNumber} data-testid="vcc-number">
              {groups(revealed, card)}
            </span>
          </Fact>
          {revealed ? (
            <Fact label={t('bookingVcc.cvc')}>
              <span className={vcc.cardNumber}>{revealed.cvc}</span>
            </Fact>
          ) : null}
          <Fact label={t('bookingVcc.holder')}>{card.holderName}</Fact>
          <Fact label={t('bookingVcc.expiry')}>
            {`${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`}
          </Fact>
          <Fact label={t('bookingVcc.balance')}>{money(card.balance, card.currency)}</Fact>
          <Fact label={t('bookingVcc.swipePeriod')}>
            {t('bookingVcc.swipeRange', { from: f.date(data.swipeFrom), until: f.date(data.swipeUntil) })}
          </Fact>
        </dl>
        {revealed ? (
          <div>
            <Button type="button" variant="secondary" onClick={() => setRevealed(null)}>
              {t('bookingVcc.hide')}
            </Button>
          </div>
        ) : !data.inSwipePeriod ? (
          <p className={vcc.notice}>{t('bookingVcc.outsideSwipePeriod')}</p>
        ) : !data.canReveal ? (
          <p className={vcc.muted}>{t('bookingVcc.financeOnly')}</p>
        ) : (
          <RevealAction hotelId={hotelId} bookingId={bookingId} onRevealed={setRevealed} />
        )}
        <h4 className={vcc.logTitle}>{t('bookingVcc.logTitle')}</h4>
        {data.reveals.length === 0 ? (
          <p className={vcc.muted}>{t('bookingVcc.logEmpty')}</p>
        ) : (
          <ol className={vcc.log} aria-label={t('bookingVcc.logTitle')}>
            {data.reveals.map((r, i) => (
              <li key={i}>
                {t('bookingVcc.logEntry', { name: r.byName, email: r.byEmail, at: f.dateTime(r.at) })}
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className={css.section} aria-labelledby="booking-vcc">
      <h3 id="booking-vcc" className={css.sectionTitle}>
        {t('bookingVcc.title')}
      </h3>
      {body}
    </section>
  );
}
