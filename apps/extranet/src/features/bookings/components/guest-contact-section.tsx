import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@extranet/api';
import { Button } from '@extranet/ui/button';
import { OtpInput } from '@extranet/ui/otp-input';
import { Skeleton } from '@extranet/ui/skeleton';
import { useT } from '../../../shared/i18n/language';
import { mailHref, telHref, useFormat } from '../../../shared/format';
import { Fact } from '../../../shared/components/booking-detail';
import { errorMessage } from '../../../shared/api/error-message';
import { useSignedInSession } from '../../../shared/session/session';
import { guestContactKey, useGuestContactState } from '../api/get-guest-contact';
import { revealGuestContact, sendGuestContactCode } from '../api/reveal-guest-contact';
import * as css from './bookings.css';
import * as own from './vcc-section.css';

type Contact = Schemas['GuestContact'];
type Sent = Schemas['GuestContactOtpSent'];

/** The guest's phone and e-mail (SPEC 6): an active booking, from 1 day before check-in, after a mailed code. */
export function GuestContactSection({ bookingId }: { bookingId: number }) {
  const t = useT();
  const f = useFormat();
  const queryClient = useQueryClient();
  const hotelId = useSignedInSession().currentHotelId ?? 0;
  const query = useGuestContactState(hotelId, bookingId);
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState<Contact | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: guestContactKey(hotelId, bookingId) });

  const send = async () => {
    setError(undefined);
    setBusy(true);
    try {
      setSent(await sendGuestContactCode(hotelId, bookingId));
      setCode('');
    } catch (e) {
      setError(errorMessage(e, t('guestContact.sendFailed')));
    } finally {
      setBusy(false);
    }
  };
  const verify = async (value: string) => {
    setError(undefined);
    try {
      setContact(await revealGuestContact(hotelId, bookingId, value));
      setSent(null);
      setCode('');
    } catch (e) {
      setError(errorMessage(e, t('guestContact.revealFailed')));
    } finally {
      refresh();
    }
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('guestContact.loading')}>
        <Skeleton height={48} />
      </div>
    );
  } else if (query.isError || !query.data) {
    body = (
      <p role="alert" className={own.notice}>
        {errorMessage(query.error, t('guestContact.loadFailed'))}
      </p>
    );
  } else {
    const data = query.data;
    body = (
      <>
        {contact ? (
          <>
            <dl className={css.facts}>
              <Fact label={t('guestContact.phone')}>
                <ContactLink
                  href={telHref(contact.guestPhone)}
                  text={contact.guestPhone}
                  none={t('guestContact.none')}
                />
              </Fact>
              <Fact label={t('guestContact.email')}>
                <ContactLink
                  href={mailHref(contact.guestEmail)}
                  text={contact.guestEmail}
                  none={t('guestContact.none')}
                />
              </Fact>
            </dl>
            <div>
              <Button type="button" variant="secondary" onClick={() => setContact(null)}>
                {t('guestContact.hide')}
              </Button>
            </div>
          </>
        ) : data.refusal === 'NOT_ACTIVE' ? (
          <p className={own.notice}>{t('guestContact.notActive')}</p>
        ) : data.refusal === 'TOO_EARLY' ? (
          <p className={own.notice}>{t('guestContact.tooEarly', { date: f.date(data.availableFrom) })}</p>
        ) : sent ? (
          <OtpInput
            label={t('guestContact.code')}
            description={t('guestContact.codeSent', { email: sent.sentTo })}
            value={code}
            onChange={setCode}
            onComplete={(value) => void verify(value)}
            resendAvailableAt={sent.resendAvailableAt}
            onResend={send}
            autoFocus
            name="guest-contact-code"
            {...(error ? { errorMessage: error } : {})}
          />
        ) : (
          <div className={own.revealForm}>
            <p className={own.muted}>{t('guestContact.intro', { email: data.sentTo })}</p>
            <Button type="button" loading={busy} onClick={() => void send()}>
              {t('guestContact.send')}
            </Button>
            {error ? (
              <p role="alert" className={own.notice}>
                {error}
              </p>
            ) : null}
          </div>
        )}
        <h4 className={own.logTitle}>{t('guestContact.logTitle')}</h4>
        {data.reveals.length === 0 ? (
          <p className={own.muted}>{t('guestContact.logEmpty')}</p>
        ) : (
          <ol className={own.log} aria-label={t('guestContact.logTitle')}>
            {data.reveals.map((r, i) => (
              <li key={i}>
                {t('guestContact.logEntry', { name: r.byName, email: r.byEmail, at: f.dateTime(r.at) })}
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }

  return (
    <section className={css.section} aria-labelledby="booking-guest-contact">
      <h3 id="booking-guest-contact" className={css.sectionTitle}>
        {t('guestContact.title')}
      </h3>
      {body}
    </section>
  );
}

/** A phone or e-mail as a link when it dials or mails (shared/format/links.ts), else as text; `none` when absent. */
function ContactLink({ href, text, none }: { href: string | null; text: string | null; none: string }) {
  if (!text) return <>{none}</>;
  return href ? <a href={href}>{text}</a> : <>{text}</>;
}
