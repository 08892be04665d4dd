-- Insurance (module insurance, docs/decisions/insurance.md; SPEC 2 /insurance, 3 Booking "insurance", 6, 9).

-- The travel insurance sold with a booking by the marketplace, as sold: the plan's code, the premium the guest
-- paid (integer IDR, not part of the property's total) and the guests it covers. Written with the booking, in
-- its transaction, only when the marketplace sends one (module intake); at most one per booking.
CREATE TABLE booking_insurance (
  hotel_id bigint NOT NULL,
  booking_id bigint NOT NULL,
  plan_code text NOT NULL CHECK (length(plan_code) BETWEEN 1 AND 40),
  premium bigint NOT NULL CHECK (premium >= 0),
  covered_guests integer NOT NULL CHECK (covered_guests >= 1),
  PRIMARY KEY (hotel_id, booking_id),
  FOREIGN KEY (hotel_id, booking_id) REFERENCES bookings (hotel_id, booking_id) ON DELETE CASCADE
);

-- The property's insurance contact (SPEC 6: administrators only): who the insurer calls about a claim.
CREATE TABLE insurance_contacts (
  hotel_id bigint PRIMARY KEY REFERENCES hotels (hotel_id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  position text NOT NULL,
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now()
);
