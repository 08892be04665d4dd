import { seedGuestReviews } from './guest-reviews.js';
import { hash } from '@node-rs/argon2';
import { DEFAULT_TIME_ZONE, FEATURE_IDS, ROLE, systemClock, todayInZone, type Clock } from '@extranet/domain';
import type { Database } from '../db/types.js';
import { seedRatesCatalog } from './rates-catalog.js';
import { seedAri } from './ari.js';
import { seedBookings } from './bookings.js';
import { seedBookingRequests } from './booking-requests.js';
import { seedEntirePricing } from './entire-pricing.js';
import { seedPropertyContent } from './property-content.js';
import { seedRegistrations } from './registration.js';
import { seedCheckInGuide } from './check-in-guide.js';
import { seedBookingVccs } from './booking-vcc.js';
import { seedLoyalty } from './loyalty.js';
import { seedManageFindings } from './manage.js';
import { seedPromotions } from './promotions.js';
import { seedTargetedPromotions } from './targeted-promotions.js';
import { seedCampaigns } from './campaigns.js';
import { insertDemoPhotos, prepareDemoPhotos, type DemoPhotoStore } from './demo-photos.js';
import { insertDemoAddOns, prepareDemoAddOnPhotos } from './add-ons.js';
import { seedInsurance } from './insurance.js';
import { seedStatements } from './statements.js';
import { seedCommission } from './commission.js';
import { seedMarket } from './market.js';
import { seedChat } from './chat.js';

/** Password of every demo account (README, tests and issue 2 rely on it). */
export const DEMO_PASSWORD = 'Extranet#2026';

/** argon2id (algorithm 2) with the library's default cost; the auth module verifies with the same library. */
const ARGON2ID = 2;

export const DEMO_HOTELS = {
  JAKARTA: 1001,
  BALI: 1002,
  BANDUNG: 1003,
  DRAFT_VILLA: 1004,
  PENDING: 1005,
} as const;

export const DEMO_ACCOUNTS = {
  ADMIN: { id: 1, email: 'admin@demo.extranet' },
  RESERVATION: { id: 2, email: 'reservation@demo.extranet' },
  FINANCE: { id: 3, email: 'finance@demo.extranet' },
  CS: { id: 4, email: 'cs@demo.extranet' },
  MM: { id: 5, email: 'mm@demo.extranet' },
  DRAFT: { id: 6, email: 'draft@demo.extranet' },
  PENDING: { id: 7, email: 'pending@demo.extranet' },
  VERIFY: { id: 8, email: 'verify@demo.extranet' },
} as const;

interface AccountSeed {
  id: number;
  email: string;
  name: string;
  phoneCode: string;
  phone: string;
  emailVerified: boolean;
}

const accounts: AccountSeed[] = [
  { ...DEMO_ACCOUNTS.ADMIN, name: 'Admin Demo', phoneCode: '+62', phone: '81200000001', emailVerified: true },
  {
    ...DEMO_ACCOUNTS.RESERVATION,
    name: 'Reservasi Demo',
    phoneCode: '+62',
    phone: '81200000002',
    emailVerified: true,
  },
  {
    ...DEMO_ACCOUNTS.FINANCE,
    name: 'Finance Demo',
    phoneCode: '+62',
    phone: '81200000003',
    emailVerified: true,
  },
  {
    ...DEMO_ACCOUNTS.CS,
    name: 'Customer Service Demo',
    phoneCode: '+62',
    phone: '81200000004',
    emailVerified: true,
  },
  {
    ...DEMO_ACCOUNTS.MM,
    name: 'Market Manager Demo',
    phoneCode: '+62',
    phone: '81200000005',
    emailVerified: true,
  },
  {
    ...DEMO_ACCOUNTS.DRAFT,
    name: 'Draft Owner Demo',
    phoneCode: '+62',
    phone: '81200000006',
    emailVerified: true,
  },
  {
    ...DEMO_ACCOUNTS.PENDING,
    name: 'Pending Owner Demo',
    phoneCode: '+62',
    phone: '81200000007',
    emailVerified: true,
  },
  // Phone code other than +62 and an unverified e-mail: the verification guard applies (SPEC 4).
  { ...DEMO_ACCOUNTS.VERIFY, name: 'Verify Demo', phoneCode: '+65', phone: '91234567', emailVerified: false },
];

