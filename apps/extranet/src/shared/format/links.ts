/**
 * Links that dial or mail in one tap, for every phone and e-mail the app shows (customer service's contacts, the
 * check-in guide's preview, a booking's guest contact): one rule, so a number links alike wherever it appears.
 */

/** A `tel:` link of a phone as typed or stored (+62…, spaces, dashes and brackets dropped), or null. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[^\d+]/g, '');
  return compact.replace(/\+/g, '').length >= 5 ? `tel:${compact}` : null;
}

/** A `mailto:` link of an e-mail address, or null when it is not one. */
export function mailHref(email: string | null | undefined): string | null {
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null;
}
