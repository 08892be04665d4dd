import type { RouteDef } from '@extranet/domain';

/** The i18n key (namespace `shell.areas`) of the product area a route belongs to, for panels and titles. */
export function areaKeyOf(route: RouteDef): string {
  const parts = route.path.split('/').filter(Boolean);
  const first = parts[0] === 'v3' ? parts[1] : parts[0];
  const second = parts[0] === 'v3' ? parts[2] : parts[1];
  switch (first) {
    case 'app':
      return 'shell.areas.home';
    case 'registration':
      return 'shell.areas.registration';
    case 'rates-and-availability':
      return 'shell.areas.ratesAndAvailability';
    case 'promotions-and-campaigns':
      return 'shell.areas.promotions';
    case 'loyalty':
      return 'shell.areas.promotions';
    case 'add-ons':
      return 'shell.areas.addOns';
    case 'insurance':
      return 'shell.areas.insurance';
    case 'booking':
      return 'shell.areas.booking';
    case 'analytics':
      return 'shell.areas.analytics';
    case 'report-analytics':
      return 'shell.areas.reviews';
    case 'report':
      return 'shell.areas.report';
    case 'manage':
      return 'shell.areas.manage';
    case 'property':
      return 'shell.areas.property';
    case 'finance':
      return 'shell.areas.finance';
    case 'account':
      if (second === 'user-manage') return 'shell.areas.userManage';
      if (second === 'activity-log') return 'shell.areas.activityLog';
      return 'shell.areas.account';
    case 'customer-service':
      return 'shell.areas.customerService';
    case 'notification':
      return 'shell.areas.notification';
    case 'chat':
      return 'shell.areas.chat';
    case 'info':
      return 'shell.areas.info';
    case 'change-password':
      return 'shell.areas.changePassword';
    case 'hotel-contract':
      return 'shell.areas.hotelContract';
    default:
      return 'shell.areas.other';
  }
}