interface HotelSeed {
  hotelId: number;
  name: string;
  accommodationType: 'HOTEL' | 'NHA' | null;
  activeStatus: number;
  rateModel: 'DAILY' | 'LOS' | null;
  /** Prices by number of guests (SPEC 3 occupancyBasedRate). */
  occupancyBasedRate?: boolean;
  registrationStep: string | null;
  city: string;
  starRating: number | null;
  timeZone: string;
  features: readonly number[];
}

const hotels: HotelSeed[] = [
  {
    hotelId: DEMO_HOTELS.JAKARTA,
    name: 'Hotel Demo Jakarta',
    accommodationType: 'HOTEL',
    activeStatus: 2,
    rateModel: 'DAILY',
    occupancyBasedRate: true,
    registrationStep: 'REGISTRATION_REVIEW',
    city: 'Jakarta',
    starRating: 4,
    timeZone: 'Asia/Jakarta',
    features: FEATURE_IDS,
  },
  {
    hotelId: DEMO_HOTELS.BALI,
    name: 'Villa Demo Bali',
    accommodationType: 'NHA',
    activeStatus: 2,
    rateModel: 'DAILY',
    registrationStep: 'REGISTRATION_REVIEW',
    city: 'Badung',
    starRating: null,
    timeZone: 'Asia/Makassar',
    features: FEATURE_IDS,
  },
  {
    hotelId: DEMO_HOTELS.BANDUNG,
    name: 'Hotel Demo Bandung',
    accommodationType: 'HOTEL',
    activeStatus: 2,
    rateModel: 'LOS',
    registrationStep: 'REGISTRATION_REVIEW',
    city: 'Bandung',
    starRating: 3,
    timeZone: 'Asia/Jakarta',
    features: [11, 10, 16],
  },
  {
    // NHA draft stopped after contact-detail: the last completed step is CONTACT.
    hotelId: DEMO_HOTELS.DRAFT_VILLA,
    name: 'Villa Draft Lombok',
    accommodationType: 'NHA',
    activeStatus: -3,
    rateModel: null,
    registrationStep: 'CONTACT',
    city: 'Lombok Barat',
    starRating: null,
    timeZone: 'Asia/Makassar',
    features: [],
  },
  {
    // A hotel submitted for review (PENDING with its category; seed/registration.ts adds its registration).
    hotelId: DEMO_HOTELS.PENDING,
    name: 'Properti Pending Yogyakarta',
    accommodationType: 'HOTEL',
    activeStatus: -1,
    rateModel: null,
    registrationStep: 'REGISTRATION_REVIEW',
    city: 'Yogyakarta',
    starRating: null,
    timeZone: 'Asia/Jakarta',
    features: [],
  },
];

interface MembershipSeed {
  userRoleId: number;
  hotelId: number;
  accountId: number;
  roles: number[];
  requireVerification?: boolean;
  isContact?: boolean;
}

