import {
  ACTIVITY_LOG_MAX_RANGE_MONTHS,
  ALLOTMENT_DOWNLOAD_DAYS,
  ALLOTMENT_FORWARD_MONTHS_CALENDAR,
  ALLOTMENT_FORWARD_MONTHS_LIST,
  ALLOTMENT_VIEW_DAYS_BACK,
  BLACKOUT_MAX_DAYS_PER_YEAR,
  CANCELLATION_CUTOFF_TIME,
  CONTENT_SCORE_PHOTOS,
  CONTENT_SCORE_PHOTOS_PER_ROOM,
  CONTENT_SCORE_SECTIONS,
  GUEST_CONTACT_DAYS_BEFORE_CHECK_IN,
  HOTEL_NOW_END_TIME,
  HOTEL_NOW_START_TIME,
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_MAX_FILES_PER_UPLOAD,
  IMAGE_MAX_FILE_BYTES,
  IMAGE_MAX_TOTAL_BYTES,
  IMAGE_MIN_DIMENSION_PX,
  IMAGE_MIN_FILE_BYTES,
  LOYALTY_MIN_RATING,
  LOYALTY_MIN_REVIEWS,
  LOYALTY_REVIEW_WINDOW_MONTHS,
  NEW_PROPERTY_REVIEW_HOURS,
  NO_SHOW_TIME,
  OTP_DELAY_AFTER_LIMIT_SECONDS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COUNTDOWN_SECONDS,
  OTP_SENDS_BEFORE_DELAY,
  OTP_VALIDITY_MINUTES,
  PASSWORD_HISTORY,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  PIN_LENGTH,
  PIN_MAX_ATTEMPTS,
  RATE_ANOMALY_WINDOW_DAYS,
  REGISTRATION_MIN_PHOTOS_HOTEL,
  REGISTRATION_MIN_PHOTOS_NHA_UNIT,
  ROOM_MIN_FACILITIES,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  STANDARD_ROOM_NAME_UPDATE_MINUTES,
  STAY_LENGTH_TABLE_MAX_NIGHTS,
  TAX_FILE_MAX_BYTES,
  VCC_USABLE_DAYS_AFTER_CHECK_IN,
  WEEKLY_MIN_NIGHTS,
  MONTHLY_MIN_NIGHTS,
} from '@extranet/domain';

/** Topics of the help centre, in the order they are shown. */
export const HELP_CATEGORIES = [
  'gettingStarted',
  'account',
  'rates',
  'promotions',
  'bookings',
  'finance',
  'users',
  'photos',
] as const;

export type HelpCategoryId = (typeof HELP_CATEGORIES)[number];

/** One block of an article body; keys are relative to `help.articles.<article key>`. */
export type HelpBlock =
  | { readonly kind: 'p' | 'h' | 'note'; readonly key: string }
  | { readonly kind: 'ol' | 'ul'; readonly keys: readonly string[] };

export interface HelpArticle {
  /** The URL segment: /v3/help-center/:slug and /v3/en/help-center/:slug (the same in both languages). */
  readonly slug: string;
  /** The key of the article under `help.articles`. */
  readonly key: string;
  readonly category: HelpCategoryId;
  readonly blocks: readonly HelpBlock[];
}

const MB = 1024 * 1024;

/**
 * The numbers the articles quote, taken from the domain constants the product enforces, so an article never
 * drifts from the rule it explains. Every article message is translated with these parameters.
 */
