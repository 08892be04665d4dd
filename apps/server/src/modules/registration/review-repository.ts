/**
 * SQL of the market managers' review: the queue over every property, the whole registration of one property
 * read-only, the owner to tell, and the default rate plan of an approved property. The queue reads across
 * properties on purpose (market managers are marketplace staff); everything else is scoped by hotel_id.
 */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

export interface QueueRow {
  hotel_id: string | number;
  name: string;
  accommodation_type: 'HOTEL' | 'NHA' | null;
  place_type: 'WHOLE' | 'UNIT' | null;
  city: string | null;
  owner_name: string | null;
  owner_email: string | null;
  active_status: number;
  submitted_at: Date | string | null;
}

/** Submitted properties (oldest first), then approved-offline ones awaiting activation (oldest first). */
export async function listQueue(db: Database): Promise<QueueRow[]> {
  return db.query<QueueRow>(
    `SELECT h.hotel_id, h.name, h.accommodation_type, h.place_type, h.city, a.name AS owner_name,
            a.email AS owner_email, h.active_status, r.submitted_at
       FROM hotels h
       JOIN property_registrations r ON r.hotel_id = h.hotel_id
       LEFT JOIN accounts a ON a.id = h.created_by
      WHERE (h.active_status = -1 AND r.submitted_at IS NOT NULL AND h.accommodation_type IS NOT NULL)
         OR h.active_status = 1
      ORDER BY CASE WHEN h.active_status = -1 THEN 0 ELSE 1 END, r.submitted_at NULLS LAST, h.hotel_id`,
  );
}

export interface Recipient {
  email: string;
  name: string | null;
  lang: 'id' | 'en' | null;
}

/**
 * Who hears about the registration: the account that created the property (else its administrators) and the
 * PRIMARY contact, each address once; the contact in the creator's language.
 */
