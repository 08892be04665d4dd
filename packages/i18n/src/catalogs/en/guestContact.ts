// The guest's contact in the booking detail (apps/extranet/src/features/bookings/components/guest-contact-section.tsx).
export default {
  title: 'Guest contact',
  loading: 'Loading the guest contact',
  loadFailed: 'The guest contact could not be loaded.',
  intro:
    'To see the guest phone and e-mail, we send a 4-digit code to your e-mail (%email%). Every view is logged.',
  send: 'Send code',
  sendFailed: 'The code could not be sent. Please try again.',
  code: 'Code from your e-mail',
  codeSent: 'We sent a 4-digit code to %email%. It is valid for 10 minutes.',
  revealFailed: 'The guest contact could not be shown. Please try again.',
  phone: 'Phone',
  email: 'E-mail',
  none: 'Not given',
  hide: 'Hide guest contact',
  notActive: 'The guest contact is only shown for active bookings, not cancelled or finished ones.',
  tooEarly: 'The guest contact can be shown from 1 day before check-in (from %date%).',
  logTitle: 'Guest contact viewed by',
  logEmpty: 'No one has viewed the guest contact yet.',
  logEntry: '%name% (%email%), %at%',
};
