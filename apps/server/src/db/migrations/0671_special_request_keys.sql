-- A special request sent later through the intake is idempotent by its key (docs/decisions/booking-requests.md):
-- the same key for the same booking answers the request it added first, never a second row.
ALTER TABLE booking_special_requests ADD COLUMN request_key text CHECK (length(request_key) BETWEEN 1 AND 200);
CREATE UNIQUE INDEX booking_special_requests_key ON booking_special_requests (hotel_id, booking_id, request_key)
  WHERE request_key IS NOT NULL;
