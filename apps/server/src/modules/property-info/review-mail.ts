/** The e-mail that tells the owner how a market manager decided their general-info change request. */
import { t, type Language } from '@extranet/i18n';

export interface DecisionMail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function decisionMail(
  lang: Language,
  decision: 'APPROVED' | 'REJECTED',
  name: string,
  propertyName: string,
  reason: string | null,
): DecisionMail {
  const key = `propertyInfo.mail.${decision}`;
  const subject = t(`${key}.subject`, { property: propertyName }, lang);
  const greeting = t('mail.greeting', { name }, lang);
  const body = t(`${key}.body`, { property: propertyName }, lang);
  const why = reason ? t('propertyInfo.mail.reason', { reason }, lang) : null;
  const signature = t('mail.signature', undefined, lang);
  const lines = [greeting, '', body, ...(why ? ['', why] : []), '', signature];
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">
${lines
  .filter((line) => line !== '')
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
</body></html>`;
  return { subject, text: lines.join('\n'), html };
}
