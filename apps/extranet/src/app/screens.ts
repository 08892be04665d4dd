import type { ComponentType, LazyExoticComponent } from 'react';
import { ROUTES } from '@extranet/domain';
import { lazyPage } from './lazy-page';

type Screen = LazyExoticComponent<ComponentType>;

const REGISTRATION = () => import('../features/property/registration/components/registration-pages');
const registrationStep = lazyPage(REGISTRATION, 'RegistrationStepPage');
const registrationFinish = lazyPage(REGISTRATION, 'RegistrationFinishPage');

/** Every step route of both registration wizards shares one screen (it reads the step from the path). */
const REGISTRATION_SCREENS: Record<string, Screen> = Object.fromEntries(
  ROUTES.filter((r) => /^registration(Nha|Hotel)/.test(r.id)).map((r) => [
    r.id,
    r.id.endsWith('Finish') ? registrationFinish : registrationStep,
  ]),
);

const ADD_ONS_LIST = lazyPage(() => import('../features/add-ons/components/add-ons-page'), 'AddOnsPage');
const ADD_ON_FORM = lazyPage(
  () => import('../features/add-ons/components/add-on-form-page'),
  'AddOnFormPage',
);
/** The add-ons pages (issue 13): /add-ons is the list, as /add-ons/list. */
const ADD_ON_SCREENS: Record<string, Screen> = {
  addOns: ADD_ONS_LIST,
  addOnList: ADD_ONS_LIST,
  addOnCreate: ADD_ON_FORM,
  addOnCopy: ADD_ON_FORM,
  addOnEdit: ADD_ON_FORM,
  addOnPerformance: lazyPage(
    () => import('../features/add-ons/components/add-on-performance-page'),
    'AddOnPerformancePage',
  ),
};

const TARGETED_FORM = lazyPage(
  () => import('../features/targeted-promotions/components/targeted-promo-form-page'),
  'TargetedPromoFormPage',
);