export const HELP_PARAMS: Readonly<Record<string, string | number>> = {
  otpLength: OTP_LENGTH,
  otpAttempts: OTP_MAX_ATTEMPTS,
  otpValidity: OTP_VALIDITY_MINUTES,
  otpSends: OTP_SENDS_BEFORE_DELAY,
  otpDelayMinutes: Math.round(OTP_DELAY_AFTER_LIMIT_SECONDS / 60),
  resendSeconds: OTP_RESEND_COUNTDOWN_SECONDS,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordHistory: PASSWORD_HISTORY,
  phoneMin: PHONE_MIN_DIGITS,
  sessionDays: Math.round(SESSION_COOKIE_MAX_AGE_SECONDS / 86_400),
  reviewHours: NEW_PROPERTY_REVIEW_HOURS,
  roomFacilities: ROOM_MIN_FACILITIES,
  minPhotosHotel: REGISTRATION_MIN_PHOTOS_HOTEL,
  minPhotosUnit: REGISTRATION_MIN_PHOTOS_NHA_UNIT,
  weeklyMin: WEEKLY_MIN_NIGHTS,
  monthlyMin: MONTHLY_MIN_NIGHTS,
  losMax: STAY_LENGTH_TABLE_MAX_NIGHTS,
  daysBack: ALLOTMENT_VIEW_DAYS_BACK,
  monthsCalendar: ALLOTMENT_FORWARD_MONTHS_CALENDAR,
  monthsList: ALLOTMENT_FORWARD_MONTHS_LIST,
  downloadDays: ALLOTMENT_DOWNLOAD_DAYS,
  anomalyDays: RATE_ANOMALY_WINDOW_DAYS,
  hotelNowStart: HOTEL_NOW_START_TIME,
  hotelNowEnd: HOTEL_NOW_END_TIME,
  blackoutDays: BLACKOUT_MAX_DAYS_PER_YEAR,
  cutoff: CANCELLATION_CUTOFF_TIME,
  noShow: NO_SHOW_TIME,
  guestContactDays: GUEST_CONTACT_DAYS_BEFORE_CHECK_IN,
  vccDays: VCC_USABLE_DAYS_AFTER_CHECK_IN,
  loyaltyRating: LOYALTY_MIN_RATING,
  loyaltyReviews: LOYALTY_MIN_REVIEWS,
  loyaltyMonths: LOYALTY_REVIEW_WINDOW_MONTHS,
  taxFileMb: Math.round(TAX_FILE_MAX_BYTES / MB),
  pinLength: PIN_LENGTH,
  pinAttempts: PIN_MAX_ATTEMPTS,
  activityMonths: ACTIVITY_LOG_MAX_RANGE_MONTHS,
  photoMinKb: Math.round(IMAGE_MIN_FILE_BYTES / 1024),
  photoMaxMb: Math.round(IMAGE_MAX_FILE_BYTES / MB),
  photoMinPx: IMAGE_MIN_DIMENSION_PX,
  photoMaxPx: IMAGE_MAX_DIMENSION_PX,
  photoMaxFiles: IMAGE_MAX_FILES_PER_UPLOAD,
  photoTotalMb: Math.round(IMAGE_MAX_TOTAL_BYTES / MB),
  contentPhotos: CONTENT_SCORE_PHOTOS,
  contentPerRoom: CONTENT_SCORE_PHOTOS_PER_ROOM,
  contentSections: CONTENT_SCORE_SECTIONS,
  roomNameMinutes: STANDARD_ROOM_NAME_UPDATE_MINUTES,
};

