import type { Schemas } from '@extranet/api';
import { OTP_SENDS_BEFORE_DELAY } from '@extranet/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@extranet/ui/button';
import { Dialog } from '@extranet/ui/dialog';
import { OtpInput } from '@extranet/ui/otp-input';
import { useToast } from '@extranet/ui/toast';
import { generateOtp, verifyOtp, OtpError, OTP_LENGTH, type OtpRequestType } from '../api/otp';
import { useT } from '../i18n/language';
import * as css from './forms.css';
import * as page from '../styles/page.css';

/** `m:ss` of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The sends after which the server makes the next one wait longer (SPEC 4: "delayed after the third"). */
export const SENDS_BEFORE_DELAY = OTP_SENDS_BEFORE_DELAY;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function secondsUntil(iso: string | null | undefined, now: number): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface OtpVerificationProps {
  email: string;
  requestType: OtpRequestType;
  /** The send that already happened (e.g. by the previous step); null to send one when shown. */
  sent: Schemas['OtpGenerateResponse'] | null;
  /** Send a first code when shown without `sent`. */
  sendOnMount?: boolean;
  onSent?: (info: Schemas['OtpGenerateResponse']) => void;
  /** The sent code was already refused 3 times (remembered by the screen across a reload): ask for a new one. */
  needsNewCode?: boolean;
  /** The server refused the code for good (3 wrong attempts): the screen may remember it, until the next send. */
  onNeedsNewCode?: () => void;
  onVerified: (result: { token?: string }) => void | Promise<void>;
  /** Heading id of the surrounding screen, for the form's name. */
  labelledBy?: string;
}

/**
 * Every OTP rule of SPEC 4 and 5: 4 digits; a wrong code shows the attempts left; after 3 wrong attempts or
 * expiry a new code is needed; resending follows a countdown; after the third send the next one is delayed,
 * with the delay modal and its timer.
 */
