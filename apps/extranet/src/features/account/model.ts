import type { Schemas } from '@extranet/api';

/** What the three forgot-password screens hand to each other; in sessionStorage so a reload keeps the step. */
export interface ForgotPasswordState {
  email: string;
  sent: Schemas['OtpGenerateResponse'] | null;
  /** The sent code was refused 3 times: a reload still asks for a new one (the server refuses it anyway). */
  needsNewCode?: boolean;
  token?: string;
}

const KEY = 'extranet.forgotPassword';

export function readForgotState(): ForgotPasswordState | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ForgotPasswordState>;
    return typeof value.email === 'string'
      ? {
          email: value.email,
          sent: value.sent ?? null,
          ...(value.needsNewCode === true ? { needsNewCode: true } : {}),
          ...(value.token ? { token: value.token } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

export function writeForgotState(state: ForgotPasswordState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // storage blocked: the flow still works until a reload
  }
}

export function clearForgotState(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
