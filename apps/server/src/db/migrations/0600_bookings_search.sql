-- Bookings area (apps/server/src/modules/bookings, docs/decisions/bookings.md): what a booking's price breakdown
-- needs besides nightly_rates and surcharges, the history of a booking, and the indexes of the booking search.

-- Recorded by the intake with the booking, so the breakdown adds up to total_price whatever changes later:
-- the children charge of the children rate plan, the length-of-stay discount of a home's entire pricing, and
-- the commission percent of the rate plan at the time of booking. NULL on bookings made before (the breakdown
-- then shows the part of the total it cannot itemise, and the rate plan's current commission).
ALTER TABLE bookings ADD COLUMN children_charge bigint CHECK (children_charge IS NULL OR children_charge >= 0);
ALTER TABLE bookings ADD COLUMN los_discount bigint CHECK (los_discount IS NULL OR los_discount >= 0);
ALTER TABLE bookings ADD COLUMN commission_percent numeric(5, 2)
  CHECK (commission_percent IS NULL OR commission_percent BETWEEN 0 AND 100);

-- The history of a booking: one row per change, written in the statement that makes the change (the intake's
-- booking and cancellation). kind CREATED | CANCELLED; detail holds what the change carried (the fee).
CREATE TABLE booking_events (
  hotel_id bigint NOT NULL,
  booking_id bigint NOT NULL,
  event_id bigint GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL CHECK (kind IN ('CREATED', 'CANCELLED')),
  at timestamptz NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (hotel_id, booking_id, event_id),
  FOREIGN KEY (hotel_id, booking_id) REFERENCES bookings (hotel_id, booking_id) ON DELETE CASCADE
);

INSERT INTO booking_events (hotel_id, booking_id, kind, at)
SELECT hotel_id, booking_id, 'CREATED', created_at FROM bookings;
INSERT INTO booking_events (hotel_id, booking_id, kind, at, detail)
SELECT hotel_id, booking_id, 'CANCELLED', cancelled_at,
       CASE WHEN cancellation_charge IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('charge', cancellation_charge, 'fee', cancellation_fee) END
  FROM bookings WHERE status = 'CANCELLED' AND cancelled_at IS NOT NULL;

-- Keyset pagination of the search: one index per sort, each led by the property and ending with the booking id
-- (the tie-breaker), so a page is one index range scan whatever page it is. bookings_stay (hotel_id, check_in)
-- becomes the check-in sort's index.
DROP INDEX bookings_stay;
CREATE INDEX bookings_stay ON bookings (hotel_id, check_in, booking_id);
CREATE INDEX bookings_by_created ON bookings (hotel_id, created_at, booking_id);
CREATE INDEX bookings_by_guest ON bookings (hotel_id, lower(guest_name), booking_id);
CREATE INDEX bookings_by_total ON bookings (hotel_id, total_price, booking_id);
