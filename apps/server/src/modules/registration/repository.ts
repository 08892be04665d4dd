/**
 * SQL of a property's registration (owner side). Every statement is scoped by hotel_id: an id of another
 * property simply finds nothing. The step rules read the tables other modules write (0500) here, so the rules
 * themselves stay pure (packages/domain/src/property/registration-rules.ts).
 */
import type { RegistrationSnapshot } from '@extranet/domain';
import type { Database } from '../../db/types.js';

export interface HotelRow {
  hotel_id: string | number;
  name: string;
  accommodation_type: 'HOTEL' | 'NHA' | null;
  place_type: 'WHOLE' | 'UNIT' | null;
  currency: string;
  active_status: number;
  property_type: string | null;
  registration_step: string | null;
  time_zone: string;
  created_by: string | number | null;
}

export interface RegistrationRow {
  other_platforms: { platform: string; url: string }[];
  channel_source: string | null;
  referral_code: string | null;
  agreement_version: string | null;
  agreement_language: 'id' | 'en' | null;
  agreement_name: string | null;
  agreement_position: string | null;
  agreement_date: string | null;
  agreement_accepted_at: Date | string | null;
  agreement_by: string | null;
  payment_method: 'BANK_TRANSFER' | 'INVOICE' | 'VIRTUAL_CREDIT' | null;
  bank_name: string | null;
  bank_branch: string | null;
  account_number: string | null;
  account_holder: string | null;
  swift_code: string | null;
  payout_currency: string | null;
  submitted_at: Date | string | null;
  rejection_reason: string | null;
}

export interface DecisionRow {
  decision: 'SUBMIT' | 'APPROVE_OFFLINE' | 'APPROVE_ONLINE' | 'REJECT';
  reason: string | null;
  decided_at: Date | string;
  by_name: string | null;
}

const HOTEL_COLUMNS = `hotel_id, name, accommodation_type, place_type, currency, active_status, property_type,
  registration_step, time_zone, created_by`;

