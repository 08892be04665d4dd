import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';

type Screen = LazyExoticComponent<ComponentType>;

/**
 * The screens built so far, by route id (see ROUTES in @extranet/domain). A route without a screen here
 * shows the frame with the "not available yet" panel of its area.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  landing: lazyPage(() => import('../routes/public/landing-page'), 'LandingPage'),
  homes: lazyPage(() => import('../routes/public/homes-page'), 'HomesPage'),
  helpCenter: lazyPage(() => import('../routes/public/help-center-page'), 'HelpCenterPage'),
  helpCenterArticle: lazyPage(() => import('../routes/public/help-center-page'), 'HelpCenterPage'),
  login: lazyPage(() => import('../routes/auth/login-page'), 'LoginPage'),
  register: lazyPage(() => import('../routes/auth/register-page'), 'RegisterPage'),
  forgotPassword: lazyPage(() => import('../routes/auth/forgot-password-page'), 'ForgotPasswordPage'),
  forgotPasswordVerify: lazyPage(
    () => import('../routes/auth/forgot-password-verify-page'),
    'ForgotPasswordVerifyPage',
  ),
  forgotPasswordChange: lazyPage(
    () => import('../routes/auth/forgot-password-change-page'),
    'ForgotPasswordChangePage',
  ),
  appLogin: lazyPage(() => import('../routes/app/app-login-page'), 'AppLoginPage'),
  home: lazyPage(() => import('../routes/app/home-page'), 'HomePage'),
  accessDenied: lazyPage(() => import('../routes/app/access-denied-page'), 'AccessDeniedPage'),
  changeHotel: lazyPage(() => import('../routes/app/change-hotel-page'), 'ChangeHotelPage'),
  changePassword: lazyPage(() => import('../routes/account/change-password-page'), 'ChangePasswordPage'),
  userManageEdit: lazyPage(() => import('../routes/account/user-edit-page'), 'UserEditPage'),
  ratesAndAvailability: lazyPage(
    () => import('../routes/rates-calendar/rates-calendar-page'),
    'RatesCalendarPage',
  ),
  rates: lazyPage(() => import('../routes/rates-list/rates-list-page'), 'RatesListPage'),
  ratesEdit: lazyPage(() => import('../routes/rates-calendar/rates-calendar-page'), 'RatesEditPage'),
  bulkUpdates: lazyPage(() => import('../routes/bulk-updates/bulk-updates-page'), 'BulkUpdatesPage'),
  ratePlans: lazyPage(() => import('../routes/rate-plans/rate-plans-page'), 'RatePlansPage'),
  ratePlanCreate: lazyPage(() => import('../routes/rate-plans/rate-plan-form-page'), 'RatePlanCreatePage'),
  ratePlanView: lazyPage(() => import('../routes/rate-plans/rate-plan-form-page'), 'RatePlanViewPage'),
  ratePlanEdit: lazyPage(() => import('../routes/rate-plans/rate-plan-form-page'), 'RatePlanEditPage'),
  childrenRatePlans: lazyPage(
    () => import('../routes/children-rate-plans/children-rate-plans-page'),
    'ChildrenRatePlansPage',
  ),
  childrenRatePlanAdd: lazyPage(
    () => import('../routes/children-rate-plans/children-rate-plan-form-page'),
    'ChildrenRatePlanFormPage',
  ),
  childrenRatePlanEdit: lazyPage(
    () => import('../routes/children-rate-plans/children-rate-plan-form-page'),
    'ChildrenRatePlanFormPage',
  ),
  surcharge: lazyPage(() => import('../routes/surcharges/surcharges-page'), 'SurchargesPage'),
  surchargeCreate: lazyPage(() => import('../routes/surcharges/surcharge-form-page'), 'SurchargeFormPage'),
  surchargeCopy: lazyPage(() => import('../routes/surcharges/surcharge-form-page'), 'SurchargeFormPage'),
  surchargeEdit: lazyPage(() => import('../routes/surcharges/surcharge-form-page'), 'SurchargeFormPage'),
  manageCalendarSync: lazyPage(
    () => import('../routes/calendar-sync/calendar-sync-page'),
    'CalendarSyncPage',
  ),
  entirePricing: lazyPage(() => import('../routes/entire-pricing/entire-pricing-page'), 'EntirePricingPage'),
  pricingModel: lazyPage(() => import('../routes/pricing-model/pricing-model-page'), 'PricingModelPage'),
  hotelNowAvailability: lazyPage(() => import('../routes/hotel-now/hotel-now-page'), 'HotelNowPage'),
};
