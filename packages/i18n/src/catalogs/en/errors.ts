// Server error messages by error code (`errors.<CODE>`); field-level codes under `errors.field.<CODE>`.
// Server modules add their own codes here (add keys, never rewrite others'); keep id/errors.ts in step.
export default {
  INTERNAL: 'Something went wrong. Please try again.',
  VALIDATION_ERROR: 'Some of the data sent is not valid. Please check your input.',
  BAD_REQUEST: 'The request could not be processed.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body type is not supported.',
  UNAUTHENTICATED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You do not have access to do this.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'The requested address was not found.',
  URL_TOO_LONG: 'The requested address is too long.',
  BAD_URL: 'The requested address is not valid.',
  HEADERS_TOO_LARGE: 'The request headers are too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Please try again.',
  METHOD_NOT_ALLOWED: 'This request method is not allowed.',
  CONFLICT: 'The data was changed by someone else. Reload and try again.',
  RATE_LIMITED: 'Too many requests. Please try again in a moment.',
  NOT_IMPLEMENTED: 'This feature is not available yet.',
  SERVICE_UNAVAILABLE: 'The service is unavailable. Please try again later.',
  ADMINISTRATOR_REQUIRED: 'Only an administrator can add, change or remove users and change roles.',
  CONTACT_ROLE_LOCKED:
    'This user is a contact of the property. Change the contacts before changing their role.',
  LAST_ADMINISTRATOR: 'A property must keep at least one administrator.',
  ALREADY_MEMBER: 'This e-mail is already a user of this property.',
  CANNOT_REMOVE_SELF: 'You cannot remove yourself from the property.',
  PAYMENT_REFERENCE_CONFLICT:
    'A payment with this reference was already recorded for another month, day or amount.',
  ADMIN_WITH_NOTIFICATIONS_REQUIRED:
    'A property must keep at least one administrator who receives notifications.',
  // secrets and sessions (apps/server/src/http: cross-site.ts, session.ts guards)
  CROSS_SITE_REQUEST:
    'This request did not come from the extranet itself and was refused. Open the extranet and try again.',
  VERIFICATION_REQUIRED: 'Verify your account on your user page first.',
  PROPERTY_NOT_APPROVED: 'This is available once the registration of the property is approved.',
  REGISTRATION_SUBMITTED:
    'The registration has been submitted and is being reviewed; it cannot be changed now.',
  REGISTRATION_REJECTED: 'The registration was rejected. Register again to change it.',
  CATEGORY_REQUIRED: 'Choose the category of the property first.',
  // auth (apps/server/src/modules/auth)
  SUCCESS: 'Done.',
  PASSWORD_CHANGED: 'Your password has been changed.',
  FIREBASE_TOKEN_SAVED: 'Notifications are set up on this device.',
  EMAIL_NOT_FOUND: 'This e-mail is not registered.',
  WRONG_PASSWORD: 'The password is wrong.',
  EMAIL_NOT_VERIFIED: 'Your e-mail has not been verified yet. Enter the code we sent to your e-mail.',
  EMAIL_ALREADY_REGISTERED: 'This e-mail is already registered.',
  EMAIL_ALREADY_VERIFIED: 'This e-mail has already been verified.',
  OTP_TOO_FREQUENT:
    'Please wait %retryAfterSeconds% %retryAfterSeconds|second|seconds% before asking for a new code.',
  OTP_WRONG: 'The code is wrong. %attemptsLeft% %attemptsLeft|attempt|attempts% left.',
  OTP_EXPIRED: 'The code has expired. Ask for a new code.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong attempts. Ask for a new code.',
  INVALID_REFRESH_TOKEN: 'Your session has ended. Please sign in again.',
  RESET_TOKEN_INVALID: 'This password reset link has expired or was already used. Start again.',
  LOGIN_RATE_LIMITED: 'Too many sign-in attempts. Try again in %minutes% %minutes|minute|minutes%.',
  EMAIL_CHECK_RATE_LIMITED: 'Too many checks for this e-mail. Try again in 24 hours.',
  APP_NOT_BUILT: 'The extranet app is not built. Run `pnpm build`, then restart the server.',
  // rates (apps/server/src/modules/rates)
  // promotions (apps/server/src/modules/promotions)
  VENDOR_PRICE_VALIDATION: 'Promotions are managed by your vendor for this property.',
  MARKET_MANAGER_REQUIRED: 'Only a market manager can change this.',
  CUSTOMER_SERVICE_REQUIRED: 'Only customer service can see this.',
  LOS_RATE_MODEL: 'Bulk updates are not available for properties priced by length of stay.',
  TARIFF_MODE_CONFIRMATION_REQUIRED:
    'Changing the tariff mode affects the rates of this rate plan. Confirm the change to continue.',
  RATE_PLAN_ALREADY_LINKED: 'A chosen rate plan is already linked to another children rate plan.',
  rates: {
    COPY_SUFFIX: '(copy)',
  },
  // ari + intake (apps/server/src/modules/ari, intake)
  RATE_ANOMALY: 'Some rates are far from their 30-day average. Check them and confirm to save.',
  BATCH_ALREADY_UNDONE: 'This bulk update has already been undone.',
  BATCH_CHANGED_SINCE: 'This bulk update can no longer be undone: some of its dates were changed since.',
  NOT_AVAILABLE: 'The room is not available for these dates.',
  MARKETPLACE_DISABLED: 'The marketplace intake is not enabled on this server.',
  // guest-reviews
  INSUFFICIENT_ALLOTMENT: 'Some of the new nights do not have enough allotment. Approve anyway to raise it.',
  RESCHEDULE_ALREADY_APPROVED: 'This reschedule request has already been approved.',
  RESCHEDULE_ALREADY_REJECTED: 'This reschedule request has already been rejected.',
  RESCHEDULE_PENDING: 'This booking already has a reschedule request waiting for an answer.',
  BOOKING_CLOSED: 'This booking takes no more special requests: it is cancelled or its stay is over.',
  REVIEW_ALREADY_REPLIED: 'This review already has a reply. A review can be replied to once.',
  // chat (apps/server/src/modules/chat)
  CHAT_NOT_ACTIVATED: 'This property has not activated chat yet.',
  CHAT_NOT_PERMITTED:
    'Chat is not available for this booking: it is cancelled, or more than 14 days have passed since check-out.',
  // check-in-guide (apps/server/src/modules/check-in-guide)
  CHECK_IN_GUIDE_NOT_SUBMITTED: 'Submit the check-in guide before showing it to guests.',
  CHECK_IN_GUIDE_NOT_ACTIVE: 'This property has no active check-in guide.',
  CHECK_IN_GUIDE_BOOKING_NOT_FOUND: 'No confirmed booking of this property has this itinerary id.',
  // entire-pricing (apps/server/src/modules/entire-pricing)
  NOT_A_HOME: 'Entire pricing is for homes (villas, apartments) only.',
  NO_PRICE: 'Set a price first to see the simulation.',
  // property-info (apps/server/src/modules/property-info)
  CONTACT_IN_USE: 'This contact is in use: give its contact kinds to another contact before deleting it.',
  REQUEST_ALREADY_DECIDED: 'This change request has already been decided.',
  // property-rooms (apps/server/src/modules/property-rooms)
  LAST_ROOM_TYPE: 'One room type must remain. Add another room before deleting this one.',
  RATE_PLAN_ONLY_ROOM:
    'This room is the only room of a rate plan. Add another room to that rate plan or delete the rate plan first.',
  // registration (apps/server/src/modules/registration)
  STEP_LOCKED: 'Complete the previous registration steps first.',
  REGISTRATION_INCOMPLETE: 'The registration is not complete yet. Check the highlighted steps.',
  REGISTRATION_NOT_REJECTED: 'Only a rejected registration can be started again.',
  AGREEMENT_NOT_SIGNED: 'The partner agreement has not been signed yet.',
  DECISION_NOT_ALLOWED: 'This decision does not fit the current status of the property.',
  // loyalty (apps/server/src/modules/loyalty)
  LOYALTY_NOT_ELIGIBLE:
    'The property cannot join the loyalty programme: it needs an average guest rating of 3 or more and a review in the last 6 months.',
  LOYALTY_TRANSITION_NOT_ALLOWED:
    'This does not fit the current loyalty status of the property. Reload the page to see it.',
  NOT_IN_REGISTRATION: 'This property is not in registration.',
  // campaigns (apps/server/src/modules/campaigns)
  CAMPAIGN_CLOSED: 'This campaign is not open for participation now. Reload the page to see its dates.',
  CAMPAIGN_NOT_JOINED: 'The property does not take part in this campaign.',
  NOT_APPROVE_ONLINE: 'Campaigns can be joined once the property is online.',
  // guest-contact (apps/server/src/modules/guest-contact): SPEC 6
  GUEST_CONTACT_NOT_ACTIVE:
    'The guest contact is only shown for active bookings, not cancelled or finished ones.',
  GUEST_CONTACT_TOO_EARLY: 'The guest contact can be shown from 1 day before check-in (from %date%).',
  // booking-vcc (apps/server/src/modules/booking-vcc): SPEC 8
  VCC_OUTSIDE_SWIPE_PERIOD:
    'The virtual card is unavailable outside the swipe period (from check-in until %days% %days|day|days% after).',
  VCC_UNREADABLE: 'The virtual card cannot be read any more. Ask the marketplace to attach it again.',
  // pin (apps/server/src/modules/pin): SPEC 8
  PIN_WRONG: 'The PIN is wrong. %attemptsLeft% %attemptsLeft|attempt|attempts% left.',
  PIN_BLOCKED: 'You have to create a new PIN. Ask for a PIN reset: a market manager approves it.',
  PIN_EXPIRED: 'Your PIN has expired. Change it to go on.',
  PIN_NOT_SET: 'You have no PIN yet. Create one first.',
  PIN_EXISTS: 'You already have a PIN. Change it instead.',
  PIN_RESET_PENDING: 'A PIN reset is already waiting for a market manager.',
  PIN_RESET_NOT_PENDING: 'This PIN reset has already been decided. Reload the page.',
  PIN_REQUIRED: 'Enter your PIN to continue.',
  // payment details (apps/server/src/modules/payment-details)
  PAYMENT_DETAIL_CHANGE_PENDING:
    'A payment-detail change is already waiting for a market manager. Wait for the decision first.',
  PAYMENT_DETAIL_ALREADY_DECIDED: 'This request has already been decided. Reload the page to see it.',
  VCC_PASSWORD_RATE_LIMITED: 'Too many wrong passwords. Try again in %minutes% %minutes|minute|minutes%.',
  // commission and tax accounts (modules commission, tax-accounts)
  COMMISSION_ALREADY_REQUESTED: 'A commission change is already waiting for the market manager.',
  COMMISSION_NO_DRAFT: 'There is no commission change to submit. Save the proposed values first.',
  COMMISSION_NOT_REQUESTED: 'This commission change is not waiting for a decision any more.',
  TAX_ACCOUNT_EXISTS: 'This property already has a tax account. Change it instead.',
  // analytics (apps/server/src/modules/analytics)
  COMPETITIVE_SET_LOCKED:
    'The competitive set is locked for 30 days after it is saved. You can change it from %date%.',
  field: {
    INVALID_PHONE: 'Enter a phone number in international form, e.g. +6281234567890.',
    INVALID_CURSOR: 'This page link is out of date. Start the search again.',
    EXPORT_TOO_LARGE: 'Too many bookings to download at once (at most %limit%). Narrow the filters.',
    UNKNOWN_BOOKING: 'No booking of this property has this itinerary id.',
    SAME_DATES: 'The new dates are the dates the booking already has.',
    DATE_READ_ONLY: 'Past dates cannot be changed.',
    DATE_OUTSIDE_WINDOW: 'This date is outside the period that can be shown or changed.',
    DATE_BEFORE_START: 'The end date is before the start date.',
    CHILDREN_AGES_MISMATCH: 'Give one age for every child.',
    RANGE_TOO_LONG: 'The period is too long (at most 18 months).',
    RATE_BELOW_MINIMUM: 'The rate is below the minimum sell price (%min%).',
    OCCUPANCY_PRICING_OFF:
      'This property does not price by number of guests. Turn it on in the pricing model.',
    STATIC_PLAN_MARKET_MANAGER: 'Only a market manager may change the rates of a static-tariff rate plan.',
    GUESTS_ABOVE_ROOM: 'More guests than the room holds (at most %max%).',
    ALLOTMENT_BELOW_SOLD: 'The allotment cannot be below the rooms already sold.',
    MIN_ABOVE_MAX: 'The minimum is above the maximum.',
    NOTHING_TO_CHANGE: 'Choose at least one value to change.',
    REQUIRED: 'Required.',
    INVALID_TYPE: 'Wrong type of value.',
    INVALID_FORMAT: 'Invalid format.',
    INVALID_VALUE: 'Invalid value.',
    TOO_SHORT: 'Too short (at least %limit%).',
    TOO_LONG: 'Too long (at most %limit%).',
    TOO_SMALL: 'Too small (at least %limit%).',
    TOO_LARGE: 'Too large (at most %limit%).',
    TOO_FEW_ITEMS: 'Too few items (at least %limit%).',
    TOO_MANY_ITEMS: 'Too many items (at most %limit%).',
    UNKNOWN_FIELD: 'Unknown field.',
    INVALID_CHARACTERS: 'Contains characters that are not allowed.',
    DUPLICATE_ITEMS: 'A value appears more than once.',
    PUSH_SUBSCRIPTION_INVALID:
      'This browser sent notification settings that cannot be used. Reload the page to set up notifications again.',
    PUSH_ENDPOINT_INVALID:
      'Notifications can only be sent to a secure (https) address of a browser push service.',
    // rates
    UNKNOWN_ROOM: 'Choose rooms of this property.',
    UNKNOWN_RATE_PLAN: 'Choose rate plans of this property.',
    RATE_PLAN_ALREADY_LINKED: 'A chosen rate plan is already linked to another children rate plan.',
    RATE_PLAN_TYPE_MISMATCH: 'The rate plan type must match the property pricing model (%rateModel%).',
    STAY_KIND_NEEDS_MIN_STAY: 'Weekly and monthly rate plans need a minimum length of stay.',
    MEALS_NONE_EXCLUSIVE: '"No meals" cannot be combined with other meal options.',
    BELOW_POLICY_MIN_AGE: 'The age cannot be below the minimum age of the children policy (%min%).',
    DUPLICATE_STAY_LENGTH: 'This length of stay is already in the table.',
    LOS_TABLE_REQUIRED: 'Length-of-stay pricing needs at least one stay length with a rate.',
    // property-details (apps/server/src/modules/property-details)
    CHILDREN_RATE_PLAN_OUTSIDE_POLICY:
      'The children rate plan "%name%" has ages outside this policy (%min% to %max%). Change it first.',
    // media (apps/server/src/modules/media): photo errors of SPEC 8
    PHOTO_WRONG_TYPE: 'Wrong file type: only JPG/JPEG photos are accepted.',
    PHOTO_TOO_LARGE: 'The photo is too large (at most %max%).',
    PHOTO_TOO_SMALL: 'The photo file is too small (at least %min%).',
    PHOTO_RESOLUTION:
      'The photo resolution %width% × %height% px does not fit: each side must be %minPx% to %maxPx% px.',
    PHOTO_UNREADABLE: 'The photo cannot be read; the file may be damaged. Choose another photo.',
    PHOTO_TOO_MANY_FILES: 'Too many files: at most %max% %max|photo|photos% per upload.',
    PHOTO_TOTAL_TOO_LARGE: 'The upload is too large altogether (at most %max% per upload).',
    DOCUMENT_UPLOAD_FAILED: 'The document upload failed. Please try again.',
    PHOTO_UPLOAD_FAILED: 'The photo upload failed. Please try again.',
    UNKNOWN_PHOTO: 'This photo is not one of this property.',
    // add-ons (apps/server/src/modules/add-ons, intake addOns)
    ADD_ON_UNKNOWN: 'This add-on is not one of this property.',
    ADD_ON_INACTIVE: 'This add-on is switched off and cannot be sold.',
    ADD_ON_DUPLICATE: 'This add-on is already in the list.',
    ADD_ON_QUANTITY: 'Choose a quantity from %min% to %max%.',
    // insurance (apps/server/src/modules/insurance, intake insurance)
    INSURANCE_TOO_MANY_GUESTS: 'The insurance covers more guests than the stay has (at most %limit%).',
    DATE_RANGE_TOO_LONG: 'The period is too long (at most %limit% %limit|day|days%).',
    // pin (apps/server/src/modules/pin)
    PIN_WRONG: 'The PIN is wrong. %attemptsLeft% %attemptsLeft|attempt|attempts% left.',
    PIN_OWN_RESET: 'A market manager cannot decide on their own PIN reset.',
    // analytics (apps/server/src/modules/analytics)
    COMPETITIVE_SET_SIZE: 'Choose %min% to %max% %max|property|properties%.',
    UNKNOWN_MARKET_PROPERTY: 'This property is not listed on the marketplace.',
    // statements (apps/server/src/modules/statements, marketplaceRecordPayment)
    MONTH_NOT_STARTED: 'This month has not started yet at the property.',
    MONTH_TOO_OLD: 'Statements are kept for the last %limit% %limit|month|months% only.',
    DATE_IN_FUTURE: 'The date is after today at the property.',
    PAID_BEFORE_MONTH: 'The payment is dated before the month it pays for began.',
  },
};
