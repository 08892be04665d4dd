// Special requests and reschedule requests of a booking (features/bookings, module booking-requests).
export default {
  special: {
    title: 'Special requests',
    loading: 'Loading special requests',
    loadFailed: 'The special requests could not be loaded.',
    none: 'The guest made no special request.',
    item: 'Special request: %text%',
    status: { PENDING: 'Waiting for answer', CONFIRMED: 'Confirmed', DECLINED: 'Declined' },
    source: { BOOKING: 'Sent with the booking · %at%', LATER: 'Sent after booking · %at%' },
    answeredAt: 'Answered %at%',
    noteShown: 'Note: %note%',
    note: 'Note to the guest (optional)',
    noteHint: 'The marketplace shows it to the guest with your answer. At most 500 characters.',
    confirm: 'Confirm request',
    decline: 'Decline request',
    done: { CONFIRM: 'Special request confirmed.', DECLINE: 'Special request declined.' },
    result: {
      SUCCESS: 'Your answer was saved.',
      DUPLICATE: 'This special request has already been answered.',
      EXPIRED: 'This special request has expired: the stay is over.',
      FAILED: 'The special request could not be answered: the booking is no longer active.',
    },
    failed: 'The answer could not be saved. Please try again.',
    pendingOne: '1 special request is waiting for your answer.',
    pending: '%count% special requests are waiting for your answer.',
  },
};
