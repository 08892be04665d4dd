/** SQL of general info and its change requests (hotels, general_info_requests), scoped by hotel_id. */
import type { Schemas } from '@extranet/api/operations';
import type { Database } from '../../db/types.js';

type GeneralInfo = Schemas['GeneralInfo'];
type GeneralInfoInput = Schemas['GeneralInfoInput'];
type GeneralInfoRequest = Schemas['GeneralInfoRequest'];

interface InfoRow {
  name: string;
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
  property_type: string | null;
  accommodation_type: 'HOTEL' | 'NHA' | null;
}

const INFO_COLUMNS = `h.name, h.star_rating, h.description, h.address, h.country, h.province_code, h.regency_code,
  h.district_code, h.city, h.postal_code, h.latitude, h.longitude, h.phone_code, h.phone, h.email, h.website,
  to_char(h.check_in_time, 'HH24:MI') AS check_in_time, to_char(h.check_out_time, 'HH24:MI') AS check_out_time,
  h.property_type, h.accommodation_type`;

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

function inputOf(r: InfoRow): GeneralInfoInput {
  return {
    name: r.name,
    starRating: r.star_rating,
    description: r.description,
    address: r.address ?? '',
    country: r.country,
    provinceCode: r.province_code,
    regencyCode: r.regency_code,
    districtCode: r.district_code,
    city: r.city ?? '',
    postalCode: r.postal_code ?? '',
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    phoneCode: r.phone_code ?? '+62',
    phone: r.phone ?? '',
    email: r.email ?? '',
    website: r.website ?? '',
    checkInTime: r.check_in_time,
    checkOutTime: r.check_out_time,
  };
}

export async function findGeneralInfo(db: Database, hotelId: number): Promise<GeneralInfo | null> {
  const row = await db.maybeOne<InfoRow>(`SELECT ${INFO_COLUMNS} FROM hotels h WHERE h.hotel_id = $1`, [
    hotelId,
  ]);
  return row
    ? { ...inputOf(row), propertyType: row.property_type, accommodationType: row.accommodation_type }
    : null;
}