const memberships: MembershipSeed[] = [
  { userRoleId: 1, hotelId: DEMO_HOTELS.JAKARTA, accountId: 1, roles: [ROLE.ADMINISTRATOR], isContact: true },
  { userRoleId: 2, hotelId: DEMO_HOTELS.BALI, accountId: 1, roles: [ROLE.ADMINISTRATOR], isContact: true },
  { userRoleId: 3, hotelId: DEMO_HOTELS.BANDUNG, accountId: 1, roles: [ROLE.ADMINISTRATOR], isContact: true },
  { userRoleId: 4, hotelId: DEMO_HOTELS.JAKARTA, accountId: 2, roles: [ROLE.RESERVATION] },
  { userRoleId: 5, hotelId: DEMO_HOTELS.JAKARTA, accountId: 3, roles: [ROLE.FINANCE_ADMIN] },
  {
    userRoleId: 6,
    hotelId: DEMO_HOTELS.DRAFT_VILLA,
    accountId: 6,
    roles: [ROLE.ADMINISTRATOR],
    isContact: true,
  },
  { userRoleId: 7, hotelId: DEMO_HOTELS.PENDING, accountId: 7, roles: [ROLE.ADMINISTRATOR], isContact: true },
  {
    userRoleId: 8,
    hotelId: DEMO_HOTELS.JAKARTA,
    accountId: 8,
    roles: [ROLE.PROPERTY_MANAGER],
    requireVerification: true,
  },
  // The market manager (staff role 20) also works on two demo properties as their revenue manager, so the
  // market-manager-only edits (static rate plans, the pricing model) can be tried in the browser.
  {
    userRoleId: 9,
    hotelId: DEMO_HOTELS.JAKARTA,
    accountId: DEMO_ACCOUNTS.MM.id,
    roles: [ROLE.REVENUE_MANAGER],
  },
  {
    userRoleId: 10,
    hotelId: DEMO_HOTELS.BANDUNG,
    accountId: DEMO_ACCOUNTS.MM.id,
    roles: [ROLE.REVENUE_MANAGER],
  },
];

const staffRoles = [
  { accountId: DEMO_ACCOUNTS.CS.id, roleId: ROLE.CUSTOMER_SERVICE },
  { accountId: DEMO_ACCOUNTS.MM.id, roleId: ROLE.MARKET_MANAGER },
];

/**
 * Hotel Now offers at Jakarta (it has the HOTEL_NOW feature): its first two rooms take part from yesterday's
 * night (still running before 04:00) for a week, 2 rooms each (fewer where less is unsold), 25 % off on
 * weekdays and 15 % on Friday and Saturday nights. The other rooms are left for the owner to set.
 */
async function seedHotelNow(tx: Database, today: string): Promise<void> {
  await tx.query(
    `INSERT INTO hotel_now_offers (hotel_id, room_id, date, open, rooms, discount_percent)
     SELECT i.hotel_id, i.room_id, i.date, true, LEAST(2, i.allotment - i.sold),
            CASE WHEN extract(isodow FROM i.date) IN (5, 6) THEN 15 ELSE 25 END
       FROM room_inventory i
      WHERE i.hotel_id = $1
        AND i.room_id IN (SELECT room_id FROM rooms WHERE hotel_id = $1 ORDER BY sort_order, room_id LIMIT 2)
        AND i.date BETWEEN $2::date - 1 AND $2::date + 6`,
    [DEMO_HOTELS.JAKARTA, today],
  );
}

/** True when the database has no account yet (first start). */
export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.one<{ n: number }>('SELECT count(*) AS n FROM (SELECT 1 FROM accounts LIMIT 1) x');
  return row.n === 0;
}