export async function findHotel(db: Database, hotelId: number, lock = false): Promise<HotelRow | null> {
  return db.maybeOne<HotelRow>(
    `SELECT ${HOTEL_COLUMNS} FROM hotels WHERE hotel_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [hotelId],
  );
}

export async function findRegistration(db: Database, hotelId: number): Promise<RegistrationRow | null> {
  return db.maybeOne<RegistrationRow>(
    `SELECT r.other_platforms, r.channel_source, r.referral_code, r.agreement_version, r.agreement_language,
            r.agreement_name, r.agreement_position, to_char(r.agreement_date, 'YYYY-MM-DD') AS agreement_date,
            r.agreement_accepted_at, a.name AS agreement_by, r.payment_method, r.bank_name, r.bank_branch,
            r.account_number, r.account_holder, r.swift_code, r.payout_currency, r.submitted_at,
            r.rejection_reason
       FROM property_registrations r
       LEFT JOIN accounts a ON a.id = r.agreement_account_id
      WHERE r.hotel_id = $1`,
    [hotelId],
  );
}

export async function listDecisions(db: Database, hotelId: number): Promise<DecisionRow[]> {
  return db.query<DecisionRow>(
    `SELECT d.decision, d.reason, d.decided_at, a.name AS by_name
       FROM property_decisions d LEFT JOIN accounts a ON a.id = d.account_id
      WHERE d.hotel_id = $1 ORDER BY d.decided_at, d.decision_id`,
    [hotelId],
  );
}

/** The columns of property_registrations a step writes (the row is created on first write). */
type RegistrationColumn =
  | 'other_platforms'
  | 'channel_source'
  | 'referral_code'
  | 'agreement_version'
  | 'agreement_language'
  | 'agreement_name'
  | 'agreement_position'
  | 'agreement_date'
  | 'agreement_accepted_at'
  | 'agreement_account_id'
  | 'payment_method'
  | 'bank_name'
  | 'bank_branch'
  | 'account_number'
  | 'account_holder'
  | 'swift_code'
  | 'payout_currency'
  | 'submitted_at'
  | 'rejection_reason';

export async function saveRegistration(
  db: Database,
  hotelId: number,
  values: Partial<Record<RegistrationColumn, unknown>>,
): Promise<void> {
  const columns = Object.keys(values) as RegistrationColumn[];
  const params = columns.map((c) => (c === 'other_platforms' ? JSON.stringify(values[c]) : values[c]));
  const placeholders = columns.map((c, i) => (c === 'other_platforms' ? `$${i + 2}::jsonb` : `$${i + 2}`));
  const updates = columns.map((c) => `${c} = EXCLUDED.${c}`);
  await db.query(
    `INSERT INTO property_registrations (hotel_id, ${columns.join(', ')}) VALUES ($1, ${placeholders.join(', ')})
     ON CONFLICT (hotel_id) DO UPDATE SET ${[...updates, 'updated_at = now()'].join(', ')}`,
    [hotelId, ...params],
  );
}

export async function setPropertyType(db: Database, hotelId: number, propertyType: string): Promise<void> {
  await db.query('UPDATE hotels SET property_type = $2, updated_at = now() WHERE hotel_id = $1', [
    hotelId,
    propertyType,
  ]);
}

export async function setStep(db: Database, hotelId: number, step: string | null): Promise<void> {
  await db.query('UPDATE hotels SET registration_step = $2, updated_at = now() WHERE hotel_id = $1', [
    hotelId,
    step,
  ]);
}

export async function setStatus(db: Database, hotelId: number, status: number): Promise<void> {
  await db.query('UPDATE hotels SET active_status = $2, updated_at = now() WHERE hotel_id = $1', [
    hotelId,
    status,
  ]);
}

export async function addDecision(
  db: Database,
  hotelId: number,
  decision: DecisionRow['decision'],
  reason: string | null,
  accountId: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO property_decisions (hotel_id, decision, reason, account_id, decided_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [hotelId, decision, reason, accountId, at],
  );
}

/** The referral code as stored (upper case) with its validity, or null when unknown. */
export async function findReferralCode(
  db: Database,
  code: string,
): Promise<{ valid_from: string; valid_until: string | null } | null> {
  return db.maybeOne(
    `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_until, 'YYYY-MM-DD') AS valid_until
       FROM referral_codes WHERE code = $1`,
    [code.toUpperCase()],
  );
}

interface SnapshotRow {
  name: string | null;
  address: string | null;
  country: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
  contact_kinds: string[][] | null;
  facilities: number | string;
  property_photos: number | string;
  main_photo: boolean;
  policy: boolean;
  rooms: { roomId: number; facilities: number; photos: number }[] | null;
}

/** What the step rules read of a property (see RegistrationSnapshot), one statement. */
export async function readSnapshot(
  db: Database,
  hotel: HotelRow,
  registration: RegistrationRow | null,
): Promise<RegistrationSnapshot> {
  const hotelId = Number(hotel.hotel_id);
  const row = await db.one<SnapshotRow>(
    `SELECT h.name, h.address, h.country, h.latitude, h.longitude,
            (SELECT json_agg(c.kinds) FROM property_contacts c WHERE c.hotel_id = h.hotel_id) AS contact_kinds,
            (SELECT count(*) FROM property_facilities f WHERE f.hotel_id = h.hotel_id) AS facilities,
            (SELECT count(*) FROM property_photos p WHERE p.hotel_id = h.hotel_id AND p.room_id IS NULL)
              AS property_photos,
            EXISTS (SELECT 1 FROM property_photos p WHERE p.hotel_id = h.hotel_id AND p.room_id IS NULL
                       AND p.is_main) AS main_photo,
            EXISTS (SELECT 1 FROM property_policies p WHERE p.hotel_id = h.hotel_id) AS policy,
            (SELECT json_agg(json_build_object(
                      'roomId', r.room_id,
                      'facilities', (SELECT count(*) FROM room_facilities rf
                                      WHERE rf.hotel_id = r.hotel_id AND rf.room_id = r.room_id),
                      'photos', (SELECT count(*) FROM property_photos p
                                  WHERE p.hotel_id = r.hotel_id AND p.room_id = r.room_id))
                    ORDER BY r.sort_order, r.room_id)
               FROM rooms r WHERE r.hotel_id = h.hotel_id AND r.status = 'ACTIVE') AS rooms
       FROM hotels h WHERE h.hotel_id = $1`,
    [hotelId],
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    kind: hotel.accommodation_type ?? 'HOTEL',
    placeType: hotel.place_type,
    propertyType: hotel.property_type,
    generalInfo: {
      name: row.name,
      address: row.address,
      country: row.country,
      latitude: num(row.latitude),
      longitude: num(row.longitude),
    },
    contactKinds: row.contact_kinds ?? [],
    channelSource: registration?.channel_source ?? null,
    agreementVersion: registration?.agreement_version ?? null,
    agreementAccepted: Boolean(registration?.agreement_accepted_at),
    facilities: Number(row.facilities),
    propertyPhotos: Number(row.property_photos),
    mainPhoto: row.main_photo,
    policy: row.policy,
    rooms: (row.rooms ?? []).map((r) => ({
      roomId: Number(r.roomId),
      facilities: Number(r.facilities),
      photos: Number(r.photos),
    })),
    paymentMethod: registration?.payment_method ?? null,
  };
}

// ---------------------------------------------------------------- starting a registration

/** Sets the category of a property that has none yet (PENDING/REJECTED without accommodationType). */
export async function setCategory(
  db: Database,
  hotelId: number,
  kind: 'HOTEL' | 'NHA',
  placeType: 'WHOLE' | 'UNIT' | null,
  currency: string,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE hotels SET accommodation_type = $2, place_type = $3, currency = $4, category_confirmed_at = $5,
            active_status = -3, registration_step = NULL, updated_at = now()
      WHERE hotel_id = $1 AND accommodation_type IS NULL`,
    [hotelId, kind, placeType, currency, at],
  );
}

