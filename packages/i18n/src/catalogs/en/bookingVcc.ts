// The booking's virtual credit card (apps/extranet/src/features/bookings/components/vcc-section.tsx).
export default {
  title: 'Virtual credit card',
  loading: 'Loading the virtual card',
  loadFailed: 'The virtual card could not be loaded.',
  none: 'The marketplace has not attached a virtual card to this booking.',
  number: 'Card number',
  cvc: 'Security code (CVC)',
  holder: 'Card holder',
  expiry: 'Valid until',
  balance: 'Balance',
  swipePeriod: 'Swipe period',
  swipeRange: '%from% to %until%',
  outsideSwipePeriod:
    'The virtual card is unavailable outside the swipe period (from check-in until 60 days after).',
  financeOnly: 'Only users who may see finance data can reveal the card.',
  revealHint: 'Enter your PIN to see the card. Every reveal is logged.',
  reveal: 'Show card details',
  revealFailed: 'The card could not be revealed. Please try again.',
  hide: 'Hide card details',
  logTitle: 'Revealed by',
  logEmpty: 'No one has revealed this card yet.',
  logEntry: '%name% (%email%), %at%',
};
