-- Marketplace intake: the surcharges a booking was sold with ([{ surchargeId, name, type, nights, amount }], the
-- quote's `surcharges`), already part of total_price. Bookings made before have none recorded.
ALTER TABLE bookings ADD COLUMN surcharges jsonb NOT NULL DEFAULT '[]'::jsonb;
