import { platformModule } from './platform/handlers.js';
import { authModule } from './auth/handlers.js';
import { mailModule } from './mail/handlers.js';
import { ariModule } from './ari/index.js';
import { intakeModule } from './intake/handlers.js';
import { ratesModule } from './rates/index.js';
import { calendarSyncModule } from './calendar-sync/handlers.js';
import { hotelNowModule } from './hotel-now/index.js';
import { entirePricingModule } from './entire-pricing/index.js';
import { propertyDetailsModule } from './property-details/index.js';
import { propertyInfoModule } from './property-info/index.js';
import { propertyRoomsModule } from './property-rooms/index.js';
import { mediaModule } from './media/index.js';
import { registrationModule } from './registration/index.js';
import { notificationsModule } from './notifications/index.js';
import { bookingsModule } from './bookings/index.js';
import { guestReviewsModule } from './guest-reviews/index.js';
import { bookingRequestsModule } from './booking-requests/index.js';
import { checkInGuideModule } from './check-in-guide/index.js';
import { bookingVccModule } from './booking-vcc/index.js';
import { guestContactModule } from './guest-contact/index.js';
import { addOnsModule } from './add-ons/index.js';
import { loyaltyModule } from './loyalty/index.js';
import { manageModule } from './manage/index.js';
import { hasErrorBookingsModule } from './has-error-bookings/index.js';
import { promotionsModule } from './promotions/index.js';
import { targetedPromotionsModule } from './targeted-promotions/index.js';
import { campaignsModule } from './campaigns/index.js';
import { systemParametersModule } from './system-parameters/index.js';
import { holidaysModule } from './holidays/index.js';
import { insuranceModule } from './insurance/index.js';
import { pinModule } from './pin/index.js';
import { statementsModule } from './statements/index.js';
import { paymentDetailsModule } from './payment-details/index.js';
import { commissionModule } from './commission/index.js';
import { taxAccountsModule } from './tax-accounts/index.js';
import { analyticsModule } from './analytics/index.js';
import { performanceReportModule } from './performance-report/index.js';
import { activityLogModule } from './activity-log/index.js';
import { customerServiceModule } from './customer-service/index.js';
import { chatModule } from './chat/index.js';
import { pushModule } from './push/index.js';
import type { ServerModule } from './types.js';

export type { OperationHandler, OperationHandlers, OperationRequest, ServerModule } from './types.js';

/** Every module of the server. Add one line per module; operationIds must be unique across modules. */
export const modules: readonly ServerModule[] = [
  platformModule,
  authModule,
  mailModule,
  ratesModule,
  ariModule,
  intakeModule,
  calendarSyncModule,
  hotelNowModule,
  entirePricingModule,
  propertyDetailsModule,
  propertyInfoModule,
  propertyRoomsModule,
  mediaModule,
  registrationModule,
  notificationsModule,
  bookingsModule,
  bookingRequestsModule,
  guestReviewsModule,
  checkInGuideModule,
  bookingVccModule,
  guestContactModule,
  addOnsModule,
  loyaltyModule,
  manageModule,
  hasErrorBookingsModule,
  promotionsModule,
  targetedPromotionsModule,
  campaignsModule,
  systemParametersModule,
  holidaysModule,
  insuranceModule,
  pinModule,
  statementsModule,
  paymentDetailsModule,
  commissionModule,
  taxAccountsModule,
  analyticsModule,
  performanceReportModule,
  activityLogModule,
  customerServiceModule,
  chatModule,
  pushModule,
];
