/**
 * Business constants and limits (SPEC sections 2, 4, 5, 6 and 9). Where the spec gives two values for
 * the same thing, the stricter one is used (SPEC preamble) and the comment says so.
 * Values marked "not in the spec" are product decisions of this codebase.
 */

// ---------------------------------------------------------------- sessions, timings (SPEC 9, 4, 7)
/** Session cookies (refresh token, lang, currency): 15 days. */
export const COOKIE_MAX_AGE_SECONDS = 1_296_000;
/** Alias of COOKIE_MAX_AGE_SECONDS (SPEC 9 calls it the session cookie max age). */
export const SESSION_COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS;
/** Cookie names (team brief). access_token and refresh_token are HttpOnly; lang and currency are readable. */
export const COOKIE = {
  ACCESS_TOKEN: 'access_token',
  REFRESH_TOKEN: 'refresh_token',
  LANG: 'lang',
  CURRENCY: 'currency',
} as const;
/** Access token lifetime (team brief: 15 minutes). */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
/** A lazily loaded chunk that has not arrived after this long raises a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Toast message is cleared this long after the toast is hidden. */
export const TOAST_HIDE_DELAY_MS = 300;
/** Toast auto-hide timeout. */
export const TOAST_TIMEOUT_MS = 5_000;
/** HTTP request timeout of the API client. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Client timeout of POST /v3/crashlytics. */
export const CRASH_REPORT_TIMEOUT_MS = 60_000;

// ---------------------------------------------------------------- defaults (SPEC 9)
export const DEFAULT_LANGUAGE_ID = 'id';
export const SUPPORTED_LANGUAGE_IDS = ['id', 'en'] as const;
export const DEFAULT_CURRENCY = 'IDR';
export const DEFAULT_CHANNEL = 'DESKTOP';
/** Phone country code of Indonesia; users with another code must verify their e-mail (SPEC 4). */
export const DOMESTIC_PHONE_CODE = '+62';
export const DOMESTIC_COUNTRY_ID = 1;
export const INDONESIAN_ENTITY = 1;
export const PROPERTY_LIST_IDS: readonly number[] = [99999, 19, 100003, 100010];
export const ENABLE_NHA = true;
/** Page size for holidays and system parameters. */
export const PAGE_SIZE_HOLIDAYS = 100;
export const PAGE_SIZE_SYSTEM_PARAMETERS = 100;
/** Fixed identifier of OTP verification calls. */
export const OTP_IDENTIFIER = 'accommodation-extranet-otp';

// ---------------------------------------------------------------- rooms (SPEC 9, 5)
export const MAX_ARRANGEMENT = 3;
export const MAX_BED_ROOM = 6;
export const MAX_AMOUNT_ROOM = 25;
export const ROOM_DESCRIPTION_MAX_LENGTH = 1000;
export const ROOM_MIN_FACILITIES = 3;
export const ROOM_MAX_GUEST_TYPES = 2;

// ---------------------------------------------------------------- images (SPEC 9, 5)
/**
 * Image constants of SPEC 9, taken as they are (issue 11 asks for them, and its bench uploads 20 photos of
 * about 4 MB each): the stricter texts of SPEC 5 ("2 MB", "300 KB", "800 px", "630x530") are older screen
 * texts, not the limits.
 */
