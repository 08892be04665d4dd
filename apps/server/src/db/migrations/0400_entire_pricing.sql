-- Entire pricing for homes (module entire-pricing): per unit (room) of a home, the nightly price of weekdays and
-- of weekend nights (Friday, Saturday), optional length-of-stay discounts in percent (weekly from 7 nights,
-- monthly from 28) and date-range overrides. Saving applies them to the unit's rates in rate_plan_ari (an ARI
-- batch); these tables keep the settings the owner edits. Money is integer IDR.
CREATE TABLE entire_pricing (
  hotel_id bigint NOT NULL,
  room_id bigint NOT NULL,
  weekday_price bigint NOT NULL CHECK (weekday_price > 0),
  weekend_price bigint NOT NULL CHECK (weekend_price > 0),
  weekly_discount smallint CHECK (weekly_discount BETWEEN 1 AND 99),
  monthly_discount smallint CHECK (monthly_discount BETWEEN 1 AND 99),
  updated_by bigint,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hotel_id, room_id),
  FOREIGN KEY (hotel_id, room_id) REFERENCES rooms (hotel_id, room_id) ON DELETE CASCADE
);

-- Seasons and holidays: nights start..end (inclusive) cost `price`. No two overrides of a unit overlap (checked
-- by the validator; position keeps the owner's order).
CREATE TABLE entire_pricing_overrides (
  hotel_id bigint NOT NULL,
  room_id bigint NOT NULL,
  position smallint NOT NULL CHECK (position >= 0),
  name text NOT NULL CHECK (length(btrim(name)) > 0 AND length(name) <= 100),
  start_date date NOT NULL,
  end_date date NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  PRIMARY KEY (hotel_id, room_id, position),
  FOREIGN KEY (hotel_id, room_id) REFERENCES entire_pricing (hotel_id, room_id) ON DELETE CASCADE,
  CONSTRAINT entire_pricing_overrides_dates CHECK (start_date <= end_date)
);
