/**
 * Demo registrations (issue 11): referral codes; the draft villa of draft@ complete up to its contacts (it
 * resumes at other-platform); pending@'s hotel submitted about 30 hours before the seed's clock with every
 * step's data, so the market manager's queue has an item. Its photos are written by demo-photos.ts when the
 * seed is given a photo store (the server and the seed command give one, test databases have none).
 */
import { AGREEMENT_VERSION, addDays, dateInZone, type Clock } from '@extranet/domain';
import type { Database } from '../db/types.js';

export const DEMO_REFERRAL_CODES = {
  /** Valid for a year back and without end. */
  VALID: 'TEMANEXTRANET',
  /** Valid from a month back for half a year. */
  VALID_LIMITED: 'VILLABARU',
  /** Ended a month ago. */
  EXPIRED: 'PROMOLAMA',
} as const;

/** The room of the pending demo hotel (fixed id below 100000, like the other demo rooms). */
export const DEMO_PENDING_ROOM = 1501;

/** The hotel of pending@ (DEMO_HOTELS.PENDING). */
export const DEMO_PENDING_HOTEL = 1005;
const PENDING = DEMO_PENDING_HOTEL;
/** Jakarta, Bali and Bandung. */
const APPROVED = [1001, 1002, 1003];
const DRAFT_VILLA = 1004;
const PENDING_ACCOUNT = 7;
const DRAFT_ACCOUNT = 6;

async function seedReferralCodes(tx: Database, today: string): Promise<void> {
  const codes: [string, string, string, string | null][] = [
    [DEMO_REFERRAL_CODES.VALID, 'Referral program for partners', addDays(today, -365), null],
    [DEMO_REFERRAL_CODES.VALID_LIMITED, 'New villas campaign', addDays(today, -30), addDays(today, 180)],
    [DEMO_REFERRAL_CODES.EXPIRED, 'Last year campaign', addDays(today, -400), addDays(today, -30)],
  ];
  for (const [code, description, from, until] of codes) {
    await tx.query(
      'INSERT INTO referral_codes (code, description, valid_from, valid_until) VALUES ($1, $2, $3, $4)',
      [code, description, from, until],
    );
  }
}

async function seedDraftVilla(tx: Database, now: Date): Promise<void> {
  await tx.query(
    `UPDATE hotels SET place_type = 'WHOLE', property_type = 'VILLA', category_confirmed_at = $2, created_by = $3,
            address = 'Jl. Raya Senggigi No. 8, Batu Layar', province_code = '52', regency_code = '52.01',
            district_code = '52.01.14',
            postal_code = '83355', latitude = -8.491700, longitude = 116.042300, phone_code = '+62',
            phone = '81200000006', email = 'draft@demo.extranet'
      WHERE hotel_id = $1`,
    [DRAFT_VILLA, now, DRAFT_ACCOUNT],
  );
  await tx.query(
    `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile_code, mobile, account_id)
     VALUES ($1, ARRAY['PRIMARY', 'AGREEMENT', 'FINANCE', 'RESERVATION'], 'Draft Owner Demo', 'Pemilik',
             'draft@demo.extranet', '+62', '81200000006', $2)`,
    [DRAFT_VILLA, DRAFT_ACCOUNT],
  );
}

