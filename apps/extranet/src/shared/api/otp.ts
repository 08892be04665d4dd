import { ApiError, unwrap, type Schemas } from '@extranet/api';
import { api } from './client';

export type OtpRequestType = Schemas['OtpRequestType'];
export const OTP_IDENTIFIER = 'accommodation-extranet-otp';
export const OTP_LENGTH = 4;

/**
 * An OTP call's failure with the extra numbers the server sends next to `code` (`attemptsLeft`,
 * `retryAfterSeconds`, `sendCount`), which the OTP screens show.
 */
export class OtpError extends Error {
  override readonly name = 'OtpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly attemptsLeft?: number,
    readonly retryAfterSeconds?: number,
    /** OTP_TOO_FREQUENT: the sends of the current cycle (the third send starts the longer wait). */
    readonly sendCount?: number,
  ) {
    super(message);
  }
}

/** The typed call, with an ApiError turned into an OtpError carrying the OTP numbers. */
async function call<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    throw new OtpError(
      error.status,
      error.code,
      error.message,
      num(error.details?.attemptsLeft),
      num(error.details?.retryAfterSeconds),
      num(error.details?.sendCount),
    );
  }
}

/** POST /api/v1/otp/generate/{requestType}. */
export function generateOtp(
  requestType: OtpRequestType,
  email: string,
): Promise<Schemas['OtpGenerateResponse']> {
  return call(
    unwrap(
      api.POST('/api/v1/otp/generate/{requestType}', { params: { path: { requestType } }, body: { email } }),
    ),
  );
}

/** POST /api/v1/otp/verify: `token` is the one-time reset token of FORGOT_PASSWORD. */
export function verifyOtp(
  requestType: OtpRequestType,
  email: string,
  code: string,
): Promise<Schemas['OtpVerifyResponse']> {
  return call(
    unwrap(
      api.POST('/api/v1/otp/verify', { body: { identifier: OTP_IDENTIFIER, requestType, email, code } }),
    ),
  );
}