export function OtpVerification({
  email,
  requestType,
  sent,
  sendOnMount = false,
  onSent,
  needsNewCode: refusedBefore = false,
  onNeedsNewCode,
  onVerified,
  labelledBy,
}: OtpVerificationProps) {
  const t = useT();
  const { showSuccess } = useToast();
  const [info, setInfo] = useState<Schemas['OtpGenerateResponse'] | null>(sent);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(() =>
    refusedBefore ? t('auth.otp.attemptsExceeded') : null,
  );
  const [needsNewCode, setNeedsNewCode] = useState(refusedBefore);
  const [verifying, setVerifying] = useState(false);
  // True while `error` is the server's answer to the last attempt (not the client's "enter 4 digits").
  const serverError = useRef(false);
  const [waitUntil, setWaitUntil] = useState<string | null>(sent?.resendAvailableAt ?? null);
  // The third send (possibly made by the previous step) delays the next one: say so at once, with the timer.
  const [delayUntil, setDelayUntil] = useState<string | null>(
    sent && sent.sendCount >= SENDS_BEFORE_DELAY ? sent.resendAvailableAt : null,
  );
  const now = useNow(true);

  const expiresIn = secondsUntil(info?.expiresAt, now);
  const expired = info !== null && expiresIn === 0;

  const send = useCallback(
    async (announce: boolean) => {
      setError(null);
      try {
        const next = await generateOtp(requestType, email);
        setInfo(next);
        setWaitUntil(next.resendAvailableAt);
        setNeedsNewCode(false);
        setCode('');
        onSent?.(next);
        if (announce) showSuccess(t('auth.otp.sent', { email }));
        if (next.sendCount >= SENDS_BEFORE_DELAY) setDelayUntil(next.resendAvailableAt);
      } catch (e) {
        if (e instanceof OtpError && e.code === 'OTP_TOO_FREQUENT') {
          const until = new Date(Date.now() + (e.retryAfterSeconds ?? 60) * 1000).toISOString();
          setWaitUntil(until);
          // A code sent moments ago is still good: the resend button counts down. Only the longer wait after
          // the third send, on a resend the user asked for, is the delay modal ("requested 3 times").
          if (announce && (e.sendCount ?? 0) >= SENDS_BEFORE_DELAY) setDelayUntil(until);
        } else {
          setError(e instanceof Error ? e.message : t('common.genericError'));
        }
      }
    },
    [email, requestType, onSent, showSuccess, t],
  );

  const sentOnce = useRef(false);
  useEffect(() => {
    if (sent || !sendOnMount || sentOnce.current) return;
    sentOnce.current = true;
    void send(false);
  }, [sent, sendOnMount, send]);

  const verify = async (candidate: string) => {
    if (verifying) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(candidate)) {
      // The server's answer (a wrong code and the attempts left) stays until the user types again: pressing
      // Verify on the emptied boxes must not hide it.
      if (!serverError.current) setError(t('auth.otp.incomplete'));
      return;
    }
    setVerifying(true);
    setError(null);
    serverError.current = false;
    try {
      const result = await verifyOtp(requestType, email, candidate);
      await onVerified(result.token ? { token: result.token } : {});
    } catch (e) {
      if (e instanceof OtpError) {
        if (e.code === 'OTP_WRONG' && (e.attemptsLeft ?? 1) > 0) {
          setError(
            e.attemptsLeft === 1
              ? t('auth.otp.wrongOne')
              : t('auth.otp.wrong', { count: e.attemptsLeft ?? '' }),
          );
        } else if (e.code === 'OTP_WRONG' || e.code === 'OTP_ATTEMPTS_EXCEEDED') {
          setNeedsNewCode(true);
          setError(t('auth.otp.attemptsExceeded'));
          onNeedsNewCode?.();
        } else if (e.code === 'OTP_EXPIRED') {
          setNeedsNewCode(true);
          setError(t('auth.otp.expired'));
        } else {
          setError(e.message);
        }
      } else {
        setError(t('common.genericError'));
      }
      serverError.current = true;
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const blocked = needsNewCode || expired;
  return (
    <form className={page.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <p>{t('auth.otp.sentTo', { email })}</p>
      {info && !blocked ? (
        <p className={page.muted}>{t('auth.otp.instructions', { time: formatCountdown(expiresIn) })}</p>
      ) : null}
      {expired && !needsNewCode ? (
        <p className={page.alert.warning} role="status">
          {t('auth.otp.expiredInfo')}
        </p>
      ) : null}
      <OtpInput
        label={t('auth.fields.otp')}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (error && value !== '' && !blocked) {
            setError(null);
            serverError.current = false;
          }
        }}
        // The fourth digit verifies at once; the button is there for those who prefer it.
        onComplete={(value) => {
          if (!blocked) void verify(value);
        }}
        autoFocus
        resendAvailableAt={waitUntil}
        onResend={() => send(true)}
        {...(error ? { errorMessage: error } : {})}
      />
      <Button type="submit" fullWidth loading={verifying} disabled={blocked}>
        {t('auth.otp.verify')}
      </Button>
      <DelayDialog until={delayUntil} onClose={() => setDelayUntil(null)} />
    </form>
  );
}

/** The delay modal of SPEC 8: how long until a new code can be requested, counting down. */
export function DelayDialog({ until, onClose }: { until: string | null; onClose: () => void }) {
  const t = useT();
  const now = useNow(until !== null);
  const left = secondsUntil(until, now);
  const open = until !== null && left > 0;
  useEffect(() => {
    if (until !== null && left === 0) onClose();
  }, [until, left, onClose]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={t('auth.otp.delayTitle')}
      description={t('auth.otp.delayBody')}
      footer={<Button onClick={onClose}>{t('auth.otp.delayOk')}</Button>}
    >
      <p className={css.bigTimer} role="timer" aria-label={t('auth.otp.timeLeft')}>
        {formatCountdown(left)}
      </p>
    </Dialog>
  );
}
