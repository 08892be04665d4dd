// The pipe-rule engine of SPEC 5 and the domain validators built on it, for the server and the browser.
// The react-hook-form resolver lives in its own entry: `@extranet/validation/react-hook-form`.
export {
  validate,
  parseRules,
  firstFailure,
  isEmptyValue,
  isStrongPassword,
  isUrl,
  toIsoDate,
  toNumber,
  RULE_NAMES,
  type ParsedRule,
  type RuleName,
  type ValidateOptions,
  type ValidationResult,
} from './engine.js';
export {
  defaultFieldLabel,
  fillTemplate,
  formatMessage,
  readableParams,
  translatorFor,
  FALLBACK_MESSAGE,
  KEY_PREFIX,
  type Translate,
} from './messages.js';
export {
  ErrorList,
  expandPath,
  fieldError,
  getPath,
  localizeFieldErrors,
  messageOf,
  validateAll,
  type FieldError,
  type FieldRules,
  type LocalizedFieldError,
  type LocalizeOptions,
  type Schema,
} from './field-errors.js';
export { isRichText, textLength, toPlainText } from './text.js';
export * from './constants.js';
export * from './domain/auth.js';
export * from './domain/security.js';
export * from './domain/rates.js';
export * from './domain/promotion.js';
export * from './domain/deal.js';
export * from './domain/hotel-now.js';
export * from './domain/property.js';
export * from './domain/room.js';
export * from './domain/files.js';
export * from './domain/finance.js';
export * from './domain/content.js';
export * from './domain/users.js';
export * from './domain/entire-pricing.js';
export * from './domain/guest-reviews.js';
export * from './registration.js';
export { addDays, addMonths, todayIn } from './domain/dates.js';
export {
  checkDateRange,
  checkMinMax,
  checkNumber,
  type DateRangeOptions,
  type MinMaxInput,
  type NumberOptions,
} from './domain/ranges.js';
export type { DateRange, Maybe, NumberInput } from './domain/types.js';
export * from './domain/policy.js';
export * from './domain/announcement.js';
export * from './domain/bookings.js';
export * from './contact.js';
export * from './general-info.js';
export * from './domain/booking-vcc.js';
export * from './domain/loyalty.js';
export * from './domain/targeted-promotion.js';
export * from './domain/campaign.js';
export * from './domain/insurance.js';
export * from './domain/payment-details.js';