/** Max bytes of one photo: 5242880 (5 MB). */
export const IMAGE_MAX_FILE_BYTES = 5_242_880;
/** Min bytes of one photo: 100000. */
export const IMAGE_MIN_FILE_BYTES = 100_000;
/** Max bytes of one upload batch (25 MB). */
export const IMAGE_MAX_TOTAL_BYTES = 26_214_400;
/** Min width and height in px: 400. */
export const IMAGE_MIN_DIMENSION_PX = 400;
/** Max width and height in px (all texts agree). */
export const IMAGE_MAX_DIMENSION_PX = 4000;
/** Max files per upload. */
export const IMAGE_MAX_FILES_PER_UPLOAD = 20;
/** Accepted photo types: JPG/JPEG only. */
export const IMAGE_ACCEPTED_MIME_TYPES: readonly string[] = ['image/jpeg'];
export const IMAGE_ACCEPTED_EXTENSIONS: readonly string[] = ['jpg', 'jpeg'];
/** Registration needs at least this many photos (hotel / non-hotel unit). */
export const REGISTRATION_MIN_PHOTOS_HOTEL = 3;
export const REGISTRATION_MIN_PHOTOS_NHA_UNIT = 2;
/** The SPEC's image constants grouped (same values as the named constants above). */
export const IMAGE = {
  MAX_FILE_BYTES: IMAGE_MAX_FILE_BYTES,
  MIN_FILE_BYTES: IMAGE_MIN_FILE_BYTES,
  MAX_TOTAL_BYTES: IMAGE_MAX_TOTAL_BYTES,
  MIN_DIMENSION_PX: IMAGE_MIN_DIMENSION_PX,
  MAX_DIMENSION_PX: IMAGE_MAX_DIMENSION_PX,
  MAX_FILES_PER_UPLOAD: IMAGE_MAX_FILES_PER_UPLOAD,
} as const;
/** Tax documents: JPG/JPEG/PNG/PDF, max 5 MB. */
export const TAX_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const TAX_FILE_ACCEPTED_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'pdf'];
/** Payment document upload: max 2 MB. */
export const PAYMENT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------- rates & availability (SPEC 9, 5)
export const ALLOTMENT_VIEW_DAYS_BACK = 90;
export const ALLOTMENT_FORWARD_MONTHS_CALENDAR = 11;
export const ALLOTMENT_FORWARD_MONTHS_LIST = 18;
export const ALLOTMENT_DOWNLOAD_DAYS = 30;
export const STAY_LENGTH_TABLE_MAX_NIGHTS = 30;
export const WEEKLY_MIN_NIGHTS = 7;
export const MONTHLY_MIN_NIGHTS = 28;
export const ADVANCE_BOOKING_MAX_DAYS = 500;
export const LENGTH_OF_STAY_MAX_NIGHTS = 365;
export const FREE_NIGHT_MAX = 365;
/** Cancellation cutoff, property local time. */
export const CANCELLATION_CUTOFF_TIME = '23:59';
/** No-show is charged at this time on the check-in date. */
export const NO_SHOW_TIME = '14:00';
/** Hotel Now window 18:00 to 04:00 GMT+7 (the largest overlapping discount applies). */
export const HOTEL_NOW_START_TIME = '18:00';
export const HOTEL_NOW_END_TIME = '04:00';
export const HOTEL_NOW_UTC_OFFSET_MINUTES = 7 * 60;
/** Rate anomaly is measured against the average of the last 30 days (SPEC 8). */
export const RATE_ANOMALY_WINDOW_DAYS = 30;
export const CHILDREN_RATE_PLAN_NAME_MIN_LENGTH = 3;
export const CHILDREN_RATE_PLAN_NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------- promotions (SPEC 9, 5)
/** Blackout dates: max 30 days per year, unique. */
export const BLACKOUT_MAX_DAYS_PER_YEAR = 30;
/** The promotions' preview warns when the offers together take more than this percent off (the owner may change it). */
export const STACK_WARNING_DEFAULT_PERCENT = 50;
/** The promotions' performance summary: the 30 days up to today by default, at most 366 days. */
export const PROMO_SUMMARY_DEFAULT_DAYS = 30;
export const PROMO_SUMMARY_MAX_DAYS = 366;
export const ANNOUNCEMENT_TEXT_MIN_LENGTH = 5;
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 500;
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 88;
export const ADDON_NAME_MAX_LENGTH = 80;
export const ADDON_DESCRIPTION_MAX_LENGTH = 200;

// ---------------------------------------------------------------- analytics (SPEC 9, 4)
export const COMPETITIVE_SET_MIN = 15;
export const COMPETITIVE_SET_MAX = 30;
/** Competitive set is locked this long after save. */
export const COMPETITIVE_SET_LOCK_DAYS = 30;

// ---------------------------------------------------------------- security (SPEC 9, 4, 5)
export const OTP_LENGTH = 4;
/** A new code is needed after this many wrong attempts. */
export const OTP_MAX_ATTEMPTS = 3;
/** Sending is delayed after this many sends. */
export const OTP_SENDS_BEFORE_DELAY = 3;
/** Not in the spec: validity of a sign-up / forgot-password OTP (same as the guest-contact OTP). */
export const OTP_VALIDITY_MINUTES = 10;
/** Not in the spec: resend countdown between two sends. */
export const OTP_RESEND_COUNTDOWN_SECONDS = 60;
/** Not in the spec: delay after the third send (the delay modal's timer). */
export const OTP_DELAY_AFTER_LIMIT_SECONDS = 300;
export const GUEST_CONTACT_OTP_VALIDITY_MINUTES = 10;
/** Guest contact is available from this many days before check-in, for active bookings only. */
export const GUEST_CONTACT_DAYS_BEFORE_CHECK_IN = 1;
/** A virtual credit card is usable this many days after check-in. */
export const VCC_USABLE_DAYS_AFTER_CHECK_IN = 60;
export const PIN_LENGTH = 6;
/** Wrong PIN entries before the PIN is blocked. */
export const PIN_MAX_ATTEMPTS = 5;
/** Password min length 8: stricter of "8 characters" and the older text that says 7. */
export const PASSWORD_MIN_LENGTH = 8;
/** One text also requires a special character; the stricter rule is applied. */
export const PASSWORD_REQUIRES_SPECIAL_CHARACTER = true;
/** New password must differ from the current one and the last 5. */
export const PASSWORD_HISTORY = 5;
export const MERCHANT_CATEGORY_CODE_LENGTH = 4;
/** E-mail availability checks per e-mail per day, then blocked for 24 hours. */
export const EMAIL_CHECK_MAX_PER_DAY = 3;
export const EMAIL_CHECK_BLOCK_HOURS = 24;
export const CONTACT_NAME_MIN_LENGTH = 3;
export const CONTACT_NAME_MAX_LENGTH = 50;
/** Phone without country code: min 6 digits. */
export const PHONE_MIN_DIGITS = 6;
/** Activity log range: max 1 month. */
export const ACTIVITY_LOG_MAX_RANGE_MONTHS = 1;

