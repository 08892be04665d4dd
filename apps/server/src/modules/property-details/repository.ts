/** SQL of the property-details module. Every statement is scoped by hotel_id (another property's id finds nothing). */
import type { Database } from '../../db/types.js';

// ---------------------------------------------------------------- the property

export interface PropertyRow {
  name: string;
  timeZone: string;
  activeStatus: number;
  accommodationType: 'HOTEL' | 'NHA' | null;
  propertyType: string | null;
  placeType: 'WHOLE' | 'UNIT' | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string;
  phoneCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  starRating: number | null;
  checkInTime: string | null;
  checkOutTime: string | null;
  description: string;
  childrenMinAge: number;
  adultMinAge: number;
}

export async function findProperty(db: Database, hotelId: number): Promise<PropertyRow | null> {
  const row = await db.maybeOne<PropertyRow>(
    `SELECT name, time_zone AS "timeZone", active_status AS "activeStatus",
            accommodation_type AS "accommodationType", property_type AS "propertyType", place_type AS "placeType",
            address, city, postal_code AS "postalCode", country, phone_code AS "phoneCode", phone, email, website,
            star_rating AS "starRating", to_char(check_in_time, 'HH24:MI') AS "checkInTime",
            to_char(check_out_time, 'HH24:MI') AS "checkOutTime", description,
            children_min_age AS "childrenMinAge", adult_min_age AS "adultMinAge"
       FROM hotels WHERE hotel_id = $1`,
    [hotelId],
  );
  return (
    row && {
      ...row,
      activeStatus: Number(row.activeStatus),
      starRating: row.starRating === null ? null : Number(row.starRating),
      childrenMinAge: Number(row.childrenMinAge),
      adultMinAge: Number(row.adultMinAge),
    }
  );
}

// ---------------------------------------------------------------- general policy

export interface PolicyValues {
  allowAlcoholicDrink: boolean;
  allowPets: boolean;
  allowSmoking: boolean;
  genderType: 'ALL' | 'MALE_ONLY' | 'FEMALE_ONLY';
  marriageRegulation: 'NONE' | 'MARRIED_ONLY';
  allowAllAge: boolean;
  payDeposit: boolean;
  depositAmount: number | null;
  breakfastStart: string | null;
  breakfastEnd: string | null;
  childAgeFrom: number | null;
  childAgeTo: number | null;
}

export interface PolicyRecord extends PolicyValues {
  updatedAt: Date;
}

