/** The e-mails of a registration (submitted, approved, activated, rejected) in the recipient's language. */
import { NEW_PROPERTY_REVIEW_HOURS } from '@extranet/domain';
import { t, type Language } from '@extranet/i18n';

export type RegistrationMailKind = 'submitted' | 'APPROVE_OFFLINE' | 'APPROVE_ONLINE' | 'REJECT';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function registrationMail(
  lang: Language,
  kind: RegistrationMailKind,
  property: string,
  name: string | null,
  reason: string | null,
): { subject: string; text: string; html: string } {
  const params = { property, hours: NEW_PROPERTY_REVIEW_HOURS, reason: reason ?? '' };
  const subject = t(`mail.registration.${kind}.subject`, params, lang);
  const greeting = name ? t('mail.greeting', { name }, lang) : t('mail.greetingNoName', undefined, lang);
  const intro = t(`mail.registration.${kind}.intro`, params, lang);
  const next = t(`mail.registration.${kind}.next`, params, lang);
  const signature = t('mail.signature', undefined, lang);
  const text = [greeting, '', intro, '', next, '', signature].join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}
