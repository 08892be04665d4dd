/** SQL of a property's contacts (property_contacts) and the contact flag of its users, scoped by hotel_id. */
import type { Schemas } from '@extranet/api/operations';
import { normalizeContactKinds } from '@extranet/domain';
import type { Database } from '../../db/types.js';

type Contact = Schemas['Contact'];
type ContactInput = Schemas['ContactInput'];

interface ContactRow {
  contact_id: string | number;
  kinds: string[];
  name: string;
  position: string;
  email: string;
  mobile_code: string;
  mobile: string;
  phone: string | null;
  fax: string | null;
  is_user: boolean;
}

function contactOf(r: ContactRow): Contact {
  return {
    contactId: Number(r.contact_id),
    name: r.name,
    position: r.position,
    email: r.email,
    mobileCode: r.mobile_code,
    mobile: r.mobile,
    phone: r.phone,
    fax: r.fax,
    kinds: normalizeContactKinds(r.kinds),
    isUser: r.is_user,
  };
}

const CONTACT_SELECT = `SELECT c.contact_id, c.kinds, c.name, c.position, c.email, c.mobile_code, c.mobile, c.phone,
       c.fax, EXISTS (SELECT 1 FROM hotel_users hu JOIN accounts a ON a.id = hu.account_id
                       WHERE hu.hotel_id = c.hotel_id AND a.email = lower(c.email)) AS is_user
  FROM property_contacts c`;

/** The property's contacts by name. */
export async function listContacts(db: Database, hotelId: number): Promise<Contact[]> {
  const rows = await db.query<ContactRow>(
    `${CONTACT_SELECT} WHERE c.hotel_id = $1 ORDER BY lower(c.name), c.contact_id`,
    [hotelId],
  );
  return rows.map(contactOf);
}

export async function findContact(db: Database, hotelId: number, contactId: number): Promise<Contact | null> {
  const row = await db.maybeOne<ContactRow>(
    `${CONTACT_SELECT} WHERE c.hotel_id = $1 AND c.contact_id = $2 FOR UPDATE OF c`,
    [hotelId, contactId],
  );
  return row ? contactOf(row) : null;
}

const values = (input: ContactInput) => [
  input.name.trim(),
  input.position.trim(),
  input.email.trim().toLowerCase(),
  input.mobileCode.trim(),
  input.mobile.trim(),
  input.phone?.trim() || null,
  input.fax?.trim() || null,
  normalizeContactKinds(input.kinds),
];

export async function insertContact(
  db: Database,
  hotelId: number,
  input: ContactInput,
  now: Date,
): Promise<number> {
  const row = await db.one<{ contact_id: string | number }>(
    `INSERT INTO property_contacts (hotel_id, name, position, email, mobile_code, mobile, phone, fax, kinds,
                                    created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING contact_id`,
    [hotelId, ...values(input), now.toISOString()],
  );
  return Number(row.contact_id);
}

export async function updateContact(
  db: Database,
  hotelId: number,
  contactId: number,
  input: ContactInput,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE property_contacts SET name = $3, position = $4, email = $5, mobile_code = $6, mobile = $7,
            phone = $8, fax = $9, kinds = $10, updated_at = $11
      WHERE hotel_id = $1 AND contact_id = $2`,
    [hotelId, contactId, ...values(input), now.toISOString()],
  );
}

/** Takes `kinds` from every other contact of the property (a kind is held by one contact). */
export async function takeKinds(
  db: Database,
  hotelId: number,
  contactId: number,
  kinds: readonly string[],
  now: Date,
): Promise<void> {
  if (kinds.length === 0) return;
  await db.query(
    `UPDATE property_contacts
        SET kinds = ARRAY(SELECT k FROM unnest(kinds) AS k WHERE NOT (k = ANY($3::text[]))), updated_at = $4
      WHERE hotel_id = $1 AND contact_id <> $2 AND kinds && $3::text[]`,
    [hotelId, contactId, [...kinds], now.toISOString()],
  );
}

export async function deleteContact(db: Database, hotelId: number, contactId: number): Promise<void> {
  await db.query('DELETE FROM property_contacts WHERE hotel_id = $1 AND contact_id = $2', [
    hotelId,
    contactId,
  ]);
}

/**
 * Links contacts to the accounts they name and recomputes the property's users' is_contact flag (SPEC 6: a
 * user named as a contact cannot change role until the contacts change).
 */
export async function recomputeContactFlags(db: Database, hotelId: number): Promise<void> {
  await db.query(
    `UPDATE property_contacts c SET account_id = a.id
       FROM (SELECT c2.contact_id, (SELECT a2.id FROM accounts a2 WHERE a2.email = lower(c2.email)) AS id
               FROM property_contacts c2 WHERE c2.hotel_id = $1) a
      WHERE c.hotel_id = $1 AND c.contact_id = a.contact_id AND c.account_id IS DISTINCT FROM a.id`,
    [hotelId],
  );
  await db.query(
    `UPDATE hotel_users hu SET is_contact = x.named
       FROM (SELECT hu2.user_role_id,
                    EXISTS (SELECT 1 FROM property_contacts c JOIN accounts a ON a.email = lower(c.email)
                             WHERE c.hotel_id = hu2.hotel_id AND a.id = hu2.account_id) AS named
               FROM hotel_users hu2 WHERE hu2.hotel_id = $1) x
      WHERE hu.hotel_id = $1 AND hu.user_role_id = x.user_role_id AND hu.is_contact IS DISTINCT FROM x.named`,
    [hotelId],
  );
}
