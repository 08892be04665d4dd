/**
 * Contacts of a property (SPEC 3, 5, 6): four kinds, each held by one contact once the contact step is done.
 * A contact that holds a kind cannot be removed; users named as contacts cannot change role (SPEC 6).
 */
export const CONTACT_KINDS = ['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION'] as const;
export type ContactKindCode = (typeof CONTACT_KINDS)[number];

export function isContactKind(value: unknown): value is ContactKindCode {
  return typeof value === 'string' && (CONTACT_KINDS as readonly string[]).includes(value);
}

interface HoldsKinds {
  readonly kinds: readonly string[];
}

/** The kinds no contact holds yet, in CONTACT_KINDS order. */
export function missingContactKinds(contacts: readonly HoldsKinds[]): ContactKindCode[] {
  const held = new Set(contacts.flatMap((c) => c.kinds));
  return CONTACT_KINDS.filter((kind) => !held.has(kind));
}

/** The contact step is complete when every kind is held by a contact. */
export function contactsComplete(contacts: readonly HoldsKinds[]): boolean {
  return missingContactKinds(contacts).length === 0;
}

/** SPEC 5/8: a contact in use (holding a kind) cannot be deleted. */
export function contactInUse(contact: HoldsKinds): boolean {
  return contact.kinds.length > 0;
}

/** Kinds in CONTACT_KINDS order without repeats (what a contact stores). */
export function normalizeContactKinds(kinds: readonly string[]): ContactKindCode[] {
  return CONTACT_KINDS.filter((kind) => kinds.includes(kind));
}

/** The contact holding `kind` (the primary contact is SPEC 7's pic-contact), or undefined. */
export function contactOfKind<C extends HoldsKinds>(
  contacts: readonly C[],
  kind: ContactKindCode,
): C | undefined {
  return contacts.find((c) => c.kinds.includes(kind));
}
