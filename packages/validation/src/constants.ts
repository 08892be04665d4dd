/**
 * Limits the validators enforce. The shared ones live in `@extranet/domain` (SPEC 9, one source for server
 * and UI) and are re-exported here for convenience; the few below are needed only by validation and are not
 * in the domain package.
 */
export {
  ACTIVITY_LOG_MAX_RANGE_MONTHS,
  ADDON_DESCRIPTION_MAX_LENGTH,
  ADDON_NAME_MAX_LENGTH,
  ADVANCE_BOOKING_MAX_DAYS,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  ANNOUNCEMENT_TEXT_MIN_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  BLACKOUT_MAX_DAYS_PER_YEAR,
  CHILDREN_RATE_PLAN_NAME_MAX_LENGTH,
  CHILDREN_RATE_PLAN_NAME_MIN_LENGTH,
  COMMISSION_MAX_DECIMALS,
  COMMISSION_MAX_PERCENT,
  COMPETITIVE_SET_MAX,
  COMPETITIVE_SET_MIN,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTENT_SCORE_PHOTOS,
  FREE_NIGHT_MAX,
  HOTEL_NOW_END_TIME,
  HOTEL_NOW_START_TIME,
  HOTEL_NOW_UTC_OFFSET_MINUTES,
  IMAGE_ACCEPTED_EXTENSIONS,
  IMAGE_ACCEPTED_MIME_TYPES,
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
  LENGTH_OF_STAY_MAX_NIGHTS,
  MAX_ARRANGEMENT,
  MAX_BED_ROOM,
  MERCHANT_CATEGORY_CODE_LENGTH,
  MONTHLY_MIN_NIGHTS,
  OTP_LENGTH,
  PASSWORD_HISTORY,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRES_SPECIAL_CHARACTER,
  PAYMENT_UPLOAD_MAX_BYTES,
  PHONE_MIN_DIGITS,
  PIN_LENGTH,
  REGISTRATION_MIN_PHOTOS_HOTEL,
  REGISTRATION_MIN_PHOTOS_NHA_UNIT,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_MAX_GUEST_TYPES,
  ROOM_MIN_FACILITIES,
  TAX_FILE_ACCEPTED_EXTENSIONS,
  TAX_FILE_MAX_BYTES,
  WEEKLY_MIN_NIGHTS,
} from '@extranet/domain';

/** E.164 allows 15 digits including the country code, so the national part never needs more. */
export const PHONE_MAX_DIGITS = 15;

/**
 * SPEC 5 asks for "a minimum percentage" for Hotel Now tiers without giving it. 10 % is our assumption (the
 * same figure as the loyalty discount of SPEC 9); callers may pass another minimum.
 */
export const HOTEL_NOW_MIN_DISCOUNT_PERCENT = 10;

/**
 * Upper bound of a Hotel Now availability discount (whole percent). SPEC gives none; a last-minute discount
 * deeper than 70 % is far more often a typo than a decision, and the owner can still close the night instead.
 */
export const HOTEL_NOW_MAX_DISCOUNT_PERCENT = 70;

/**
 * Promotion and corporate-rate discounts in percent: above 0 and at most 100. SPEC 5 says the corporate
 * bounds are "not shown"; a 100 % discount is allowed (a free stay), 0 % is no discount at all.
 */
export const DISCOUNT_MAX_PERCENT = 100;

/** Calendar sync names must not look like a booking: these words are refused, in any case (SPEC 5). */
export const CALENDAR_SYNC_FORBIDDEN_NAME_WORDS: readonly string[] = ['booking', 'order', 'pesanan'];

/** MIME types matching TAX_FILE_ACCEPTED_EXTENSIONS (JPG/JPEG/PNG/PDF). */
export const TAX_FILE_ACCEPTED_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];