/** A new property in registration, its creator its administrator (role 7) and contact. */
export async function createProperty(
  db: Database,
  accountId: number,
  kind: 'HOTEL' | 'NHA',
  placeType: 'WHOLE' | 'UNIT' | null,
  currency: string,
  at: Date,
): Promise<number> {
  const hotel = await db.one<{ hotel_id: string | number }>(
    `INSERT INTO hotels (name, accommodation_type, place_type, currency, active_status, category_confirmed_at,
                         created_by)
     SELECT a.name, $2, $3, $4, -3, $5, a.id FROM accounts a WHERE a.id = $1
     RETURNING hotel_id`,
    [accountId, kind, placeType, currency, at],
  );
  const hotelId = Number(hotel.hotel_id);
  await db.query(
    `INSERT INTO hotel_users (hotel_id, account_id, roles, is_contact) VALUES ($1, $2, ARRAY[7], true)`,
    [hotelId, accountId],
  );
  return hotelId;
}

/** The session (refresh family) and the account continue on `hotelId`. */
export async function switchToHotel(
  db: Database,
  accountId: number,
  familyId: string | null,
  hotelId: number,
): Promise<void> {
  if (familyId) {
    await db.query(
      'UPDATE refresh_families SET current_hotel_id = $2 WHERE family_id = $1 AND account_id = $3',
      [familyId, hotelId, accountId],
    );
  }
  await db.query('UPDATE accounts SET last_hotel_id = $2 WHERE id = $1', [accountId, hotelId]);
}

/** True when the account is a user of the property. */
export async function isMember(db: Database, accountId: number, hotelId: number): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM hotel_users WHERE hotel_id = $1 AND account_id = $2', [
    hotelId,
    accountId,
  ]);
  return row !== null;
}