// ---------------------------------------------------------------- finance (SPEC 9, 5)
export const COMMISSION_MAX_PERCENT = 100;
export const COMMISSION_MAX_DECIMALS = 2;
/** Insurance claim limit, integer IDR. */
export const INSURANCE_CLAIM_LIMIT_IDR = 525_000_000;

// ---------------------------------------------------------------- loyalty & referral (SPEC 9)
export const LOYALTY_MIN_RATING = 3;
export const LOYALTY_MIN_REVIEWS = 1;
export const LOYALTY_REVIEW_WINDOW_MONTHS = 6;
export const LOYALTY_DISCOUNT_PERCENT = 10;
export const REFERRAL_REVIEW_DAYS = 10;
export const REFERRAL_VOUCHER_VALID_MONTHS = 6;

// ---------------------------------------------------------------- chat (SPEC 9)
export const CHAT_RESPONSE_RATE_GOOD_MIN = 65;
export const CHAT_RESPONSE_RATE_IMPROVE_MIN = 35;
export const CHAT_RESPONSE_TIME_GOOD_MAX_HOURS = 12;
export const CHAT_RESPONSE_TIME_IMPROVE_MAX_HOURS = 24;
export const CHAT_WORKING_HOURS = { start: '09:00', end: '18:00' } as const;
export const CHAT_PERFORMANCE_WINDOW_DAYS = 30;
/** Chat performance is updated on Tuesdays (Date#getDay() value). */
export const CHAT_PERFORMANCE_UPDATE_WEEKDAY = 2;

export type PerformanceLevel = 'GOOD' | 'IMPROVE' | 'POOR';
/** Chat response rate (percent): 65-100 good, 35-64 improve, under 35 poor. */
export function chatResponseRateLevel(ratePercent: number): PerformanceLevel {
  if (ratePercent >= CHAT_RESPONSE_RATE_GOOD_MIN) return 'GOOD';
  if (ratePercent >= CHAT_RESPONSE_RATE_IMPROVE_MIN) return 'IMPROVE';
  return 'POOR';
}
/** Chat response time (hours): under 12 good, 12-24 improve, over 24 poor. */
export function chatResponseTimeLevel(hours: number): PerformanceLevel {
  if (hours < CHAT_RESPONSE_TIME_GOOD_MAX_HOURS) return 'GOOD';
  if (hours <= CHAT_RESPONSE_TIME_IMPROVE_MAX_HOURS) return 'IMPROVE';
  return 'POOR';
}

// ---------------------------------------------------------------- content (SPEC 9)
export const CONTENT_SCORE_PHOTOS = 15;
export const CONTENT_SCORE_SECTIONS = 3;
export const CONTENT_SCORE_PHOTOS_PER_ROOM = 2;
export const STANDARD_ROOM_NAME_UPDATE_MINUTES = 15;
export const NEW_PROPERTY_REVIEW_HOURS = 48;

// ---------------------------------------------------------------- new labels (SPEC 9)
/** Dates (YYYY-MM-DD) from which a "new" label is shown on a menu entry. */
export const NEW_LABEL_DATES = {
  INSURANCE: '2021-06-22',
  ANALYTICS: '2024-03-01',
  COMPETITIVE_SET: '2024-03-01',
  AVERAGE_DAILY_RATE: '2024-03-01',
  PRICE_SIMULATION: '2023-10-25',
} as const;
/** Not in the spec: how long the "new" label stays after its date. */
export const NEW_LABEL_DAYS = 90;

/** True when `today` (YYYY-MM-DD) is on or after `since` and less than `days` days later. */
export function isNewLabelShown(since: string, today: string, days: number = NEW_LABEL_DAYS): boolean {
  const start = Date.parse(`${since}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(now)) return false;
  return now >= start && now < start + days * 86_400_000;
}

// ---------------------------------------------------------------- features (SPEC 6)
/**
 * Feature ids some routes need (SPEC 6: "meaning not shown"). A property lists the features enabled for it
 * (`hotel.features`). The names are this codebase's decision; see README.md.
 */
export const FEATURE = {
  CHAT: 11,
  INSURANCE: 14,
  ADD_ONS: 10,
  HOTEL_NOW: 16,
  COMPETITIVE_SET: 43,
  AVERAGE_DAILY_RATE: 72,
  CHECK_IN_GUIDE: 77,
  EXCLUSIVE_MEMBER_DEALS: 485,
  TARGETED_PROMO: 483,
  LOYALTY: 529,
  CALENDAR_SYNC: 1490,
} as const;
export type FeatureId = (typeof FEATURE)[keyof typeof FEATURE];
/** All feature ids in SPEC 6 order. */
export const FEATURE_IDS: readonly number[] = [11, 14, 10, 16, 43, 72, 77, 485, 483, 529, 1490];
