-- A payment the marketplace recorded (marketplaceRecordPayment) is an entry of the notification centre, for the
-- finance roles (hiddenNotificationKinds); written by the statements repository with the payment.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('BOOKING_NEW', 'BOOKING_CANCELLED', 'SPECIAL_REQUEST', 'RESCHEDULE_REQUEST', 'REVIEW_NEW',
           'BOOKING_FAILED', 'CHAT_MESSAGE', 'PAYMENT_RECEIVED')
);
