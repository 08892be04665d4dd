import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { translate } from '@extranet/i18n';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { buildRoutes } from '../../../app/router';
import { fakeServer } from '../../../../test/fake-server';
import { readForgotState, writeForgotState } from '../model';

const tx = (key: string, params?: Record<string, unknown>) => translate('id', key, params) ?? key;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

function openVerify() {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/forgot-password/verify'] });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const verifyButton = () => screen.getByRole('button', { name: tx('auth.otp.verify') }) as HTMLButtonElement;

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('forgot password: the code step', () => {
  it('still asks for a new code after a reload once the code was refused 3 times, until one is sent', async () => {
    writeForgotState({
      email: 'a@b.c',
      sent: { expiresAt: inSeconds(300), resendAvailableAt: inSeconds(-1), sendCount: 1 },
    });
    fakeServer(null, {
      'POST /api/v1/otp/verify': () => json(400, { code: 'OTP_ATTEMPTS_EXCEEDED', message: 'exceeded' }),
      'POST /api/v1/otp/generate/FORGOT_PASSWORD': () =>
        json(200, { expiresAt: inSeconds(300), resendAvailableAt: inSeconds(60), sendCount: 2 }),
    });
    const first = openVerify();
    fireEvent.change(await screen.findByLabelText(tx('ui.otpInput.digit', { index: 1, total: 4 })), {
      target: { value: '1234' },
    });
    expect(await screen.findByText(tx('auth.otp.attemptsExceeded'))).toBeTruthy();
    first.unmount();

    // The reload: the step reads what it kept, and the refused code cannot be tried again.
    openVerify();
    expect(await screen.findByText(tx('auth.otp.attemptsExceeded'))).toBeTruthy();
    expect(verifyButton().disabled).toBe(true);

    // A new code lifts it, here and after the next reload.
    fireEvent.click(screen.getByRole('button', { name: tx('ui.otpInput.resend') }));
    await waitFor(() => expect(verifyButton().disabled).toBe(false));
    expect(readForgotState()?.needsNewCode).toBeUndefined();
  });
});
