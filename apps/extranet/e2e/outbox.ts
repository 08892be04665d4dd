import type { Page } from 'playwright-core';
import { baseUrl, text } from './browser';

interface OutboxMail {
  to: string;
  kind: string;
  text: string;
  subject: string;
}

/**
 * The newest OTP mailed to `email` for `requestType`, read from the server's outbox (the developer outbox
 * endpoint of the embedded setup; mail is never delivered in tests).
 */
export async function latestOtp(email: string, requestType: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl()}/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`outbox: HTTP ${response.status}`);
    const body = (await response.json()) as OutboxMail[] | { items?: OutboxMail[]; mails?: OutboxMail[] };
    const mails = Array.isArray(body) ? body : (body.items ?? body.mails ?? []);
    const mail = mails.find((m) => m.kind === `otp.${requestType}`);
    const code = mail && /\b(\d{4})\b/.exec(mail.text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP mail for ${email} (${requestType})`);
}

/**
 * The first box of the OTP input. Filling it with the whole code is what autofill and paste do; the fourth
 * digit verifies at once.
 */
export function otpBox(page: Page) {
  return page.getByRole('textbox', { name: text('ui.otpInput.digit', { index: 1, total: 4 }) });
}