/** Empties every table except schema_migrations and settings (identities restart). */
export async function wipe(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables
      WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'settings')
      ORDER BY tablename`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
}

/**
 * Writes the demo data of issue 2. With `reset`, wipes all data first (the `seed` command); without it,
 * expects an empty database (first start). Every account gets its own argon2id hash (its own salt): one hash
 * shared by all would tell whoever reads one that they all have the same password. The hashes are computed
 * side by side (the library hashes off the main thread), so the start stays quick.
 */
/** Notifications the demo shows (the booking triggers wrote one per seeded booking). */
const DEMO_NOTIFICATIONS_PER_PROPERTY = 12;

/** The demo's notification centre: the newest bookings of each property, as their staff would have been told. */
async function keepRecentNotifications(tx: Database): Promise<void> {
  // Ranked once per property (a window), not by a subquery per row: the seeding writes thousands of them.
  await tx.query(
    `DELETE FROM notifications
      WHERE notification_id IN (
        SELECT notification_id FROM (
          SELECT notification_id,
                 row_number() OVER (PARTITION BY hotel_id ORDER BY created_at DESC, notification_id DESC) AS rank
            FROM notifications
        ) ranked WHERE rank > $1)`,
    [DEMO_NOTIFICATIONS_PER_PROPERTY],
  );
}

export async function seedDemoData(
  db: Database,
  options: {
    reset?: boolean;
    clock?: Clock;
    photoStore?: DemoPhotoStore;
    jwtSecret?: string | undefined;
  } = {},
): Promise<void> {
  // The demo properties are in GMT+7 and GMT+8; their data is laid out around Jakarta's today.
  const clock = options.clock ?? systemClock;
  const today = todayInZone(DEFAULT_TIME_ZONE, clock);
  // The demo photos are drawn, processed and stored while the passwords are hashed (neither needs the database).
  const [passwordHashes, photos, addOnPhotos] = await Promise.all([
    Promise.all(accounts.map(() => hash(DEMO_PASSWORD, { algorithm: ARGON2ID as never }))),
    options.photoStore ? prepareDemoPhotos(options.photoStore) : [],
    options.photoStore ? prepareDemoAddOnPhotos(options.photoStore) : [],
  ]);
  await db.transaction(async (tx) => {
    if (options.reset) await wipe(tx);
    for (const [i, a] of accounts.entries()) {
      await tx.query(
        `INSERT INTO accounts (id, email, name, phone_code, phone, password_hash, email_verified)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [a.id, a.email, a.name, a.phoneCode, a.phone, passwordHashes[i], a.emailVerified],
      );
    }
    for (const s of staffRoles) {
      await tx.query('INSERT INTO account_roles (account_id, role_id) VALUES ($1, $2)', [
        s.accountId,
        s.roleId,
      ]);
    }
    for (const h of hotels) {
      await tx.query(
        `INSERT INTO hotels (hotel_id, name, accommodation_type, active_status, rate_model, registration_step,
                             country, city, star_rating, time_zone, occupancy_based_rate)
         VALUES ($1, $2, $3, $4, $5, $6, 'ID', $7, $8, $9, $10)`,
        [
          h.hotelId,
          h.name,
          h.accommodationType,
          h.activeStatus,
          h.rateModel,
          h.registrationStep,
          h.city,
          h.starRating,
          h.timeZone,
          h.occupancyBasedRate ?? false,
        ],
      );
      if (h.features.length > 0) {
        await tx.query('INSERT INTO hotel_features (hotel_id, feature_id) SELECT $1, unnest($2::integer[])', [
          h.hotelId,
          [...h.features],
        ]);
      }
    }
    for (const m of memberships) {
      await tx.query(
        `INSERT INTO hotel_users (hotel_id, user_role_id, account_id, roles, require_verification, is_contact)
         VALUES ($1, $2, $3, $4::integer[], $5, $6)`,
        [m.hotelId, m.userRoleId, m.accountId, m.roles, m.requireVerification ?? false, m.isContact ?? false],
      );
    }
    await seedRatesCatalog(tx, today);
    await seedAri(tx, today, clock());
    await seedBookings(tx, today, clock());
    await seedBookingRequests(tx, today, clock(), options.jwtSecret);
    await seedHotelNow(tx, today);
    await seedEntirePricing(tx, today);
    await seedRegistrations(tx, clock, today);
    await seedPropertyContent(tx, clock(), DEMO_ACCOUNTS.ADMIN.id);
    await seedGuestReviews(tx, clock, DEMO_ACCOUNTS.ADMIN.id);
    await insertDemoPhotos(tx, photos);
    await insertDemoAddOns(tx, addOnPhotos);
    await seedCheckInGuide(tx, clock);
    await seedBookingVccs(tx, today, clock(), options.jwtSecret);
    await seedLoyalty(tx, clock, DEMO_ACCOUNTS.ADMIN.id);
    await seedManageFindings(tx, today);
    await seedPromotions(tx, today);
    await seedTargetedPromotions(tx, today);
    await seedCampaigns(tx, today, clock, DEMO_ACCOUNTS.MM.id);
    await seedInsurance(tx, clock, DEMO_ACCOUNTS.ADMIN.id);
    await seedCommission(tx, clock, DEMO_ACCOUNTS.ADMIN.id);
    await seedStatements(tx, today);
    await seedChat(tx, DEMO_HOTELS.JAKARTA, today, clock(), DEMO_ACCOUNTS.ADMIN.id);
    await keepRecentNotifications(tx);
    await seedMarket(tx, today);
  });
  await db.exec('ANALYZE');
}