export async function ownerRecipients(db: Database, hotelId: number): Promise<Recipient[]> {
  const owners = await db.query<Recipient>(
    `SELECT a.email, a.name, a.lang FROM hotels h JOIN accounts a ON a.id = h.created_by WHERE h.hotel_id = $1
     UNION ALL
     SELECT a.email, a.name, a.lang FROM hotel_users hu JOIN accounts a ON a.id = hu.account_id
      WHERE hu.hotel_id = $1 AND 7 = ANY (hu.roles)
        AND NOT EXISTS (SELECT 1 FROM hotels h WHERE h.hotel_id = $1 AND h.created_by IS NOT NULL)`,
    [hotelId],
  );
  const contacts = await db.query<{ email: string; name: string }>(
    `SELECT email, name FROM property_contacts WHERE hotel_id = $1 AND 'PRIMARY' = ANY (kinds)`,
    [hotelId],
  );
  const lang = owners[0]?.lang ?? null;
  const all = [...owners, ...contacts.map((c) => ({ email: c.email, name: c.name, lang }))];
  const seen = new Set<string>();
  return all.filter((r) => {
    const key = r.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function accountName(db: Database, accountId: number): Promise<string | null> {
  const row = await db.maybeOne<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [accountId]);
  return row?.name ?? null;
}

export async function owner(
  db: Database,
  hotelId: number,
): Promise<{ name: string | null; email: string | null }> {
  const row = await db.maybeOne<{ name: string; email: string }>(
    `SELECT a.name, a.email FROM hotels h JOIN accounts a ON a.id = h.created_by WHERE h.hotel_id = $1`,
    [hotelId],
  );
  return { name: row?.name ?? null, email: row?.email ?? null };
}

interface InfoRow {
  name: string;
  property_type: string | null;
  star_rating: number | null;
  description: string;
  address: string | null;
  country: string;
  province_code: string | null;
  regency_code: string | null;
  district_code: string | null;
  city: string | null;
  postal_code: string | null;
  latitude: string | number | null;
  longitude: string | number | null;
  phone_code: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  check_in_time: string | null;
  check_out_time: string | null;
  time_zone: string;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

export async function generalInfo(db: Database, hotelId: number): Promise<Schemas['ReviewGeneralInfo']> {
  const r = await db.one<InfoRow>(
    `SELECT name, property_type, star_rating, description, address, country, province_code, regency_code,
            district_code, city, postal_code, latitude, longitude, phone_code, phone, email, website,
            to_char(check_in_time, 'HH24:MI') AS check_in_time, to_char(check_out_time, 'HH24:MI') AS check_out_time,
            time_zone
       FROM hotels WHERE hotel_id = $1`,
    [hotelId],
  );
  return {
    name: r.name,
    propertyType: r.property_type,
    starRating: r.star_rating,
    description: r.description,
    address: r.address,
    country: r.country,
    provinceCode: r.province_code,
    regencyCode: r.regency_code,
    districtCode: r.district_code,
    city: r.city,
    postalCode: r.postal_code,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    phoneCode: r.phone_code,
    phone: r.phone,
    email: r.email,
    website: r.website,
    checkInTime: r.check_in_time,
    checkOutTime: r.check_out_time,
    timeZone: r.time_zone,
  };
}

export async function contacts(db: Database, hotelId: number): Promise<Schemas['ReviewContact'][]> {
  const rows = await db.query<{
    contact_id: string | number;
    kinds: Schemas['ReviewContact']['kinds'];
    name: string;
    position: string;
    email: string;
    mobile_code: string;
    mobile: string;
    phone: string | null;
    fax: string | null;
  }>(
    `SELECT contact_id, kinds, name, position, email, mobile_code, mobile, phone, fax
       FROM property_contacts WHERE hotel_id = $1 ORDER BY contact_id`,
    [hotelId],
  );
  return rows.map((c) => ({
    contactId: Number(c.contact_id),
    kinds: c.kinds,
    name: c.name,
    position: c.position,
    email: c.email,
    mobileCode: c.mobile_code,
    mobile: c.mobile,
    phone: c.phone,
    fax: c.fax,
  }));
}

export async function policy(db: Database, hotelId: number): Promise<Schemas['ReviewPolicy'] | null> {
  const p = await db.maybeOne<{
    allow_alcoholic_drink: boolean;
    allow_pets: boolean;
    allow_smoking: boolean;
    gender_type: string;
    marriage_regulation: string;
    allow_all_age: boolean;
    min_age: number | null;
    pay_deposit: boolean;
    deposit_amount: string | number | null;
    breakfast_from: string | null;
    breakfast_until: string | null;
  }>(
    `SELECT p.allow_alcoholic_drink, p.allow_pets, p.allow_smoking, p.gender_type, p.marriage_regulation,
            p.allow_all_age, h.children_min_age AS min_age, p.pay_deposit, p.deposit_amount,
            to_char(p.breakfast_start, 'HH24:MI') AS breakfast_from,
            to_char(p.breakfast_end, 'HH24:MI') AS breakfast_until
       FROM property_policies p JOIN hotels h ON h.hotel_id = p.hotel_id WHERE p.hotel_id = $1`,
    [hotelId],
  );
  if (!p) return null;
  return {
    allowAlcoholicDrink: p.allow_alcoholic_drink,
    allowPets: p.allow_pets,
    allowSmoking: p.allow_smoking,
    genderType: p.gender_type,
    marriageRegulation: p.marriage_regulation,
    allowAllAge: p.allow_all_age,
    minAge: p.min_age === null ? null : Number(p.min_age),
    payDeposit: p.pay_deposit,
    depositAmount: num(p.deposit_amount),
    breakfastFrom: p.breakfast_from,
    breakfastUntil: p.breakfast_until,
  };
}

export async function facilities(db: Database, hotelId: number): Promise<string[]> {
  const rows = await db.query<{ facility: string }>(
    'SELECT facility FROM property_facilities WHERE hotel_id = $1 ORDER BY facility',
    [hotelId],
  );
  return rows.map((r) => r.facility);
}

export async function photos(db: Database, hotelId: number): Promise<Schemas['ReviewPhoto'][]> {
  const rows = await db.query<{
    photo_id: string | number;
    room_id: string | number | null;
    caption: string;
    is_main: boolean;
    width: number;
    height: number;
    variants: Record<string, string>;
  }>(
    `SELECT photo_id, room_id, caption, is_main, width, height, variants
       FROM property_photos WHERE hotel_id = $1 ORDER BY room_id NULLS FIRST, sort_order, photo_id`,
    [hotelId],
  );
  return rows.map((p) => ({
    photoId: Number(p.photo_id),
    roomId: p.room_id === null ? null : Number(p.room_id),
    caption: p.caption,
    isMain: p.is_main,
    width: p.width,
    height: p.height,
    variants: Object.entries(p.variants).map(([name, key]) => ({ name, url: `/media/${key}` })),
  }));
}

export async function rooms(db: Database, hotelId: number): Promise<Omit<Schemas['ReviewRoom'], 'photos'>[]> {
  const rows = await db.query<{
    room_id: string | number;
    name: string;
    room_type: string;
    description: string;
    size_sqm: string | number | null;
    room_count: number;
    bedrooms: number;
    max_adults: number;
    max_children: number;
    max_occupancy: number;
    smoking_allowed: boolean;
    min_sell_price: string | number;
    facilities: string[] | null;
  }>(
    `SELECT r.room_id, r.name, r.room_type, r.description, r.size_sqm, r.room_count, r.bedrooms, r.max_adults,
            r.max_children, r.max_occupancy, r.smoking_allowed, r.min_sell_price,
            ARRAY(SELECT f.facility FROM room_facilities f
                   WHERE f.hotel_id = r.hotel_id AND f.room_id = r.room_id ORDER BY f.facility) AS facilities
       FROM rooms r WHERE r.hotel_id = $1 ORDER BY r.sort_order, r.room_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    roomId: Number(r.room_id),
    name: r.name,
    roomType: r.room_type,
    description: r.description,
    sizeSqm: num(r.size_sqm),
    roomCount: Number(r.room_count),
    bedrooms: Number(r.bedrooms),
    maxAdults: Number(r.max_adults),
    maxChildren: Number(r.max_children),
    maxOccupancy: Number(r.max_occupancy),
    smokingAllowed: r.smoking_allowed,
    minSellPrice: Number(r.min_sell_price),
    facilities: r.facilities ?? [],
  }));
}

/**
 * An approved property without rate plans gets one DAILY plan ("Standar", room only) sold for all its rooms,
 * so its rooms show in the rates calendar at once; a property without a pricing model gets DAILY.
 */
export async function ensureDefaultRatePlan(db: Database, hotelId: number, name: string): Promise<void> {
  await db.query(`UPDATE hotels SET rate_model = 'DAILY' WHERE hotel_id = $1 AND rate_model IS NULL`, [
    hotelId,
  ]);
  const existing = await db.maybeOne('SELECT 1 FROM rate_plans WHERE hotel_id = $1 LIMIT 1', [hotelId]);
  if (existing) return;
  const plan = await db.one<{ rate_plan_id: string | number }>(
    `INSERT INTO rate_plans (hotel_id, name, type, meals) VALUES ($1, $2, 'DAILY', ARRAY['NONE'])
     RETURNING rate_plan_id`,
    [hotelId, name],
  );
  await db.query(
    `INSERT INTO rate_plan_rooms (hotel_id, rate_plan_id, room_id)
     SELECT hotel_id, $2, room_id FROM rooms WHERE hotel_id = $1`,
    [hotelId, plan.rate_plan_id],
  );
}