const p = (key: string): HelpBlock => ({ kind: 'p', key });
const h = (key: string): HelpBlock => ({ kind: 'h', key });
const note = (key: string): HelpBlock => ({ kind: 'note', key });
const ol = (...keys: string[]): HelpBlock => ({ kind: 'ol', keys });
const ul = (...keys: string[]): HelpBlock => ({ kind: 'ul', keys });
const steps = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'create-an-account',
    key: 'createAccount',
    category: 'gettingStarted',
    blocks: [p('intro'), h('stepsTitle'), ol(...steps('s', 4)), note('note')],
  },
  {
    slug: 'register-a-hotel',
    key: 'registerHotel',
    category: 'gettingStarted',
    blocks: [
      p('intro'),
      h('stepsTitle'),
      ol(...steps('s', 11)),
      h('prepareTitle'),
      ul(...steps('prepare', 3)),
      note('note'),
    ],
  },
  {
    slug: 'register-a-villa-or-apartment',
    key: 'registerHome',
    category: 'gettingStarted',
    blocks: [p('intro'), h('stepsTitle'), ol(...steps('s', 11)), note('note')],
  },
  {
    slug: 'after-you-submit',
    key: 'afterSubmit',
    category: 'gettingStarted',
    blocks: [p('intro'), h('statusTitle'), ul(...steps('st', 5)), note('note')],
  },
  {
    slug: 'sign-in-and-verification',
    key: 'signIn',
    category: 'account',
    blocks: [
      p('intro'),
      h('errorsTitle'),
      ul(...steps('e', 3)),
      h('staySignedTitle'),
      p('stay'),
      note('note'),
    ],
  },
  {
    slug: 'forgot-password',
    key: 'forgotPassword',
    category: 'account',
    blocks: [
      p('intro'),
      h('stepsTitle'),
      ol(...steps('s', 3)),
      h('resendTitle'),
      ul(...steps('resend', 3)),
      note('note'),
    ],
  },
  {
    slug: 'password-rules',
    key: 'passwordRules',
    category: 'account',
    blocks: [p('intro'), h('rulesTitle'), ul(...steps('r', 3)), h('changeTitle'), p('change'), note('note')],
  },
  {
    slug: 'rate-plans',
    key: 'ratePlans',
    category: 'rates',
    blocks: [p('intro'), h('partsTitle'), ul(...steps('p', 4)), h('childrenTitle'), p('children')],
  },
  {
    slug: 'allotment-and-close-out',
    key: 'allotment',
    category: 'rates',
    blocks: [p('intro'), h('howTitle'), ul(...steps('h', 4)), note('note')],
  },
  {
    slug: 'bulk-updates',
    key: 'bulkUpdates',
    category: 'rates',
    blocks: [p('intro'), h('stepsTitle'), ol(...steps('s', 4)), note('note')],
  },
  {
    slug: 'daily-or-los-pricing',
    key: 'dailyVsLos',
    category: 'rates',
    blocks: [p('intro'), h('dailyTitle'), p('daily'), h('losTitle'), p('los'), note('note')],
  },
  {
    slug: 'create-a-promotion',
    key: 'promotions',
    category: 'promotions',
    blocks: [p('intro'), h('typesTitle'), ul(...steps('t', 4)), h('setupTitle'), p('setup'), note('note')],
  },
  {
    slug: 'marketplace-campaigns',
    key: 'campaigns',
    category: 'promotions',
    blocks: [p('intro'), h('howTitle'), ul(...steps('h', 3)), note('note')],
  },
  {
    slug: 'find-and-manage-bookings',
    key: 'bookings',
    category: 'bookings',
    blocks: [
      p('intro'),
      h('statusTitle'),
      ul(...steps('st', 3)),
      h('rulesTitle'),
      ul(...steps('r', 3)),
      note('note'),
    ],
  },
  {
    slug: 'guest-reviews',
    key: 'guestReviews',
    category: 'bookings',
    blocks: [p('intro'), h('tipsTitle'), ul(...steps('t', 2)), note('note')],
  },
  {
    slug: 'invoices-and-payments',
    key: 'payments',
    category: 'finance',
    blocks: [
      p('intro'),
      h('whereTitle'),
      ul(...steps('w', 3)),
      h('methodsTitle'),
      p('methods'),
      note('note'),
    ],
  },
  {
    slug: 'commission-and-tax',
    key: 'commissionTax',
    category: 'finance',
    blocks: [p('intro'), h('commissionTitle'), p('commission'), h('taxTitle'), p('tax'), note('note')],
  },
  {
    slug: 'finance-pin',
    key: 'pin',
    category: 'finance',
    blocks: [p('intro'), h('rulesTitle'), ul(...steps('r', 3)), note('note')],
  },
  {
    slug: 'users-and-roles',
    key: 'usersRoles',
    category: 'users',
    blocks: [p('intro'), h('rolesTitle'), ul(...steps('r', 5)), note('note')],
  },
  {
    slug: 'add-and-edit-users',
    key: 'manageUsers',
    category: 'users',
    blocks: [p('intro'), h('stepsTitle'), ol(...steps('s', 3)), h('editTitle'), p('edit'), note('note')],
  },
  {
    slug: 'photo-requirements',
    key: 'photos',
    category: 'photos',
    blocks: [p('intro'), h('rulesTitle'), ul(...steps('r', 5)), note('note')],
  },
  {
    slug: 'content-score',
    key: 'contentScore',
    category: 'photos',
    blocks: [p('intro'), h('stepsTitle'), ol(...steps('s', 3)), note('note')],
  },
];

export function articleBySlug(slug: string | undefined): HelpArticle | undefined {
  return slug ? HELP_ARTICLES.find((a) => a.slug === slug) : undefined;
}

export function articlesIn(category: HelpCategoryId): HelpArticle[] {
  return HELP_ARTICLES.filter((a) => a.category === category);
}

/** A translator of the page's language (`useT()` or `createTranslator(lang)`). */
export type HelpTranslate = (key: string, params?: Record<string, unknown>) => string;

/** The i18n key of a part of an article. */
export function articleKey(article: HelpArticle, part: string): string {
  return `help.articles.${article.key}.${part}`;
}

/** Every message key an article body uses, in reading order. */
export function blockKeys(article: HelpArticle): string[] {
  return article.blocks
    .flatMap((b) => ('key' in b ? [b.key] : [...b.keys]))
    .map((k) => articleKey(article, k));
}

export interface ArticleText {
  readonly title: string;
  readonly summary: string;
  readonly body: string;
}

/** The translated text of an article, as searched and shown. */
export function articleText(article: HelpArticle, t: HelpTranslate): ArticleText {
  return {
    title: t(articleKey(article, 'title'), HELP_PARAMS),
    summary: t(articleKey(article, 'summary'), HELP_PARAMS),
    body: blockKeys(article)
      .map((k) => t(k, HELP_PARAMS))
      .join('\n'),
  };
}
