-- Competitive set and average daily rate (module analytics, docs/decisions/competitive-set.md; SPEC 2
-- /analytics/competitive-set and /analytics/average-daily-rate, 4 "locked for 30 days after save", 5 "15 to 30
-- properties", 7 GET/POST default, 9).

-- The marketplace's properties a property may compare itself with: NOT extranet properties, the public listing
-- of the marketplace (seeded by apps/server/src/seed/market.ts).
CREATE TABLE market_properties (
  market_property_id bigint PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  city text NOT NULL CHECK (city IN ('JAKARTA', 'BANDUNG', 'BALI')),
  area text NOT NULL CHECK (length(area) BETWEEN 1 AND 80),
  star_rating smallint NOT NULL CHECK (star_rating BETWEEN 1 AND 5),
  property_type text NOT NULL CHECK (property_type IN ('HOTEL', 'RESORT', 'APARTMENT', 'VILLA', 'GUEST_HOUSE')),
  review_score numeric(3, 1) NOT NULL CHECK (review_score BETWEEN 0 AND 10)
);
CREATE INDEX market_properties_city ON market_properties (city, star_rating);

-- The public price of a marketplace property by day (integer IDR, the lowest room price shown to guests).
CREATE TABLE market_prices (
  market_property_id bigint NOT NULL REFERENCES market_properties (market_property_id) ON DELETE CASCADE,
  date date NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  PRIMARY KEY (market_property_id, date)
);

-- A property's saved competitive set: when it was saved (and the property's day of the save, from which the
-- 30-day lock runs) and by whom. One per property; a save replaces the members.
CREATE TABLE competitive_sets (
  hotel_id bigint PRIMARY KEY REFERENCES hotels (hotel_id) ON DELETE CASCADE,
  saved_on date NOT NULL,
  saved_at timestamptz NOT NULL,
  saved_by bigint
);

CREATE TABLE competitive_set_members (
  hotel_id bigint NOT NULL REFERENCES competitive_sets (hotel_id) ON DELETE CASCADE,
  market_property_id bigint NOT NULL REFERENCES market_properties (market_property_id),
  PRIMARY KEY (hotel_id, market_property_id)
);