export async function writeGeneralInfo(
  db: Database,
  hotelId: number,
  info: GeneralInfoInput,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE hotels SET name = $2, star_rating = $3, description = $4, address = $5, country = $6,
            province_code = $7, regency_code = $8, district_code = $9, city = $10, postal_code = $11,
            latitude = $12, longitude = $13, phone_code = $14, phone = $15, email = $16, website = $17,
            check_in_time = $18::time, check_out_time = $19::time, updated_at = $20
      WHERE hotel_id = $1`,
    [
      hotelId,
      info.name,
      info.starRating,
      info.description,
      info.address,
      info.country,
      info.provinceCode,
      info.regencyCode,
      info.districtCode,
      info.city,
      info.postalCode,
      info.latitude,
      info.longitude,
      info.phoneCode,
      info.phone,
      info.email,
      info.website,
      info.checkInTime,
      info.checkOutTime,
      now.toISOString(),
    ],
  );
}

interface RequestRow {
  request_id: string | number;
  hotel_id: string | number;
  status: 'SENT' | 'APPROVED' | 'REJECTED';
  proposed: GeneralInfoInput | string;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  requested_by_name: string | null;
  decided_by_name: string | null;
  requested_by: string | number | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function requestOf(r: RequestRow): GeneralInfoRequest {
  return {
    requestId: Number(r.request_id),
    status: r.status,
    proposed: typeof r.proposed === 'string' ? (JSON.parse(r.proposed) as GeneralInfoInput) : r.proposed,
    reason: r.reason,
    createdAt: iso(r.created_at),
    decidedAt: r.decided_at === null ? null : iso(r.decided_at),
    requestedBy: r.requested_by_name,
    decidedBy: r.decided_by_name,
  };
}

const REQUEST_SELECT = `SELECT r.request_id, r.hotel_id, r.status, r.proposed, r.reason, r.created_at, r.decided_at,
       r.requested_by, rb.name AS requested_by_name, db.name AS decided_by_name
  FROM general_info_requests r
  LEFT JOIN accounts rb ON rb.id = r.requested_by
  LEFT JOIN accounts db ON db.id = r.decided_by`;

/** The property's requests, newest first (at most `limit`). */
export async function listRequests(db: Database, hotelId: number, limit = 50): Promise<GeneralInfoRequest[]> {
  const rows = await db.query<RequestRow>(
    `${REQUEST_SELECT} WHERE r.hotel_id = $1 ORDER BY r.created_at DESC, r.request_id DESC LIMIT $2`,
    [hotelId, limit],
  );
  return rows.map(requestOf);
}

/** Sends a change request: replaces the open one (SENT) of the property, else adds one. */
export async function upsertOpenRequest(
  db: Database,
  hotelId: number,
  proposed: GeneralInfoInput,
  accountId: number,
  now: Date,
): Promise<number> {
  const replaced = await db.maybeOne<{ request_id: string | number }>(
    `UPDATE general_info_requests SET proposed = $2::jsonb, requested_by = $3, created_at = $4
      WHERE request_id = (SELECT request_id FROM general_info_requests
                           WHERE hotel_id = $1 AND status = 'SENT' ORDER BY created_at DESC LIMIT 1 FOR UPDATE)
    RETURNING request_id`,
    [hotelId, JSON.stringify(proposed), accountId, now.toISOString()],
  );
  if (replaced) return Number(replaced.request_id);
  const row = await db.one<{ request_id: string | number }>(
    `INSERT INTO general_info_requests (hotel_id, proposed, requested_by, created_at)
     VALUES ($1, $2::jsonb, $3, $4) RETURNING request_id`,
    [hotelId, JSON.stringify(proposed), accountId, now.toISOString()],
  );
  return Number(row.request_id);
}

// ------------------------------------------------------------------ market manager review (every property)

export interface ReviewRow {
  hotelId: number;
  propertyName: string;
  request: GeneralInfoRequest;
  current: GeneralInfoInput;
}

/** Open requests oldest first, then the last 50 decided newest first, with each property's current values. */
export async function reviewQueue(db: Database): Promise<ReviewRow[]> {
  const rows = await db.query<RequestRow & InfoRow>(
    `SELECT q.*, ${INFO_COLUMNS} FROM (
       (${REQUEST_SELECT} WHERE r.status = 'SENT' ORDER BY r.created_at, r.request_id LIMIT 200)
       UNION ALL
       (${REQUEST_SELECT} WHERE r.status <> 'SENT' ORDER BY r.decided_at DESC, r.request_id DESC LIMIT 50)
     ) q JOIN hotels h ON h.hotel_id = q.hotel_id
     ORDER BY (q.status = 'SENT') DESC,
              CASE WHEN q.status = 'SENT' THEN q.created_at END ASC,
              q.decided_at DESC, q.request_id`,
  );
  return rows.map((r) => ({
    hotelId: Number(r.hotel_id),
    propertyName: r.name,
    request: requestOf(r),
    current: inputOf(r),
  }));
}

export interface LockedRequest {
  hotelId: number;
  status: string;
  proposed: GeneralInfoInput;
  requestedBy: number | null;
}

/** One request, locked for its decision; null when there is none. */
export async function lockRequest(db: Database, requestId: number): Promise<LockedRequest | null> {
  const row = await db.maybeOne<RequestRow>(
    `SELECT request_id, hotel_id, status, proposed, requested_by FROM general_info_requests
      WHERE request_id = $1 FOR UPDATE`,
    [requestId],
  );
  if (!row) return null;
  return {
    hotelId: Number(row.hotel_id),
    status: row.status,
    proposed:
      typeof row.proposed === 'string' ? (JSON.parse(row.proposed) as GeneralInfoInput) : row.proposed,
    requestedBy: row.requested_by === null ? null : Number(row.requested_by),
  };
}

export async function decideRequest(
  db: Database,
  requestId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; accountId: number; now: Date },
): Promise<GeneralInfoRequest> {
  await db.query(
    `UPDATE general_info_requests SET status = $2, reason = $3, decided_by = $4, decided_at = $5
      WHERE request_id = $1`,
    [requestId, decision.status, decision.reason, decision.accountId, decision.now.toISOString()],
  );
  const row = await db.one<RequestRow>(`${REQUEST_SELECT} WHERE r.request_id = $1`, [requestId]);
  return requestOf(row);
}

export interface MailRecipient {
  email: string;
  name: string;
  lang: string | null;
  propertyName: string;
}

/** Who to tell about a decision: the account that sent the request, with the property's name. */
export function recipientOf(db: Database, hotelId: number, accountId: number): Promise<MailRecipient | null> {
  return db.maybeOne<MailRecipient>(
    `SELECT a.email, a.name, a.lang, h.name AS "propertyName"
       FROM accounts a JOIN hotels h ON h.hotel_id = $1 WHERE a.id = $2`,
    [hotelId, accountId],
  );
}