interface PolicyRow extends Omit<PolicyValues, 'depositAmount' | 'childAgeFrom' | 'childAgeTo'> {
  depositAmount: string | number | null;
  childAgeFrom: number | null;
  childAgeTo: number | null;
  updatedAt: Date;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

export async function findPolicy(db: Database, hotelId: number): Promise<PolicyRecord | null> {
  const row = await db.maybeOne<PolicyRow>(
    `SELECT allow_alcoholic_drink AS "allowAlcoholicDrink", allow_pets AS "allowPets",
            allow_smoking AS "allowSmoking", gender_type AS "genderType",
            marriage_regulation AS "marriageRegulation", allow_all_age AS "allowAllAge",
            pay_deposit AS "payDeposit", deposit_amount AS "depositAmount",
            to_char(breakfast_start, 'HH24:MI') AS "breakfastStart",
            to_char(breakfast_end, 'HH24:MI') AS "breakfastEnd",
            child_age_from AS "childAgeFrom", child_age_to AS "childAgeTo", updated_at AS "updatedAt"
       FROM property_policies WHERE hotel_id = $1`,
    [hotelId],
  );
  return (
    row && {
      ...row,
      depositAmount: num(row.depositAmount),
      childAgeFrom: num(row.childAgeFrom),
      childAgeTo: num(row.childAgeTo),
    }
  );
}

/** Saves the policy and the ages kept on the property (children_min_age, adult_min_age). */
export async function savePolicy(
  db: Database,
  hotelId: number,
  values: PolicyValues,
  ages: { minAge: number; adultMinAge: number },
): Promise<void> {
  await db.query(
    `INSERT INTO property_policies (hotel_id, allow_alcoholic_drink, allow_pets, allow_smoking, gender_type,
            marriage_regulation, allow_all_age, pay_deposit, deposit_amount, breakfast_start, breakfast_end,
            child_age_from, child_age_to, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::time, $11::time, $12, $13, now())
     ON CONFLICT (hotel_id) DO UPDATE SET
            allow_alcoholic_drink = EXCLUDED.allow_alcoholic_drink, allow_pets = EXCLUDED.allow_pets,
            allow_smoking = EXCLUDED.allow_smoking, gender_type = EXCLUDED.gender_type,
            marriage_regulation = EXCLUDED.marriage_regulation, allow_all_age = EXCLUDED.allow_all_age,
            pay_deposit = EXCLUDED.pay_deposit, deposit_amount = EXCLUDED.deposit_amount,
            breakfast_start = EXCLUDED.breakfast_start, breakfast_end = EXCLUDED.breakfast_end,
            child_age_from = EXCLUDED.child_age_from, child_age_to = EXCLUDED.child_age_to, updated_at = now()`,
    [
      hotelId,
      values.allowAlcoholicDrink,
      values.allowPets,
      values.allowSmoking,
      values.genderType,
      values.marriageRegulation,
      values.allowAllAge,
      values.payDeposit,
      values.depositAmount,
      values.breakfastStart,
      values.breakfastEnd,
      values.childAgeFrom,
      values.childAgeTo,
    ],
  );
  await db.query(
    `UPDATE hotels SET children_min_age = $2, adult_min_age = $3, updated_at = now() WHERE hotel_id = $1`,
    [hotelId, ages.minAge, ages.adultMinAge],
  );
}

// ---------------------------------------------------------------- announcements

export interface AnnouncementValues {
  title: string;
  textId: string;
  textEn: string;
  startDate: string;
  endDate: string;
  status: 'ACTIVE' | 'INACTIVE';
}

export interface AnnouncementRecord extends AnnouncementValues {
  announcementId: number;
  createdAt: Date;
  updatedAt: Date;
}

const ANNOUNCEMENT_SELECT = `
  SELECT announcement_id AS "announcementId", title, text_id AS "textId", text_en AS "textEn",
         start_date::text AS "startDate", end_date::text AS "endDate", status,
         created_at AS "createdAt", updated_at AS "updatedAt"
    FROM announcements`;

const announcementOf = (r: AnnouncementRecord): AnnouncementRecord => ({
  ...r,
  announcementId: Number(r.announcementId),
});

export async function listAnnouncements(db: Database, hotelId: number): Promise<AnnouncementRecord[]> {
  const rows = await db.query<AnnouncementRecord>(
    `${ANNOUNCEMENT_SELECT} WHERE hotel_id = $1 ORDER BY start_date, end_date, announcement_id`,
    [hotelId],
  );
  return rows.map(announcementOf);
}

export async function findAnnouncement(
  db: Database,
  hotelId: number,
  id: number,
): Promise<AnnouncementRecord | null> {
  const row = await db.maybeOne<AnnouncementRecord>(
    `${ANNOUNCEMENT_SELECT} WHERE hotel_id = $1 AND announcement_id = $2`,
    [hotelId, id],
  );
  return row && announcementOf(row);
}

export async function insertAnnouncement(
  db: Database,
  hotelId: number,
  v: AnnouncementValues,
): Promise<number> {
  const row = await db.one<{ id: string | number }>(
    `INSERT INTO announcements (hotel_id, title, text_id, text_en, start_date, end_date, status)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, $7) RETURNING announcement_id AS id`,
    [hotelId, v.title, v.textId, v.textEn, v.startDate, v.endDate, v.status],
  );
  return Number(row.id);
}

export async function updateAnnouncement(
  db: Database,
  hotelId: number,
  id: number,
  v: AnnouncementValues,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE announcements SET title = $3, text_id = $4, text_en = $5, start_date = $6::date,
            end_date = $7::date, status = $8, updated_at = now()
      WHERE hotel_id = $1 AND announcement_id = $2 RETURNING announcement_id`,
    [hotelId, id, v.title, v.textId, v.textEn, v.startDate, v.endDate, v.status],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- content counts

export interface ContentCounts {
  propertyPhotos: number;
  /** Photos of each active room, in the rooms' order. */
  roomPhotos: number[];
  facilities: number;
  contactKinds: string[];
}

export async function contentCounts(db: Database, hotelId: number): Promise<ContentCounts> {
  const [photos, rooms, facilities, kinds] = await Promise.all([
    db.one<{ n: string | number }>(
      `SELECT count(*) AS n FROM property_photos WHERE hotel_id = $1 AND room_id IS NULL`,
      [hotelId],
    ),
    db.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM property_photos p WHERE p.hotel_id = r.hotel_id AND p.room_id = r.room_id) AS n
         FROM rooms r WHERE r.hotel_id = $1 AND r.status = 'ACTIVE' ORDER BY r.sort_order, r.room_id`,
      [hotelId],
    ),
    db.one<{ n: string | number }>(`SELECT count(*) AS n FROM property_facilities WHERE hotel_id = $1`, [
      hotelId,
    ]),
    db.query<{ kind: string }>(
      `SELECT DISTINCT unnest(kinds) AS kind FROM property_contacts WHERE hotel_id = $1`,
      [hotelId],
    ),
  ]);
  return {
    propertyPhotos: Number(photos.n),
    roomPhotos: rooms.map((r) => Number(r.n)),
    facilities: Number(facilities.n),
    contactKinds: kinds.map((k) => k.kind),
  };
}