async function seedPendingHotel(tx: Database, now: Date): Promise<void> {
  const submittedAt = new Date(now.getTime() - 30 * 3_600_000);
  const signedAt = new Date(submittedAt.getTime() - 2 * 3_600_000);
  await tx.query(
    `UPDATE hotels SET property_type = 'HOTEL', category_confirmed_at = $2, created_by = $3,
            star_rating = 3, description = 'Hotel butik di dekat Malioboro dengan 12 kamar dan sarapan khas Jawa.',
            address = 'Jl. Sosrowijayan No. 21, Gedong Tengen', province_code = '34', regency_code = '34.71',
            district_code = '34.71.05',
            postal_code = '55271', latitude = -7.790400, longitude = 110.364000, phone_code = '+62',
            phone = '274512345', email = 'pending@demo.extranet', check_in_time = '14:00', check_out_time = '12:00'
      WHERE hotel_id = $1`,
    [PENDING, signedAt, PENDING_ACCOUNT],
  );
  await tx.query(
    `INSERT INTO property_contacts (hotel_id, kinds, name, position, email, mobile_code, mobile, account_id)
     VALUES ($1, ARRAY['PRIMARY', 'AGREEMENT'], 'Pending Owner Demo', 'Pemilik', 'pending@demo.extranet', '+62',
             '81200000007', $2),
            ($1, ARRAY['FINANCE', 'RESERVATION'], 'Sri Wahyuni', 'Manajer Front Office', 'fo.pending@demo.extranet',
             '+62', '81377700001', NULL)`,
    [PENDING, PENDING_ACCOUNT],
  );
  await tx.query(
    `INSERT INTO property_policies (hotel_id, allow_smoking, breakfast_start, breakfast_end)
     VALUES ($1, false, '06:30', '10:00')`,
    [PENDING],
  );
  await tx.query(
    `INSERT INTO property_facilities (hotel_id, facility)
     SELECT $1, unnest(ARRAY['WIFI_PUBLIC', 'PARKING', 'RESTAURANT', 'RECEPTION_24H'])`,
    [PENDING],
  );
  await tx.query(
    `INSERT INTO rooms (hotel_id, room_id, name, room_type, description, size_sqm, room_count, bedrooms, max_adults,
                        max_children, max_occupancy, min_sell_price)
     VALUES ($1, $2, 'Deluxe Double', 'DELUXE', 'Kamar 24 m² dengan ranjang double dan jendela ke taman.', 24, 8, 1,
             2, 1, 3, 350000)`,
    [PENDING, DEMO_PENDING_ROOM],
  );
  await tx.query(
    `INSERT INTO room_facilities (hotel_id, room_id, facility)
     SELECT $1, $2, unnest(ARRAY['AIR_CONDITIONING', 'TV', 'PRIVATE_BATHROOM', 'WIFI'])`,
    [PENDING, DEMO_PENDING_ROOM],
  );
  await tx.query(
    `INSERT INTO property_registrations (hotel_id, other_platforms, channel_source, referral_code,
        agreement_version, agreement_language, agreement_name, agreement_position, agreement_date,
        agreement_accepted_at, agreement_account_id, payment_method, bank_name, bank_branch, account_number,
        account_holder, swift_code, payout_currency, submitted_at)
     VALUES ($1, '[{"platform": "BOOKING_COM", "url": "https://www.booking.com/hotel/id/pending-demo.html"}]'::jsonb,
             'FRIEND_OR_FAMILY', 'TEMANEXTRANET', $2, 'id', 'Pending Owner Demo', 'Pemilik', $3, $4, $5,
             'BANK_TRANSFER', 'Bank Negara Indonesia', 'Yogyakarta', '0123456789', 'Pending Owner Demo', 'BNINIDJA',
             'IDR', $6)`,
    [
      PENDING,
      AGREEMENT_VERSION,
      dateInZone(signedAt, 'Asia/Jakarta'),
      signedAt,
      PENDING_ACCOUNT,
      submittedAt,
    ],
  );
  await tx.query(
    `INSERT INTO property_decisions (hotel_id, decision, account_id, decided_at) VALUES ($1, 'SUBMIT', $2, $3)`,
    [PENDING, PENDING_ACCOUNT, submittedAt],
  );
}

/** The approved demo properties signed the agreement a year ago (their /v3/hotel-contract shows it). */
async function seedApprovedAgreements(tx: Database, now: Date): Promise<void> {
  const signedAt = new Date(now.getTime() - 400 * 24 * 3_600_000);
  await tx.query(
    `INSERT INTO property_registrations (hotel_id, channel_source, agreement_version, agreement_language,
        agreement_name, agreement_position, agreement_date, agreement_accepted_at, agreement_account_id,
        payment_method, bank_name, bank_branch, account_number, account_holder, swift_code, payout_currency)
     SELECT h.hotel_id, 'MARKET_MANAGER', $2, 'id', 'Admin Demo', 'Direktur', $3, $4, 1, 'BANK_TRANSFER',
            'Bank Central Asia', 'Jakarta Sudirman', '5270' || h.hotel_id::text || '88', 'PT Demo Extranet',
            'CENAIDJA', 'IDR'
       FROM hotels h WHERE h.hotel_id = ANY ($1::bigint[])`,
    [APPROVED, AGREEMENT_VERSION, dateInZone(signedAt, 'Asia/Jakarta'), signedAt],
  );
}

export async function seedRegistrations(tx: Database, clock: Clock, today: string): Promise<void> {
  const now = clock();
  await seedReferralCodes(tx, today);
  await seedDraftVilla(tx, now);
  await seedPendingHotel(tx, now);
  await seedApprovedAgreements(tx, now);
}
