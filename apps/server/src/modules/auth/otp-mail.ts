import { t, type Language } from '@extranet/i18n';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The OTP mail for one request type, in the recipient's language. */
export function otpMail(
  lang: Language,
  requestType: 'REGISTER' | 'FORGOT_PASSWORD' | 'VERIFY_EMAIL' | 'GUEST_CONTACT',
  code: string,
  minutes: number,
  name: string | null,
): MailContent {
  const subject = t(`mail.otp.${requestType}.subject`, { code }, lang);
  const greeting = name ? t('mail.greeting', { name }, lang) : t('mail.greetingNoName', undefined, lang);
  const intro = t(`mail.otp.${requestType}.intro`, undefined, lang);
  const footer = t('mail.otpFooter', { minutes }, lang);
  const ignore = t('mail.ignore', undefined, lang);
  const signature = t('mail.signature', undefined, lang);
  const text = [greeting, '', intro, '', `    ${code}`, '', footer, ignore, '', signature].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>
<p>${escapeHtml(footer)}</p>
<p>${escapeHtml(ignore)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}
