import { newRequestId } from '@extranet/api';
import { readLangCookie } from '../i18n/language';

export type OtpRequestType = 'REGISTER' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL';
export const OTP_IDENTIFIER = 'accommodation-extranet-otp';
export const OTP_LENGTH = 4;

export interface OtpSendInfo {
  expiresAt: string;
  resendAvailableAt: string;
  sendCount: number;
}

/**
 * An OTP call's failure with the extra numbers the server sends next to `code` (`attemptsLeft`,
 * `retryAfterSeconds`), which the OTP screens show.
 */
export class OtpError extends Error {
  override readonly name = 'OtpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly attemptsLeft?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-language': readLangCookie(),
        'x-channel': 'DESKTOP',
        'x-request-id': newRequestId(),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new OtpError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  const data: unknown = await response.json().catch(() => undefined);
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!response.ok) {
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    throw new OtpError(
      response.status,
      typeof record.code === 'string' ? record.code : 'HTTP_ERROR',
      typeof record.message === 'string' ? record.message : `[${response.status}] ${response.statusText}`,
      num(record.attemptsLeft),
      num(record.retryAfterSeconds),
    );
  }
  return record as T;
}

/** POST /api/v1/otp/generate/{requestType}. */
export function generateOtp(requestType: OtpRequestType, email: string): Promise<OtpSendInfo> {
  return post<OtpSendInfo>(`/api/v1/otp/generate/${requestType}`, { email });
}

/** POST /api/v1/otp/verify: `token` is the one-time reset token of FORGOT_PASSWORD. */
export function verifyOtp(
  requestType: OtpRequestType,
  email: string,
  code: string,
): Promise<{ verified: boolean; token?: string }> {
  return post(`/api/v1/otp/verify`, { identifier: OTP_IDENTIFIER, requestType, email, code });
}
