/** Contacts of a property (SPEC 3, 5, 6): a kind is held by one contact; a contact holding one stays. */
import type { Schemas } from '@extranet/api/operations';
import { contactInUse, missingContactKinds, normalizeContactKinds } from '@extranet/domain';
import type { Language } from '@extranet/i18n';
import { validatePropertyContact } from '@extranet/validation';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { withRetry } from '../../db/retry.js';
import { assertContentEditable } from '../../http/content-lock.js';
import { AppError, notFound } from '../../http/errors.js';
import { validationErrorFrom } from '../../http/field-errors.js';
import type { HotelAccess } from '../../http/session.js';
import * as repo from './contacts-repository.js';

type ContactInput = Schemas['ContactInput'];
type ContactList = Schemas['ContactList'];

async function contactList(db: Database, hotelId: number): Promise<ContactList> {
  const items = await repo.listContacts(db, hotelId);
  const missingKinds = missingContactKinds(items);
  return { items, complete: missingKinds.length === 0, missingKinds };
}

export function listContacts(ctx: AppContext, hotelId: number): Promise<ContactList> {
  return contactList(ctx.db, hotelId);
}

function checked(input: ContactInput, lang: Language): ContactInput {
  const invalid = validationErrorFrom(validatePropertyContact(input), lang);
  if (invalid) throw invalid;
  return { ...input, kinds: normalizeContactKinds(input.kinds) };
}

/** Runs a change of the contacts in a transaction, then the users' contact flags; answers the new list. */
async function change(
  ctx: AppContext,
  membership: HotelAccess,
  fn: (tx: Database, now: Date) => Promise<void>,
): Promise<ContactList> {
  assertContentEditable(membership);
  const now = ctx.clock();
  await withRetry(() =>
    ctx.db.transaction(async (tx) => {
      await fn(tx, now);
      await repo.recomputeContactFlags(tx, membership.hotelId);
    }),
  );
  return contactList(ctx.db, membership.hotelId);
}

export function createContact(ctx: AppContext, membership: HotelAccess, input: ContactInput, lang: Language) {
  const contact = checked(input, lang);
  return change(ctx, membership, async (tx, now) => {
    const id = await repo.insertContact(tx, membership.hotelId, contact, now);
    await repo.takeKinds(tx, membership.hotelId, id, contact.kinds, now);
  });
}

export function updateContact(
  ctx: AppContext,
  membership: HotelAccess,
  contactId: number,
  input: ContactInput,
  lang: Language,
) {
  const contact = checked(input, lang);
  return change(ctx, membership, async (tx, now) => {
    const current = await repo.findContact(tx, membership.hotelId, contactId);
    if (!current) throw notFound();
    await repo.updateContact(tx, membership.hotelId, contactId, contact, now);
    await repo.takeKinds(tx, membership.hotelId, contactId, contact.kinds, now);
  });
}

/** SPEC 5, 8: a contact holding a kind cannot be deleted (409 CONTACT_IN_USE). */
export function deleteContact(ctx: AppContext, membership: HotelAccess, contactId: number) {
  return change(ctx, membership, async (tx) => {
    const current = await repo.findContact(tx, membership.hotelId, contactId);
    if (!current) throw notFound();
    if (contactInUse(current)) throw new AppError(409, 'CONTACT_IN_USE');
    await repo.deleteContact(tx, membership.hotelId, contactId);
  });
}