/**
 * The screens built so far, by route id (see ROUTES in @extranet/domain). A route without a screen here
 * shows the frame with the "not available yet" panel of its area.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  landing: lazyPage(() => import('../features/public/components/landing-page'), 'LandingPage'),
  homes: lazyPage(() => import('../features/public/components/homes-page'), 'HomesPage'),
  helpCenter: lazyPage(() => import('../features/public/components/help-center-page'), 'HelpCenterPage'),
  helpCenterArticle: lazyPage(
    () => import('../features/public/components/help-center-page'),
    'HelpCenterPage',
  ),
  rescheduleResult: lazyPage(
    () => import('../features/bookings/components/reschedule-result-page'),
    'RescheduleResultPage',
  ),
  login: lazyPage(() => import('../features/account/components/login-page'), 'LoginPage'),
  register: lazyPage(() => import('../features/account/components/register-page'), 'RegisterPage'),
  forgotPassword: lazyPage(
    () => import('../features/account/components/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  forgotPasswordVerify: lazyPage(
    () => import('../features/account/components/forgot-password-verify-page'),
    'ForgotPasswordVerifyPage',
  ),
  forgotPasswordChange: lazyPage(
    () => import('../features/account/components/forgot-password-change-page'),
    'ForgotPasswordChangePage',
  ),
  appLogin: lazyPage(() => import('../features/home/components/app-login-page'), 'AppLoginPage'),
  home: lazyPage(() => import('../features/home/components/home-page'), 'HomePage'),
  accessDenied: lazyPage(() => import('../features/home/components/access-denied-page'), 'AccessDeniedPage'),
  changeHotel: lazyPage(() => import('../features/home/components/change-hotel-page'), 'ChangeHotelPage'),
  propertyCategory: lazyPage(
    () => import('../features/property/registration/components/property-category-page'),
    'PropertyCategoryPage',
  ),
  ...REGISTRATION_SCREENS,
  changePassword: lazyPage(
    () => import('../features/account/components/change-password-page'),
    'ChangePasswordPage',
  ),
  userManage: lazyPage(() => import('../features/account/components/user-manage-page'), 'UserManagePage'),
  userManageCreate: lazyPage(
    () => import('../features/account/components/user-create-page'),
    'UserCreatePage',
  ),
  userManageEdit: lazyPage(() => import('../features/account/components/user-edit-page'), 'UserEditPage'),
  ratesAndAvailability: lazyPage(
    () => import('../features/rates-calendar/components/rates-calendar-page'),
    'RatesCalendarPage',
  ),
  rates: lazyPage(() => import('../features/rates-calendar/components/rates-list-page'), 'RatesListPage'),
  ratesEdit: lazyPage(
    () => import('../features/rates-calendar/components/rates-calendar-page'),
    'RatesEditPage',
  ),
  bulkUpdates: lazyPage(
    () => import('../features/rates-calendar/components/bulk-updates-page'),
    'BulkUpdatesPage',
  ),
  ratePlans: lazyPage(() => import('../features/rate-plans/components/rate-plans-page'), 'RatePlansPage'),
  ratePlanCreate: lazyPage(
    () => import('../features/rate-plans/components/rate-plan-form-page'),
    'RatePlanCreatePage',
  ),
  ratePlanView: lazyPage(
    () => import('../features/rate-plans/components/rate-plan-form-page'),
    'RatePlanViewPage',
  ),
  ratePlanEdit: lazyPage(
    () => import('../features/rate-plans/components/rate-plan-form-page'),
    'RatePlanEditPage',
  ),
  childrenRatePlans: lazyPage(
    () => import('../features/children-rate-plans/components/children-rate-plans-page'),
    'ChildrenRatePlansPage',
  ),
  childrenRatePlanAdd: lazyPage(
    () => import('../features/children-rate-plans/components/children-rate-plan-form-page'),
    'ChildrenRatePlanFormPage',
  ),
  childrenRatePlanEdit: lazyPage(
    () => import('../features/children-rate-plans/components/children-rate-plan-form-page'),
    'ChildrenRatePlanFormPage',
  ),
  surcharge: lazyPage(() => import('../features/surcharges/components/surcharges-page'), 'SurchargesPage'),
  surchargeCreate: lazyPage(
    () => import('../features/surcharges/components/surcharge-form-page'),
    'SurchargeFormPage',
  ),
  surchargeCopy: lazyPage(
    () => import('../features/surcharges/components/surcharge-form-page'),
    'SurchargeFormPage',
  ),
  surchargeEdit: lazyPage(
    () => import('../features/surcharges/components/surcharge-form-page'),
    'SurchargeFormPage',
  ),
  manageCalendarSync: lazyPage(
    () => import('../features/calendar-sync/components/calendar-sync-page'),
    'CalendarSyncPage',
  ),
  guestReview: lazyPage(
    () => import('../features/guest-reviews/components/guest-reviews-page'),
    'GuestReviewsPage',
  ),
  entirePricing: lazyPage(
    () => import('../features/entire-pricing/components/entire-pricing-page'),
    'EntirePricingPage',
  ),
  pricingModel: lazyPage(
    () => import('../features/pricing-model/components/pricing-model-page'),
    'PricingModelPage',
  ),
  searchBookings: lazyPage(() => import('../features/bookings/components/bookings-page'), 'BookingsPage'),
  hotelNowAvailability: lazyPage(
    () => import('../features/hotel-now/components/hotel-now-page'),
    'HotelNowPage',
  ),
  // property details (features/property/details)
  hotelDetails: lazyPage(
    () => import('../features/property/details/components/hotel-details-page'),
    'HotelDetailsPage',
  ),
  hotelDetailsPreviewPdf: lazyPage(
    () => import('../features/property/details/components/preview-pdf-page'),
    'PreviewPdfPage',
  ),
  hotelAnnouncement: lazyPage(
    () => import('../features/property/details/components/announcements-page'),
    'AnnouncementsPage',
  ),
  hotelContentScore: lazyPage(
    () => import('../features/property/details/components/content-score-page'),
    'ContentScorePage',
  ),
  info: lazyPage(() => import('../features/property/details/components/info-page'), 'InfoPage'),
  // /v3/property is the Property area's name for the same page: the property at a glance and its pages.
  property: lazyPage(() => import('../features/property/details/components/info-page'), 'InfoPage'),
  account: lazyPage(() => import('../features/account/components/account-page'), 'AccountPage'),
  notification: lazyPage(
    () => import('../features/notifications/components/notifications-page'),
    'NotificationsPage',
  ),
  // customer service (features/customer-service): role 12, across every property
  customerService: lazyPage(
    () => import('../features/customer-service/components/customer-service-page'),
    'CustomerServicePage',
  ),
  reviewProperties: lazyPage(
    () => import('../features/property/review/components/review-queue-page'),
    'ReviewQueuePage',
  ),
  reviewProperty: lazyPage(
    () => import('../features/property/review/components/review-detail-page'),
    'ReviewDetailPage',
  ),
  hotelContract: lazyPage(
    () => import('../features/property/contract/components/hotel-contract-page'),
    'HotelContractPage',
  ),
  hotelGeneralInfo: lazyPage(() => import('../features/property/info/general-info-page'), 'GeneralInfoPage'),
  roomData: lazyPage(() => import('../features/property/rooms/room-data-pages'), 'RoomDataPage'),
  roomDataCreate: lazyPage(() => import('../features/property/rooms/room-form-pages'), 'RoomDataCreatePage'),
  roomDataEdit: lazyPage(() => import('../features/property/rooms/room-form-pages'), 'RoomDataEditPage'),
  roomDataView: lazyPage(() => import('../features/property/rooms/room-data-pages'), 'RoomDataViewPage'),
  hotelFacilities: lazyPage(
    () => import('../features/property/rooms/hotel-facilities-page'),
    'HotelFacilitiesPage',
  ),
  photoGallery: lazyPage(() => import('../features/property/photos/photo-gallery-page'), 'PhotoGalleryPage'),
  promoList: lazyPage(() => import('../features/promotions/components/promo-list-page'), 'PromoListPage'),
  promotionAdd: lazyPage(() => import('../features/promotions/components/promo-add-page'), 'PromoAddPage'),
  promotionCreate: lazyPage(() => import('../features/promotions/components/deal-form-page'), 'DealFormPage'),
  promotionEdit: lazyPage(() => import('../features/promotions/components/deal-form-page'), 'DealFormPage'),
  checkInGuide: lazyPage(
    () => import('../features/check-in-guide/components/check-in-guide-page'),
    'CheckInGuidePage',
  ),
  ...ADD_ON_SCREENS,
  // loyalty (features/loyalty); elite-rewards redirects to /v3/loyalty (ROUTES)
  loyalty: lazyPage(() => import('../features/loyalty/components/loyalty-page'), 'LoyaltyPage'),
  reviewLoyalty: lazyPage(
    () => import('../features/loyalty/components/review-queue-page'),
    'LoyaltyReviewPage',
  ),
  // manage hub (features/manage)
  manage: lazyPage(() => import('../features/manage/components/manage-page'), 'ManagePage'),
  manageRoomSetup: lazyPage(() => import('../features/manage/components/manage-page'), 'ManageRoomSetupPage'),
  manageRatePlanSetup: lazyPage(
    () => import('../features/manage/components/manage-page'),
    'ManageRatePlanSetupPage',
  ),
  manageCancellationPolicy: lazyPage(
    () => import('../features/manage/components/manage-page'),
    'ManageCancellationPolicyPage',
  ),
  manageSurcharge: lazyPage(() => import('../features/manage/components/manage-page'), 'ManageSurchargePage'),
  // targeted promotions (features/targeted-promotions): member deals and corporate rates
  exclusiveMemberDeals: lazyPage(
    () => import('../features/targeted-promotions/components/exclusive-member-deals-page'),
    'ExclusiveMemberDealsPage',
  ),
  targetedPromoCreate: TARGETED_FORM,
  targetedPromoEdit: TARGETED_FORM,
  targetedPromoView: TARGETED_FORM,
  // campaigns (features/campaigns): the property's list and view/join, the market managers' list and form
  campaignList: lazyPage(
    () => import('../features/campaigns/components/campaign-list-page'),
    'CampaignListPage',
  ),
  campaignView: lazyPage(
    () => import('../features/campaigns/components/campaign-view-page'),
    'CampaignViewPage',
  ),
  reviewCampaigns: lazyPage(
    () => import('../features/campaigns/components/review-campaigns-page'),
    'CampaignReviewPage',
  ),
  reviewCampaignCreate: lazyPage(
    () => import('../features/campaigns/components/campaign-form-page'),
    'CampaignFormPage',
  ),
  reviewCampaignEdit: lazyPage(
    () => import('../features/campaigns/components/campaign-form-page'),
    'CampaignFormPage',
  ),
  managePromotion: lazyPage(() => import('../features/manage/components/manage-page'), 'ManagePromotionPage'),
  // insurance (features/insurance): the insured bookings and the insurance contact (administrators)
  insurance: lazyPage(() => import('../features/insurance/components/insurance-page'), 'InsurancePage'),
  insuranceContact: lazyPage(
    () => import('../features/insurance/components/insurance-contact-page'),
    'InsuranceContactPage',
  ),
  // pin (features/pin): the user's own PIN and the market managers' queue of PIN resets
  pin: lazyPage(() => import('../features/pin/components/pin-page'), 'PinPage'),
  reviewPinResets: lazyPage(() => import('../features/pin/components/pin-resets-page'), 'PinResetsPage'),
  // finance part 1 (features/statements, features/payment-details)
  paymentList: lazyPage(
    () => import('../features/statements/components/payment-list-page'),
    'PaymentListPage',
  ),
  depositHistory: lazyPage(
    () => import('../features/statements/components/deposit-history-page'),
    'DepositHistoryPage',
  ),
  paymentDetails: lazyPage(
    () => import('../features/payment-details/components/payment-details-page'),
    'PaymentDetailsPage',
  ),
  reviewPaymentDetails: lazyPage(
    () => import('../features/payment-details/components/review-page'),
    'PaymentDetailReviewPage',
  ),
  // finance part 2 (features/finance): commission and tax, the market managers' commission queue and finance hub
  commission: lazyPage(() => import('../features/finance/components/commission-page'), 'CommissionPage'),
  tax: lazyPage(() => import('../features/finance/components/tax-page'), 'TaxPage'),
  reviewCommissions: lazyPage(
    () => import('../features/finance/components/commission-review-page'),
    'CommissionReviewPage',
  ),
  reviewFinance: lazyPage(
    () => import('../features/finance/components/finance-hub-page'),
    'FinanceReviewHubPage',
  ),
  // analytics (features/competitive-set, features/average-daily-rate, features/reports)
  competitiveSet: lazyPage(
    () => import('../features/competitive-set/components/competitive-set-page'),
    'CompetitiveSetPage',
  ),
  averageDailyRate: lazyPage(
    () => import('../features/average-daily-rate/components/adr-page'),
    'AverageDailyRatePage',
  ),
  report: lazyPage(() => import('../features/reports/components/report-page'), 'ReportPage'),
  // performance report (features/performance-report)
  performanceReport: lazyPage(
    () => import('../features/performance-report/components/performance-report-page'),
    'PerformanceReportPage',
  ),
  chat: lazyPage(() => import('../features/chat/components/chat-page'), 'ChatPage'),
  activityLog: lazyPage(
    () => import('../features/activity-log/components/activity-log-page'),
    'ActivityLogPage',
  ),
};
