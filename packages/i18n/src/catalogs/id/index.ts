// One module per namespace; keys are addressed as `<namespace>.<path>` (e.g. `common.loading`).
import common from './common.js';
import ui from './ui.js';
import auth from './auth.js';
import shell from './shell.js';
import validations from './validations.js';
import errors from './errors.js';
import publicPages from './public.js';
import help from './help.js';
import mail from './mail.js';
import rates from './rates.js';
import ratePlans from './ratePlans.js';
import calendarSync from './calendarSync.js';
import ratesList from './ratesList.js';
import entirePricing from './entirePricing.js';
import hotelNow from './hotelNow.js';
import propertyDetails from './propertyDetails.js';
import propertyInfo from './propertyInfo.js';
import propertyRooms from './propertyRooms.js';
import propertyPhotos from './propertyPhotos.js';
import registration from './registration.js';
import agreement from './agreement.js';
import review from './review.js';
import notifications from './notifications.js';
import bookings from './bookings.js';
import bookingRequests from './bookingRequests.js';
import guestReviews from './guestReviews.js';
import checkInGuide from './checkInGuide.js';
import bookingVcc from './bookingVcc.js';
import guestContact from './guestContact.js';
import addOns from './addOns.js';
import loyalty from './loyalty.js';
import manage from './manage.js';
import hasErrorBookings from './hasErrorBookings.js';
import promotions from './promotions.js';
import targetedPromotions from './targetedPromotions.js';
import campaigns from './campaigns.js';
import insurance from './insurance.js';
import pin from './pin.js';
import statements from './statements.js';
import paymentDetails from './paymentDetails.js';
import finance from './finance.js';
import analytics from './analytics.js';
import performanceReport from './performanceReport.js';
import activityLog from './activityLog.js';
import customerService from './customerService.js';
import chat from './chat.js';

export default {
  common,
  ui,
  auth,
  shell,
  validations,
  errors,
  public: publicPages,
  help,
  mail,
  rates,
  ratePlans,
  calendarSync,
  ratesList,
  entirePricing,
  hotelNow,
  propertyDetails,
  propertyInfo,
  propertyRooms,
  propertyPhotos,
  registration,
  agreement,
  review,
  notifications,
  bookings,
  bookingRequests,
  guestReviews,
  checkInGuide,
  bookingVcc,
  guestContact,
  addOns,
  loyalty,
  manage,
  hasErrorBookings,
  promotions,
  targetedPromotions,
  campaigns,
  insurance,
  pin,
  statements,
  paymentDetails,
  finance,
  analytics,
  performanceReport,
  activityLog,
  customerService,
  chat,
};
