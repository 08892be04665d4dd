-- Marketplace intake: the cancellation terms a booking was sold with (the CancellationTerms of
-- openapi/components/intake.yaml: policy, free-cancellation deadline at 23:59 property time, fees, no-show time
-- 14:00 on the check-in date), kept as agreed even when the rate plan's policy changes later; and what its
-- cancellation cost. Bookings made before have no terms (NULL).
ALTER TABLE bookings ADD COLUMN cancellation jsonb;
ALTER TABLE bookings ADD COLUMN cancellation_charge text
  CHECK (cancellation_charge IS NULL OR cancellation_charge IN ('FREE', 'LATE', 'NO_SHOW'));
ALTER TABLE bookings ADD COLUMN cancellation_fee bigint CHECK (cancellation_fee IS NULL OR cancellation_fee >= 0);
ALTER TABLE bookings ADD CONSTRAINT bookings_cancellation_fee_with_charge
  CHECK ((cancellation_charge IS NULL) = (cancellation_fee IS NULL));
