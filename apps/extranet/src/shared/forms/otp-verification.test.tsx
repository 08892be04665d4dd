import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../app/providers';
import { OtpVerification, formatCountdown } from './otp-verification';
import type { Schemas } from '@extranet/api';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

function serve(handlers: Record<string, () => Response>) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[path];
    return handler ? handler() : json(404, { code: 'NOT_FOUND', message: 'nope' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderOtp(sent: Schemas['OtpGenerateResponse'] | null, onVerified = vi.fn()) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <OtpVerification email="a@b.c" requestType="FORGOT_PASSWORD" sent={sent} onVerified={onVerified} />
    </AppProviders>,
  );
  return onVerified;
}

/** Types a code into the first box, as autofill or a paste would; a complete code verifies by itself. */
function enter(code: string) {
  fireEvent.change(screen.getByLabelText(tx('ui.otpInput.digit', { index: 1, total: 4 })), {
    target: { value: code },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('OtpVerification', () => {
  it('formats countdowns as m:ss', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(300)).toBe('5:00');
  });

  it('asks for all 4 digits before calling the server', async () => {
    const fetch = serve({});
    renderOtp({ expiresAt: inSeconds(300), resendAvailableAt: inSeconds(60), sendCount: 1 });
    enter('12');
    fireEvent.click(screen.getByRole('button', { name: tx('auth.otp.verify') }));
    expect(await screen.findByText(tx('auth.otp.incomplete'))).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the attempts left, then requires a new code after the third wrong one', async () => {
    let left = 2;
    serve({
      '/api/v1/otp/verify': () =>
        left > 0
          ? json(400, { code: 'OTP_WRONG', message: 'wrong', attemptsLeft: left-- })
          : json(400, { code: 'OTP_ATTEMPTS_EXCEEDED', message: 'exceeded' }),
    });
    renderOtp({ expiresAt: inSeconds(300), resendAvailableAt: inSeconds(60), sendCount: 1 });
    enter('1111');
    expect(await screen.findByText(tx('auth.otp.wrong', { count: 2 }))).toBeTruthy();
    enter('2222');
    expect(await screen.findByText(tx('auth.otp.wrongOne'))).toBeTruthy();
    enter('3333');
    expect(await screen.findByText(tx('auth.otp.attemptsExceeded'))).toBeTruthy();
    expect((screen.getByRole('button', { name: tx('auth.otp.verify') }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // The countdown is still running: a new code is offered only when it ends.
    const prefix = tx('ui.otpInput.resendIn', { time: '§' }).split('§')[0] ?? '';
    const resend = screen.getAllByRole('button').find((b) => b.textContent?.startsWith(prefix));
    expect(resend).toBeDefined();
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('treats an expired code as needing a new one and offers to send it', async () => {
    serve({});
    renderOtp({ expiresAt: inSeconds(-1), resendAvailableAt: inSeconds(-1), sendCount: 1 });
    expect(await screen.findByText(tx('auth.otp.expiredInfo'))).toBeTruthy();
    expect(screen.getByRole('button', { name: tx('ui.otpInput.resend') })).toBeTruthy();
  });

  it('opens the delay modal with its timer after the third send', async () => {
    serve({
      '/api/v1/otp/generate/FORGOT_PASSWORD': () =>
        json(200, { expiresAt: inSeconds(300), resendAvailableAt: inSeconds(300), sendCount: 3 }),
    });
    renderOtp({ expiresAt: inSeconds(-1), resendAvailableAt: inSeconds(-1), sendCount: 2 });
    fireEvent.click(await screen.findByRole('button', { name: tx('ui.otpInput.resend') }));
    const dialog = await screen.findByRole('dialog', { name: tx('auth.otp.delayTitle') });
    expect(dialog.textContent).toMatch(/[45]:\d\d/);
  });

  it('opens the delay modal at once when the previous step made the third send', async () => {
    serve({});
    renderOtp({ expiresAt: inSeconds(300), resendAvailableAt: inSeconds(300), sendCount: 3 });
    const dialog = await screen.findByRole('dialog', { name: tx('auth.otp.delayTitle') });
    expect(dialog.textContent).toMatch(/[45]:\d\d/);
  });

  it('shows the delay modal when the server says the third send makes the next one wait', async () => {
    serve({
      '/api/v1/otp/generate/FORGOT_PASSWORD': () =>
        json(429, { code: 'OTP_TOO_FREQUENT', message: 'later', retryAfterSeconds: 120, sendCount: 3 }),
    });
    renderOtp({ expiresAt: inSeconds(-1), resendAvailableAt: inSeconds(-1), sendCount: 1 });
    fireEvent.click(await screen.findByRole('button', { name: tx('ui.otpInput.resend') }));
    const dialog = await screen.findByRole('dialog', { name: tx('auth.otp.delayTitle') });
    expect(dialog.textContent).toMatch(/[12]:\d\d/);
  });

  it('counts the resend down without the "3 times" modal when only one code was sent', async () => {
    serve({
      '/api/v1/otp/generate/FORGOT_PASSWORD': () =>
        json(429, { code: 'OTP_TOO_FREQUENT', message: 'later', retryAfterSeconds: 45, sendCount: 1 }),
    });
    renderOtp({ expiresAt: inSeconds(-1), resendAvailableAt: inSeconds(-1), sendCount: 1 });
    fireEvent.click(await screen.findByRole('button', { name: tx('ui.otpInput.resend') }));
    const prefix = tx('ui.otpInput.resendIn', { time: '§' }).split('§')[0] ?? '';
    await waitFor(() =>
      expect(screen.getAllByRole('button').some((b) => b.textContent?.startsWith(prefix))).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the server's wrong-code message when Verify is pressed on the emptied boxes", async () => {
    serve({
      '/api/v1/otp/verify': () => json(400, { code: 'OTP_WRONG', message: 'wrong', attemptsLeft: 2 }),
    });
    renderOtp({ expiresAt: inSeconds(300), resendAvailableAt: inSeconds(60), sendCount: 1 });
    enter('1111');
    expect(await screen.findByText(tx('auth.otp.wrong', { count: 2 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tx('auth.otp.verify') }));
    expect(screen.getByText(tx('auth.otp.wrong', { count: 2 }))).toBeTruthy();
    expect(screen.queryByText(tx('auth.otp.incomplete'))).toBeNull();
  });

  it('hands the reset token on when the code is right', async () => {
    serve({ '/api/v1/otp/verify': () => json(200, { verified: true, token: 'tok' }) });
    const onVerified = renderOtp({
      expiresAt: inSeconds(300),
      resendAvailableAt: inSeconds(60),
      sendCount: 1,
    });
    enter('1234');
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ token: 'tok' }));
  });
});