// ---------------------------------------------------------------- details of the PDF and /info

export interface ContactRow {
  kinds: string[];
  name: string;
  position: string;
  email: string;
  mobileCode: string;
  mobile: string;
  phone: string | null;
}

export async function listContacts(db: Database, hotelId: number): Promise<ContactRow[]> {
  return db.query<ContactRow>(
    `SELECT kinds, name, position, email, mobile_code AS "mobileCode", mobile, phone
       FROM property_contacts WHERE hotel_id = $1 ORDER BY contact_id`,
    [hotelId],
  );
}

export async function listFacilities(db: Database, hotelId: number): Promise<string[]> {
  const rows = await db.query<{ facility: string }>(
    `SELECT facility FROM property_facilities WHERE hotel_id = $1 ORDER BY facility`,
    [hotelId],
  );
  return rows.map((r) => r.facility);
}

export interface RoomRow {
  name: string;
  roomType: string;
  sizeSqm: number | null;
  roomCount: number;
  bedrooms: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  smokingAllowed: boolean;
  status: string;
}

export async function listRooms(db: Database, hotelId: number): Promise<RoomRow[]> {
  const rows = await db.query<RoomRow>(
    `SELECT name, room_type AS "roomType", size_sqm AS "sizeSqm", room_count AS "roomCount", bedrooms,
            max_adults AS "maxAdults", max_children AS "maxChildren", max_occupancy AS "maxOccupancy",
            smoking_allowed AS "smokingAllowed", status
       FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id`,
    [hotelId],
  );
  return rows.map((r) => ({
    ...r,
    sizeSqm: r.sizeSqm === null ? null : Number(r.sizeSqm),
    roomCount: Number(r.roomCount),
    bedrooms: Number(r.bedrooms),
    maxAdults: Number(r.maxAdults),
    maxChildren: Number(r.maxChildren),
    maxOccupancy: Number(r.maxOccupancy),
  }));
}

export async function countPhotos(db: Database, hotelId: number): Promise<number> {
  const row = await db.one<{ n: string | number }>(
    `SELECT count(*) AS n FROM property_photos WHERE hotel_id = $1`,
    [hotelId],
  );
  return Number(row.n);
}

/** Children rate plans whose age groups leave [minAge, adultMinAge - 1]: their names. */
export async function childrenPlansOutside(
  db: Database,
  hotelId: number,
  minAge: number,
  adultMinAge: number,
): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.name FROM children_rate_plans c
      WHERE c.hotel_id = $1 AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(c.age_groups) g
         WHERE (g->>'minAge')::int < $2 OR (g->>'maxAge')::int >= $3)
      ORDER BY c.children_rate_plan_id`,
    [hotelId, minAge, adultMinAge],
  );
  return rows.map((r) => r.name);
}
